import { DataSourceError, RECORDS_FETCH_FAILED_MESSAGE, type TListingSource } from '@atrium/core';
import type { DataSourceCacheOptions } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { listingBaseId } from './listing-base-id';
import { listingSourceFor } from './listing-source-for';

/** The section's table with the (cached) data source and every table of its base. */
export async function listingTable(
  runtime: Runtime,
  siteId: string,
  source: TListingSource,
  cache?: DataSourceCacheOptions,
) {
  const dataSource = await listingSourceFor(runtime, siteId, source, cache);
  if (!dataSource) throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE);
  const baseId = listingBaseId(source);
  const tables = await dataSource.listTables({ baseId });
  const table = tables.find((t) => t.id === source.tableId);
  if (!table) throw new DataSourceError(404, RECORDS_FETCH_FAILED_MESSAGE);
  return { source: dataSource, baseId, tables, table };
}
