import {
  DataSourceError,
  MAX_PAGE_SIZE,
  type BaseSummary,
  type Condition,
  type CellValue,
  type DataRecord,
  type DataSource,
  type ListRecordsParams,
  type RecordPage,
  type TableSchema,
} from '@atrium/core';
import {
  deleteLocalRecords,
  getLocalRecordKeys,
  getLocalRecords,
  getLocalTable,
  insertLocalRecords,
  listLocalRecordIds,
  listLocalRecords,
  listLocalTables,
  updateLocalRecords,
  type Database,
  type DbOrTx,
  type LocalRecordRow,
  type LocalTableRow,
} from '@atrium/db';
import { and, type SQL } from 'drizzle-orm';
import { conditionToSql } from './condition-to-sql';
import { decodeCursor, encodeCursor } from './cursor';
import { keysetSegments, reversed } from './keyset';
import { orderByTerms, sortTerms, type SortTerm } from './sort-to-sql';
import { syncInverseLinks } from './sync-inverse-links';
import { validateCells, type ValidatedCells } from './validate-cells';

/** The one base of a site's built-in tables. */
export const LOCAL_BASE: BaseSummary = { id: 'local', name: 'Built-in tables' };
/** The most records one create, update or delete call may touch. */
export const MAX_RECORDS_PER_WRITE = 100;

/**
 * How many records of a listing's order a search first walks (ADR 044): a text one record in
 * a hundred has fills a page of 20 within them; a rarer one costs this walk before the trigram
 * index answers it.
 */
const SEARCH_PROBE_RECORDS = 2_000;

/**
 * Built-in tables as a DataSource. Constructed for one site (the tenant): every query goes
 * through the db/local-tables functions, which filter by that site, so ids of another site's
 * tables or records find nothing (404) and are never touched.
 */
