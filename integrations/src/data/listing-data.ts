import {
  DataSourceError,
  LISTING_NOT_SET_UP_MESSAGE,
  LISTING_USER_SIGN_IN_MESSAGE,
  RECORDS_FETCH_FAILED_MESSAGE,
  ZListingQuerySchema,
  buildListingCondition,
  listingFieldIds,
  listingMessage,
  listingQuery,
  listingView,
  type DataSource,
  type TDataData,
  type TListingParams,
  type TListingSource,
  type TListingView,
} from '@atrium/core';
import { getSiteWorkspaceId } from '@atrium/db';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { airtableDataSourceFor, localDataSourceFor, type DataSourceCacheOptions } from './data-source-for';

/** The base id the data source knows a listing's table by. */
export function listingBaseId(source: TListingSource): string {
  return source.kind === 'local' ? LOCAL_BASE.id : source.baseId;
}

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

export interface LoadListingParams {
  siteId: string;
  data: TDataData;
  /** The listing's state from the URL. */
  params: TListingParams;
  /** The signed-in person's users-table record (user listings show only records linked to it). */
  userRecordId?: string;
  cache?: DataSourceCacheOptions;
}

/**
 * One page of a listing as the viewer may see it, from the cached data source: a user listing
 * without a signed-in person asks them to log in; a failure is the spec's message, never a
 * broken page.
 */
export async function loadListing(runtime: Runtime, input: LoadListingParams): Promise<TListingView> {
  const { data } = input;
  if (!data.source) return listingMessage('not-set-up', LISTING_NOT_SET_UP_MESSAGE);
  if (data.listingType === 'user' && !input.userRecordId) {
    return listingMessage('sign-in', LISTING_USER_SIGN_IN_MESSAGE);
  }
  try {
    const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
    if (!source) throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE);
    const baseId = listingBaseId(data.source);
    const table = (await source.listTables({ baseId })).find((t) => t.id === data.source!.tableId);
    if (!table) throw new DataSourceError(404, RECORDS_FETCH_FAILED_MESSAGE);
    const query = ZListingQuerySchema.parse(listingQuery(data, input.params, table));
    const page = await source.listRecords({
      baseId,
      tableId: table.id,
      where: buildListingCondition(query, { userRecordId: input.userRecordId }),
      sort: query.sort,
      pageSize: query.pageSize,
      cursor: query.cursor,
      fieldIds: listingFieldIds(data),
    });
    return listingView(data, table, page, input.params);
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return { ...listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE), params: input.params };
  }
}
