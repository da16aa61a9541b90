import type { DataSource, TListingSource } from '@atrium/core';
import { getSiteWorkspaceId } from '@atrium/db';
import { type DataSourceCacheOptions, airtableDataSourceFor, localDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';

/**
 * The cached data source a listing of this portal reads: its built-in tables, or the Airtable of
 * its workspace (undefined when the workspace has no token).
 */
export async function listingSourceFor(
  runtime: Runtime,
  siteId: string,
  source: TListingSource,
  options: DataSourceCacheOptions = {},
): Promise<DataSource | undefined> {
  if (source.kind === 'local') return localDataSourceFor(runtime, siteId, options);
  const workspaceId = await getSiteWorkspaceId(runtime.db, { siteId });
  return workspaceId === undefined ? undefined : airtableDataSourceFor(runtime, workspaceId, options);
}