export class LocalDataSource implements DataSource {
  readonly kind = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly siteId: string,
    /** How many records of the order a search walks first (SEARCH_PROBE_RECORDS; tests make it small). */
    private readonly searchProbe = SEARCH_PROBE_RECORDS,
  ) {}

  async listBases(
    _params: { cursor?: string; pageSize?: number } = {},
  ): Promise<{ bases: BaseSummary[]; cursor?: string }> {
    return { bases: [LOCAL_BASE] };
  }

  async listTables(params: { baseId: string }): Promise<TableSchema[]> {
    assertBase(params.baseId);
    const rows = await listLocalTables(this.db, { siteId: this.siteId });
    return rows.map(toTableSchema);
  }

  async listRecords(params: ListRecordsParams): Promise<RecordPage> {
    const table = await this.table(this.db, params);
    const fieldIds = fieldIdSet(table);
    const { where, terms } = selection(table, params);
    const pageSize = Math.min(Math.max(Math.trunc(params.pageSize) || 1, 1), MAX_PAGE_SIZE);
    const { offset, after } = decodeCursor(params.cursor);
    const scope = { siteId: this.siteId, tableId: table.id };
    // Keyset paging: the records after the last one of the page before, in one range of the
    // order (OFFSET sorted and skipped every record before the page, again for every page).
    const anchor = after
      ? await getLocalRecordKeys(this.db, { ...scope, recordId: after, keys: terms.map((t) => t.expr) })
      : undefined;
    const orderBy = orderByTerms(terms);
    const probe = searches(params.where) ? this.searchProbe : undefined;
    const rows = anchor
      ? await readInTurn(keysetSegments(terms, anchor), pageSize + 1, (range, limit) =>
          listLocalRecords(this.db, { ...scope, where, range, orderBy, limit, probe }),
        )
      : await listLocalRecords(this.db, { ...scope, where, orderBy, limit: pageSize + 1, offset, probe });
    const projection = params.fieldIds ? new Set(params.fieldIds.filter((id) => fieldIds.has(id))) : fieldIds;
    const shown = rows.slice(0, pageSize);
    const page: RecordPage = { records: shown.map((r) => toDataRecord(r, projection)) };
    if (rows.length > pageSize) page.cursor = encodeCursor({ offset: offset + pageSize, after: shown.at(-1)!.id });
    return page;
  }

  /** The ids of the records `where` accepts, in the sort's order, at most `limit`: one query. */
  async listRecordIds(
    params: Pick<ListRecordsParams, 'baseId' | 'tableId' | 'where' | 'sort'> & { limit: number },
  ): Promise<string[]> {
    const table = await this.table(this.db, params);
    const { where, terms } = selection(table, params);
    return listLocalRecordIds(this.db, {
      siteId: this.siteId,
      tableId: table.id,
      where,
      orderBy: orderByTerms(terms),
      limit: params.limit,
    });
  }

  /**
   * The records just before and after `recordId` among those `where` accepts, in the sort's
   * order: one keyset query each way (an index on the sort reads one entry each), whatever the
   * record's place in a table of any size.
   */
  async recordNeighbours(
    params: Pick<ListRecordsParams, 'baseId' | 'tableId' | 'where' | 'sort'> & { recordId: string },
  ): Promise<{ previous?: string; next?: string } | undefined> {
    const table = await this.table(this.db, params);
    const { where, terms } = selection(table, params);
    const scope = { siteId: this.siteId, tableId: table.id };
    const keys = terms.map((t) => t.expr);
    const anchor = await getLocalRecordKeys(this.db, { ...scope, recordId: params.recordId, keys, where });
    if (!anchor) return undefined;
    const back = reversed(terms);
    const [[next], [previous]] = await Promise.all([
      readInTurn(keysetSegments(terms, anchor), 1, (segment, limit) =>
        listLocalRecordIds(this.db, { ...scope, where: and(where, segment), orderBy: orderByTerms(terms), limit }),
      ),
      readInTurn(keysetSegments(back, anchor, 'desc'), 1, (segment, limit) =>
        listLocalRecordIds(this.db, {
          ...scope,
          where: and(where, segment),
          orderBy: orderByTerms(back),
          created: 'desc',
          limit,
        }),
      ),
    ]);
    return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
  }

  /**
   * Every record the condition accepts, in the sort's order, `batchSize` at a time (a CSV export):
   * the ordered ids in one query, then the records by id. Linear in the table, where reading it
   * page by page would sort it again for every page (OFFSET). A record deleted meanwhile is left out.
   */
  async *allRecords(
    params: Pick<ListRecordsParams, 'baseId' | 'tableId' | 'where' | 'sort'> & { batchSize: number; limit: number },
  ): AsyncGenerator<DataRecord[]> {
    const table = await this.table(this.db, params);
    const fieldIds = fieldIdSet(table);
    const ids = await this.listRecordIds(params);
    for (let i = 0; i < ids.length; i += params.batchSize) {
      const rows = await getLocalRecords(this.db, {
        siteId: this.siteId,
        tableId: table.id,
        recordIds: ids.slice(i, i + params.batchSize),
      });
      yield rows.map((r) => toDataRecord(r, fieldIds));
    }
  }

  async getRecord(params: {
    baseId: string;
    tableId: string;
    recordId: string;
    expandFieldIds?: string[];
  }): Promise<{ record: DataRecord; linked: Record<string, DataRecord[]> } | undefined> {
    const table = await this.table(this.db, params);
    const [row] = await getLocalRecords(this.db, {
      siteId: this.siteId,
      tableId: table.id,
      recordIds: [params.recordId],
    });
    if (!row) return undefined;
    const record = toDataRecord(row, fieldIdSet(table));
    const linked: Record<string, DataRecord[]> = {};
    for (const fieldId of params.expandFieldIds ?? []) {
      const field = table.fields.find((f) => f.id === fieldId);
      const linkedTableId = field?.options?.linkedTableId;
      if (!field || field.type !== 'multipleRecordLinks' || typeof linkedTableId !== 'string') {
        throw new DataSourceError(422, `Field "${fieldId}" is not a link field of table "${table.name}"`);
      }
      const linkedTable = await getLocalTable(this.db, { siteId: this.siteId, tableId: linkedTableId });
      const ids = record.fields[fieldId];
      if (!linkedTable || !Array.isArray(ids)) {
        linked[fieldId] = [];
        continue;
      }
      const rows = await getLocalRecords(this.db, {
        siteId: this.siteId,
        tableId: linkedTable.id,
        recordIds: ids.filter((id): id is string => typeof id === 'string'),
      });
      linked[fieldId] = rows.map((r) => toDataRecord(r, fieldIdSet(linkedTable)));
    }
    return { record, linked };
  }

  async createRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<Record<string, CellValue>>;
  }): Promise<DataRecord[]> {
    assertWriteSize(params.records.length);
    return this.db.transaction(async (tx) => {
      const table = await this.table(tx, params);
      const validated = params.records.map((cells) => validateCells(table, cells, { siteId: this.siteId }));
      await this.checkLinks(tx, validated);
      const rows = await insertLocalRecords(tx, {
        siteId: this.siteId,
        tableId: table.id,
        records: validated.map((v) => ({ fields: v.set })),
      });
      await syncInverseLinks(
        tx,
        this.siteId,
        table,
        rows.map((r) => ({ id: r.id, before: {}, after: r.fields })),
      );
      return rows.map((r) => toDataRecord(r, fieldIdSet(table)));
    });
  }

  async updateRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<{ id: string; fields: Record<string, CellValue | null> }>;
  }): Promise<DataRecord[]> {
    assertWriteSize(params.records.length);
    return this.db.transaction(async (tx) => {
      const table = await this.table(tx, params);
      const existing = await this.existingRecords(
        tx,
        table.id,
        params.records.map((r) => r.id),
      );
      const validated = params.records.map((r) => validateCells(table, r.fields, { siteId: this.siteId }));
      await this.checkLinks(tx, validated);
      const rows = await updateLocalRecords(tx, {
        siteId: this.siteId,
        tableId: table.id,
        records: params.records.map((r, i) => {
          const { set, clear } = validated[i]!;
          const fields = { ...existing.get(r.id)!.fields, ...set };
          for (const id of clear) delete fields[id];
          return { id: r.id, fields };
        }),
      });
      await syncInverseLinks(
        tx,
        this.siteId,
        table,
        rows.map((r) => ({ id: r.id, before: existing.get(r.id)!.fields, after: r.fields })),
      );
      return rows.map((r) => toDataRecord(r, fieldIdSet(table)));
    });
  }

  async deleteRecords(params: { baseId: string; tableId: string; recordIds: string[] }): Promise<string[]> {
    assertWriteSize(params.recordIds.length);
    return this.db.transaction(async (tx) => {
      const table = await this.table(tx, params);
      const existing = await this.existingRecords(tx, table.id, params.recordIds);
      await syncInverseLinks(
        tx,
        this.siteId,
        table,
        [...existing.values()].map((r) => ({ id: r.id, before: r.fields, after: undefined })),
      );
      return deleteLocalRecords(tx, { siteId: this.siteId, tableId: table.id, recordIds: params.recordIds });
    });
  }

  private async table(db: DbOrTx, params: { baseId: string; tableId: string }): Promise<LocalTableRow> {
    assertBase(params.baseId);
    const table = await getLocalTable(db, { siteId: this.siteId, tableId: params.tableId });
    if (!table) throw new DataSourceError(404, 'Table not found', 'NOT_FOUND');
    return table;
  }

  /** The site's records of the table with these ids; 404 when any is missing. */
  private async existingRecords(db: DbOrTx, tableId: string, ids: string[]): Promise<Map<string, LocalRecordRow>> {
    const rows = await getLocalRecords(db, { siteId: this.siteId, tableId, recordIds: ids });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new DataSourceError(404, `Record "${missing}" not found`, 'NOT_FOUND');
    return byId;
  }

  /** Link cells may only name records of the linked table of this site. */
  private async checkLinks(db: DbOrTx, validated: ValidatedCells[]): Promise<void> {
    for (const { links } of validated) {
      for (const link of links) {
        const found = await getLocalRecords(db, {
          siteId: this.siteId,
          tableId: link.tableId,
          recordIds: link.recordIds,
        });
        const ids = new Set(found.map((r) => r.id));
        const missing = link.recordIds.find((id) => !ids.has(id));
        if (missing !== undefined) {
          throw new DataSourceError(
            422,
            `Record "${missing}" does not exist in the table linked by field "${link.field.name}"`,
            'INVALID_VALUE',
          );
        }
      }
    }
  }
}

