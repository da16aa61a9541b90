import {
  type DataSource,
  type ListingViewer,
  type TDataData,
  type TListingParams,
  type TableSchema,
  ZListingQuerySchema,
  buildListingCondition,
  listingQuery,
} from '@atrium/core';
import { CachedDataSource } from '../data/cached-data-source';

/** At most this many records are walked to find a detail's previous and next record. */
const NEIGHBOUR_SCAN_MAX = 2_000;

/**
 * The ids of the records a listing shows for this state (search and filters, not the page), in
 * its order: the Previous record / Next record bar walks them. Read in one query from built-in
 * tables, page by page from others; cached per table version and query.
 */
export async function orderedRecordIds(
  source: DataSource,
  baseId: string,
  table: TableSchema,
  data: TDataData,
  params: TListingParams,
  viewer: ListingViewer,
  asBuilder?: boolean,
): Promise<string[]> {
  const asked = listingQuery(data, { ...params, after: undefined, record: undefined }, table);
  const query = ZListingQuerySchema.parse(asBuilder ? { ...asked, userScope: undefined } : asked);
  const where = buildListingCondition(query, viewer);
  const scan = async () => {
    // Built-in tables read the order in one query; others page through (Airtable: 100 a page).
    if (source.listRecordIds) {
      return source.listRecordIds({ baseId, tableId: table.id, where, sort: query.sort, limit: NEIGHBOUR_SCAN_MAX });
    }
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await source.listRecords({
        baseId,
        tableId: table.id,
        where,
        sort: query.sort,
        pageSize: 100,
        cursor,
        fieldIds: [],
      });
      ids.push(...page.records.map((r) => r.id));
      cursor = page.cursor;
    } while (cursor && ids.length < NEIGHBOUR_SCAN_MAX);
    return ids;
  };
  // One scan per table version and query: later record pages read the order in one cache hit.
  return source instanceof CachedDataSource
    ? source.derived(baseId, table.id, 'order', { where, sort: query.sort }, scan)
    : scan();
}
