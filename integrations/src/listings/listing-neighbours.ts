import {
  type DataSource,
  type ListingViewer,
  type TDataData,
  type TListingParams,
  type TableSchema,
  ZListingQuerySchema,
  buildListingCondition,
  listingQuery,
  recordNeighbours,
} from '@atrium/core';
import { CachedDataSource } from '../data/cached-data-source';

/** At most this many records are walked to find a detail's previous and next record (sources without keyset neighbours). */
const NEIGHBOUR_SCAN_MAX = 2_000;

/**
 * The ids of the records before and after `recordId` in what a listing shows for this state
 * (search and filters, not the page): the Previous record / Next record bar (`neighbourLinks`
 * makes them links). Built-in tables answer with one keyset query each way, for a record anywhere
 * in the table; other sources (Airtable) page through the first NEIGHBOUR_SCAN_MAX records of the
 * order once. Cached per table version and query.
 */
export async function listingNeighbours(params: {
  source: DataSource;
  baseId: string;
  table: TableSchema;
  data: TDataData;
  params: TListingParams;
  viewer: ListingViewer;
  recordId: string;
  asBuilder?: boolean;
}): Promise<{ previous?: string; next?: string }> {
  const { source, baseId, table, recordId } = params;
  const asked = listingQuery(params.data, { ...params.params, after: undefined, record: undefined }, table);
  const query = ZListingQuerySchema.parse(params.asBuilder ? { ...asked, userScope: undefined } : asked);
  const where = buildListingCondition(query, params.viewer);
  const cached = <T>(name: string, key: unknown, compute: () => Promise<T>) =>
    source instanceof CachedDataSource ? source.derived(baseId, table.id, name, key, compute) : compute();
  if (source.recordNeighbours) {
    return cached('neighbours', { where, sort: query.sort, recordId }, async () => {
      return (await source.recordNeighbours!({ baseId, tableId: table.id, where, sort: query.sort, recordId })) ?? {};
    });
  }
  // One scan per table version and query: later record pages read the order in one cache hit.
  const ordered = await cached('order', { where, sort: query.sort }, async () => {
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
  });
  return recordNeighbours(ordered, recordId, (id) => id);
}
