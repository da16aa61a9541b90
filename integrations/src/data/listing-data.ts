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
  recordDetailView,
  recordPagePath,
  type DataSource,
  type TRecordDetailView,
  type TDataData,
  type TListingParams,
  type TListingSource,
  type TListingView,
} from '@atrium/core';
import { findRecordBySlug, getSiteWorkspaceId, recordSlugsOf } from '@atrium/db';
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
  /** On the portal: the section and its page, so cards link to their record pages. */
  detail?: { sectionId: string; pagePath: string };
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
    const detail =
      input.detail && data.detail.type === 'page'
        ? {
            pagePath: input.detail.pagePath,
            slugs: await recordSlugsOf(runtime.db, {
              siteId: input.siteId,
              sectionId: input.detail.sectionId,
              recordIds: page.records.map((r) => r.id),
            }),
          }
        : undefined;
    return listingView(data, table, page, input.params, detail);
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return { ...listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE), params: input.params };
  }
}

const RECORD_ID_PATTERN = /^rec[A-Za-z0-9]{8,30}$/;

export type RecordPageResult =
  | { kind: 'record'; view: TRecordDetailView; canonicalPath: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-in' }
  | { kind: 'not-found' };

/**
 * A record page of a data section: `slug` is the record's pretty URL or its id (which redirects
 * to the pretty URL when there is one). A user listing's record opens only for the person it is
 * linked to; anyone else gets not-found, never a hint that it exists.
 */
export async function loadRecordPage(
  runtime: Runtime,
  input: {
    siteId: string;
    sectionId: string;
    data: TDataData;
    pagePath: string;
    slug: string;
    userRecordId?: string;
    cache?: DataSourceCacheOptions;
  },
): Promise<RecordPageResult> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page') return { kind: 'not-found' };
  if (data.listingType === 'user' && !input.userRecordId) return { kind: 'sign-in' };
  const bySlug = await findRecordBySlug(runtime.db, {
    siteId: input.siteId,
    sectionId: input.sectionId,
    slug: input.slug,
  });
  // Anything that is neither a synced pretty URL nor a record id is not asked of the source.
  if (!bySlug && !RECORD_ID_PATTERN.test(input.slug)) return { kind: 'not-found' };
  const recordId = bySlug ?? input.slug;
  try {
    const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
    if (!source) return { kind: 'not-found' };
    const baseId = listingBaseId(data.source);
    const [tables, found] = await Promise.all([
      source.listTables({ baseId }),
      source.getRecord({ baseId, tableId: data.source.tableId, recordId }),
    ]);
    const table = tables.find((t) => t.id === data.source!.tableId);
    if (!table || !found) return { kind: 'not-found' };
    if (data.listingType === 'user') {
      const links = found.record.fields[data.userLinkFieldId];
      const linked = Array.isArray(links) && (links as unknown[]).includes(input.userRecordId);
      if (!linked) return { kind: 'not-found' };
    }
    if (!bySlug) {
      const slug = (
        await recordSlugsOf(runtime.db, { siteId: input.siteId, sectionId: input.sectionId, recordIds: [recordId] })
      ).get(recordId);
      if (slug) return { kind: 'redirect', to: recordPagePath(input.pagePath, slug) };
    }
    return {
      kind: 'record',
      view: recordDetailView(data, table, found.record),
      canonicalPath: recordPagePath(input.pagePath, input.slug),
    };
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return { kind: 'not-found' };
    throw error;
  }
}

/** At most this many record pages of one listing go into the sitemap. */
export const SITEMAP_MAX_RECORDS = 5_000;

/**
 * The record pages of a public listing for the sitemap: every record's pretty URL or id path,
 * read page by page through the cache. User listings have none (their records are private).
 */
export async function listingRecordPaths(
  runtime: Runtime,
  input: { siteId: string; sectionId: string; data: TDataData; pagePath: string; cache?: DataSourceCacheOptions },
): Promise<string[]> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page' || data.listingType !== 'public') return [];
  const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
  if (!source) return [];
  const slugs = await recordSlugsOf(runtime.db, { siteId: input.siteId, sectionId: input.sectionId });
  const paths: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId: listingBaseId(data.source),
      tableId: data.source.tableId,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 100,
      cursor,
      fieldIds: [],
    });
    for (const record of page.records) paths.push(recordPagePath(input.pagePath, slugs.get(record.id) ?? record.id));
    cursor = page.cursor;
  } while (cursor && paths.length < SITEMAP_MAX_RECORDS);
  return paths.slice(0, SITEMAP_MAX_RECORDS);
}