function assertBase(baseId: string): void {
  if (baseId !== LOCAL_BASE.id) throw new DataSourceError(404, 'Base not found', 'NOT_FOUND');
}

function assertWriteSize(n: number): void {
  if (n > MAX_RECORDS_PER_WRITE) {
    throw new DataSourceError(422, `At most ${MAX_RECORDS_PER_WRITE} records can be changed at once`);
  }
}

function fieldIdSet(table: LocalTableRow): Set<string> {
  return new Set(table.fields.map((f) => f.id));
}

export function toTableSchema(row: LocalTableRow): TableSchema {
  return {
    id: row.id,
    name: row.name,
    primaryFieldId: row.primaryFieldId,
    fields: row.fields,
    views: row.views.map((v) => ({ id: v.id, name: v.name, type: v.type })),
  };
}

/** A stored row as a record: only cells of the table's current fields (or the projection). */
/** A listing's condition, and its sort (or its view's filter and order), as SQL. */
/** Whether the condition searches text (`contains`), which a trigram index answers as a set. */
function searches(condition: Condition): boolean {
  switch (condition.kind) {
    case 'contains':
      return true;
    case 'and':
    case 'or':
      return condition.conditions.some(searches);
    case 'not':
      return searches(condition.condition);
    default:
      return false;
  }
}

