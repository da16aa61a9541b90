import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
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
  /** The created order that ends the ordering: 'desc' reads an order backwards. */
  created?: 'asc' | 'desc';
  /**
   * A part of the order to read from (a keyset range), kept apart from `where` so that a probe
   * walks this range, not the table.
   */
  range?: SQL;
  /**
   * Walk the first `probe` records of the order (one index range) and filter only those; read the
   * whole filtered order only when they hold fewer than `limit` matches. For filters that many
   * records pass but an index answers as a set (a search's trigram index): the planner reads and
   * sorts every match to return the first page, where walking the order stops after a few.
   * Not with `offset`.
   */
  probe?: number;
}

/** A listed record: its row without `cell_index` (the condition's forms, often the row's largest part). */
export type ListedLocalRecord = Omit<LocalRecordRow, 'cellIndex'>;

/**
 * A page of one table's records, always scoped to the site. Only the columns a page shows are
 * read: sorts and conditions use `cell_index` in the query, the page never needs it.
 */
export async function listLocalRecords(db: DbOrTx, params: ListLocalRecordsParams): Promise<ListedLocalRecord[]> {
  const scope = and(eq(localRecords.siteId, params.siteId), eq(localRecords.tableId, params.tableId), params.range);
  const { cellIndex: _cellIndex, ...columns } = getTableColumns(localRecords);
  const order = [...(params.orderBy ?? []), ...createdOrder(params.created)];
  if (params.probe && params.where && !params.offset) {
    // The first records of the order as a derived table named like the table, so the filter and
    // the order (written against local_records' columns) read it unchanged.
    const prefix = db
      .select()
      .from(localRecords)
      .where(scope)
      .orderBy(...order)
      .limit(params.probe);
    const found = await db
      .select(prefixColumns)
      .from(sql`(${prefix}) as ${localRecords}`)
      .where(params.where)
      .orderBy(...order)
      .limit(params.limit);
    if (found.length >= params.limit) return found;
  }
  return db
    .select(columns)
    .from(localRecords)
    .where(params.where ? and(scope, params.where) : scope)
    .orderBy(...order)
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
    .orderBy(...(params.orderBy ?? []), ...createdOrder(params.created))
    .limit(params.limit);
  return rows.map((r) => r.id);
}

/**
 * A record's sort keys and place in the created order, as the database writes them as text (so
 * cast back they compare exactly: numerics and microseconds are kept), for keyset paging.
 */
export interface LocalRecordKeys {
  values: Array<string | null>;
  createdAt: string;
  seq: string;
}

/**
 * The values of `keys` (sort expressions) for one record of the site; undefined when it is gone
 * (or `where` does not accept it).
 */
export async function getLocalRecordKeys(
  db: DbOrTx,
  params: { siteId: string; tableId: string; recordId: string; keys: SQL[]; where?: SQL },
): Promise<LocalRecordKeys | undefined> {
  const texts = [...params.keys.map((key) => sql`(${key})::text`), sql`${localRecords.createdAt}::text`];
  const [row] = await db
    .select({ keys: sql<Array<string | null>>`json_build_array(${sql.join(texts, sql`, `)})`, seq: localRecords.seq })
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        eq(localRecords.id, params.recordId),
        params.where,
      ),
    );
  if (!row) return undefined;
  const keys = typeof row.keys === 'string' ? (JSON.parse(row.keys) as Array<string | null>) : row.keys;
  return { values: keys.slice(0, -1), createdAt: keys.at(-1)!, seq: String(row.seq) };
}

/** The listed columns read from a derived table named like the table (drizzle checks a column's table). */
const prefixColumns = (() => {
  const { cellIndex: _cellIndex, ...columns } = getTableColumns(localRecords);
  return {
    id: sql`${columns.id}`.mapWith(columns.id),
    tableId: sql`${columns.tableId}`.mapWith(columns.tableId),
    siteId: sql`${columns.siteId}`.mapWith(columns.siteId),
    fields: sql`${columns.fields}`.mapWith(columns.fields),
    seq: sql`${columns.seq}`.mapWith(columns.seq),
    createdAt: sql`${columns.createdAt}`.mapWith(columns.createdAt),
  } satisfies Record<keyof typeof columns, unknown>;
})();

function createdOrder(created: 'asc' | 'desc' = 'asc'): SQL[] {
  return created === 'asc'
    ? [asc(localRecords.createdAt), asc(localRecords.seq)]
    : [desc(localRecords.createdAt), desc(localRecords.seq)];
}
