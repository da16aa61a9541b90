import type { TListingSource } from '@atrium/core';
import { LOCAL_BASE } from '../local-tables/local-data-source';

/** The base id the data source knows a listing's table by. */
export function listingBaseId(source: TListingSource): string {
  return source.kind === 'local' ? LOCAL_BASE.id : source.baseId;
}