/** Up to `limit` rows of the segments (keysetSegments), read one after the other until enough. */
async function readInTurn<T>(
  segments: SQL[],
  limit: number,
  read: (segment: SQL, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (const segment of segments) {
    if (rows.length >= limit) break;
    rows.push(...(await read(segment, limit - rows.length)));
  }
  return rows;
}

function selection(
  table: LocalTableRow,
  params: Pick<ListRecordsParams, 'where' | 'sort'>,
): { where: SQL | undefined; terms: SortTerm[] } {
  const scope = { fieldIds: fieldIdSet(table) };
  const filters: SQL[] = [conditionToSql(params.where, scope)];
  let terms: SortTerm[] = [];
  const sort = params.sort;
  if (sort.type === 'field') {
    terms = sortTerms([{ fieldId: sort.fieldId, direction: sort.direction }], table.fields);
  } else if (sort.type === 'view') {
    const view = table.views.find((v) => v.id === sort.viewId);
    if (!view) throw new DataSourceError(422, `Unknown view "${sort.viewId}"`, 'INVALID_SORT');
    if (view.filter) filters.push(conditionToSql(view.filter, scope));
    terms = sortTerms(view.order ?? [], table.fields);
  }
  return { where: and(...filters), terms };
}

function toDataRecord(
  row: Pick<LocalRecordRow, 'id' | 'fields' | 'createdAt'>,
  fieldIds: ReadonlySet<string>,
): DataRecord {
  const fields: Record<string, CellValue> = {};
  for (const [id, value] of Object.entries(row.fields)) {
    if (fieldIds.has(id)) fields[id] = value as CellValue;
  }
  return { id: row.id, createdTime: row.createdAt.toISOString(), fields };
}
