import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';
import type { LocalRecordRow } from './local-table-view';

export interface ListLocalRecordsParams {
  siteId: string;
  tableId: string;
  /** Extra filter (e.g. a translated Condition); the tenant and table filter is always added. */
  where?: SQL;
  /** Sort keys before the created order, which always ends the ordering. */
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

/** A page of one table's records, always scoped to the site. */
export async function listLocalRecords(db: DbOrTx, params: ListLocalRecordsParams): Promise<LocalRecordRow[]> {
  const scope = and(eq(localRecords.siteId, params.siteId), eq(localRecords.tableId, params.tableId));
  return db
    .select()
    .from(localRecords)
    .where(params.where ? and(scope, params.where) : scope)
    .orderBy(...(params.orderBy ?? []), asc(localRecords.createdAt), asc(localRecords.seq))
    .limit(params.limit)
    .offset(params.offset ?? 0);
}

/**
 * The ids of one table's records the filter accepts, in order, at most `limit` (a whole export's
 * order in one query: only ids are carried through the sort). Always scoped to the site.
 */
export async function listLocalRecordIds(
  db: DbOrTx,
  params: Omit<ListLocalRecordsParams, 'offset'>,
): Promise<string[]> {
  const scope = and(eq(localRecords.siteId, params.siteId), eq(localRecords.tableId, params.tableId));
  const rows = await db
    .select({ id: localRecords.id })
    .from(localRecords)
    .where(params.where ? and(scope, params.where) : scope)
    .orderBy(...(params.orderBy ?? []), asc(localRecords.createdAt), asc(localRecords.seq))
    .limit(params.limit);
  return rows.map((r) => r.id);
}
