import {
  AppError,
  DataSourceError,
  GRID_PAGE_SIZE,
  TABLE_MESSAGES,
  TRUE_CONDITION,
  and,
  createId,
  gridFiltersCondition,
  or,
  recordName,
  type CellValue,
  type DataRecord,
  type TAddField,
  type TGridFilter,
  type TGridQuery,
  type TSort,
  type TableSchema,
} from '@atrium/core';
import {
  addLocalLinkFields,
  addLocalTableField,
  countLocalRecords,
  createLocalTable,
  deleteLocalTable,
  findLocalRecordsByText,
  getLocalRecords,
  getLocalTable,
  listLocalTables,
  renameLocalTable,
} from '@atrium/db';
import { localDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { hiddenFieldIds } from './table-fields';
import { tableUsage } from './table-usage';
import { LOCAL_BASE } from '../local-tables/local-data-source';

/** Field types whose cells the grid's search looks in. */
const SEARCHED_TYPES = new Set([
  'singleLineText',
  'multilineText',
  'richText',
  'email',
  'url',
  'phoneNumber',
  'singleSelect',
]);

export interface GridPage {
  table: Pick<TableSchema, 'id' | 'name' | 'primaryFieldId' | 'fields'>;
  records: DataRecord[];
  /** Where the next page starts; null on the last page. */
  cursor: string | null;
  /** Records in the table (not only those the search matches). */
  total: number;
  /** Names of the records the page's link cells point at, by id. */
  linkNames: Record<string, string>;
  /** Fields the grid does not show (the builder hid them; kept with the table). */
  hiddenFieldIds: string[];
}

/**
 * One page of a built-in table for the builder's grid (issue 21): searched across its text
 * fields, sorted by one field (else in created order), GRID_PAGE_SIZE records at a time. Reads
 * and writes go through the portal's cached data source, so portals show writes at once.
 */
export async function loadGridPage(
  runtime: Runtime,
  params: { siteId: string; tableId: string; query: TGridQuery },
): Promise<GridPage> {
  const source = localDataSourceFor(runtime, params.siteId);
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const { where, sort } = await gridSelection(runtime, params.siteId, table, params.query);
  const [page, counts, row] = await Promise.all([
    // A malformed cursor (the data source's 422) is the caller's mistake: a 400 with its reason.
    asAppError(() =>
      source.listRecords({
        baseId: LOCAL_BASE.id,
        tableId: table.id,
        where,
        sort,
        pageSize: GRID_PAGE_SIZE,
        cursor: params.query.cursor,
      }),
    ),
    countLocalRecords(runtime.db, { siteId: params.siteId, tableId: table.id }),
    getLocalTable(runtime.db, { siteId: params.siteId, tableId: table.id }),
  ]);
  return {
    table: { id: table.id, name: table.name, primaryFieldId: table.primaryFieldId, fields: table.fields },
    records: page.records,
    cursor: page.cursor ?? null,
    total: counts[table.id] ?? 0,
    linkNames: await linkedRecordNames(runtime, params.siteId, table, page.records),
    hiddenFieldIds: row ? hiddenFieldIds(row) : [],
  };
}

/**
 * The names (primary field text) of the records this page's link cells point at, by record id,
 * so the grid (and its CSV export) shows names rather than ids. Links to a table that is gone name nothing.
 */
export async function linkedRecordNames(
  runtime: Runtime,
  siteId: string,
  table: TableSchema,
  records: DataRecord[],
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const tables = await localDataSourceFor(runtime, siteId).listTables({ baseId: LOCAL_BASE.id });
  for (const field of table.fields) {
    const linkedTable = tables.find((t) => t.id === field.options?.linkedTableId);
    if (field.type !== 'multipleRecordLinks' || !linkedTable) continue;
    const ids = [
      ...new Set(records.flatMap((r) => (Array.isArray(r.fields[field.id]) ? (r.fields[field.id] as string[]) : []))),
    ];
    const rows = await getLocalRecords(runtime.db, { siteId, tableId: linkedTable.id, recordIds: ids });
    for (const row of rows) names[row.id] = recordName(linkedTable, row.fields);
  }
  return names;
}

/**
 * Which records a grid (and its CSV export) shows: those with the search text in any text field
 * and passing every column filter, sorted by the chosen field, else in created order. A link
 * filter names a record of the linked table: the records with that name (any case) are looked up.
 */
export async function gridSelection(
  runtime: Runtime,
  siteId: string,
  table: TableSchema,
  query: Pick<TGridQuery, 'q' | 'sort' | 'dir' | 'filters'>,
) {
  const searched = table.fields.filter((f) => SEARCHED_TYPES.has(f.type));
  const search = query.q
    ? or(...searched.map((f) => ({ kind: 'contains' as const, fieldId: f.id, text: query.q })))
    : TRUE_CONDITION;
  const linkedIds = await linkFilterIds(runtime, siteId, table, query.filters);
  const where = and(search, gridFiltersCondition(table.fields, query.filters, linkedIds));
  const sortField = query.sort ? table.fields.find((f) => f.id === query.sort) : undefined;
  const sort: TSort = sortField ? { type: 'field', fieldId: sortField.id, direction: query.dir } : { type: 'none' };
  return { where, sort };
}

/** Records a link filter may mean at most (a name is rarely shared). */
const LINK_FILTER_RECORDS = 500;

/** Per link filter (by index), the ids of the linked table's records with the filter's name. */
async function linkFilterIds(
  runtime: Runtime,
  siteId: string,
  table: TableSchema,
  filters: readonly TGridFilter[],
): Promise<Map<number, string[]>> {
  const ids = new Map<number, string[]>();
  await Promise.all(
    filters.map(async (filter, index) => {
      const field = table.fields.find((f) => f.id === filter.fieldId);
      const name = filter.value.trim().toLowerCase();
      if (field?.type !== 'multipleRecordLinks' || !field.options?.linkedTableId || !name) return;
      const linked = await getLocalTable(runtime.db, { siteId, tableId: field.options.linkedTableId });
      if (!linked) return;
      const rows = await findLocalRecordsByText(runtime.db, {
        siteId,
        tableId: linked.id,
        fieldId: linked.primaryFieldId,
        texts: [name],
        limit: LINK_FILTER_RECORDS,
      });
      ids.set(
        index,
        rows.map((r) => r.id),
      );
    }),
  );
  return ids;
}

/** The site's built-in table, from the cached schema; a table of another site is not found. */
export async function gridTable(runtime: Runtime, siteId: string, tableId: string): Promise<TableSchema> {
  const tables = await localDataSourceFor(runtime, siteId).listTables({ baseId: LOCAL_BASE.id });
  const table = tables.find((t) => t.id === tableId);
  if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
  return table;
}

/** A new built-in table with one field, Name (its primary field), after the portal's other tables. */
export async function createGridTable(runtime: Runtime, params: { siteId: string; name: string }) {
  const tables = await listLocalTables(runtime.db, { siteId: params.siteId });
  const wanted = params.name.trim().toLowerCase();
  if (tables.some((t) => t.name.trim().toLowerCase() === wanted)) {
    throw new AppError('CONFLICT', TABLE_MESSAGES.nameTaken, { field: 'name' });
  }
  const table = await createLocalTable(runtime.db, {
    siteId: params.siteId,
    name: params.name.trim(),
    fields: [{ id: `fld${createId(14)}`, name: 'Name', type: 'singleLineText' }],
    position: tables.length,
  });
  await localDataSourceFor(runtime, params.siteId).invalidateSchema(LOCAL_BASE.id);
  return { id: table.id, name: table.name };
}

/** Renames a built-in table; names stay unique in the portal (any case). */
export async function renameGridTable(runtime: Runtime, params: { siteId: string; tableId: string; name: string }) {
  const tables = await listLocalTables(runtime.db, { siteId: params.siteId });
  const wanted = params.name.trim().toLowerCase();
  if (tables.some((t) => t.id !== params.tableId && t.name.trim().toLowerCase() === wanted)) {
    throw new AppError('CONFLICT', TABLE_MESSAGES.nameTaken, { field: 'name' });
  }
  const renamed = await renameLocalTable(runtime.db, { ...params, name: params.name.trim() });
  if (!renamed) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
  await localDataSourceFor(runtime, params.siteId).invalidateSchema(LOCAL_BASE.id);
}

/**
 * Deletes a built-in table with its records, unless something uses it (tableUsage): then it
 * is refused with a message naming each use, and nothing changes.
 */
export async function deleteGridTable(
  runtime: Runtime,
  params: { siteId: string; tableId: string; appConfig: unknown },
): Promise<void> {
  await gridTable(runtime, params.siteId, params.tableId);
  const uses = await tableUsage(runtime, params);
  if (uses.length > 0) throw new AppError('CONFLICT', TABLE_MESSAGES.inUse(uses));
  const deleted = await deleteLocalTable(runtime.db, { siteId: params.siteId, tableId: params.tableId });
  if (!deleted) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
  const source = localDataSourceFor(runtime, params.siteId);
  await source.invalidateSchema(LOCAL_BASE.id);
  await source.invalidateTable(LOCAL_BASE.id, params.tableId);
}

/** Colours of select options, in turn (Airtable's names, which portals' tags understand). */
export const CHOICE_COLORS = [
  'blueLight2',
  'cyanLight2',
  'tealLight2',
  'greenLight2',
  'yellowLight2',
  'orangeLight2',
  'redLight2',
  'pinkLight2',
  'purpleLight2',
  'grayLight2',
];

/**
 * Adds a field of one of the grid's types at the end of a table: numbers with their decimal
 * places and currency, select fields with their options, link fields pointing at another
 * built-in table of the same portal. A link to another table adds its inverse there (named
 * after this table), and record writes keep both sides in step.
 */
export async function addGridField(runtime: Runtime, params: { siteId: string; tableId: string } & TAddField) {
  const options: Record<string, unknown> = {};
  if (params.type === 'number') {
    options.precision = params.precision ?? 2;
    if (params.currency) options.currency = params.currency;
  }
  if (params.type === 'singleSelect' || params.type === 'multipleSelects') {
    options.choices = (params.choices ?? []).map((choice, i) => ({
      id: `sel${createId(14)}`,
      name: choice,
      color: CHOICE_COLORS[i % CHOICE_COLORS.length],
    }));
  }
  const field = {
    name: params.name.trim(),
    type: params.type,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  if (params.type === 'multipleRecordLinks') {
    // A table of this portal (another portal's is not found).
    const linked = await gridTable(runtime, params.siteId, params.linkedTableId ?? '');
    const added = await addLocalLinkFields(runtime.db, {
      siteId: params.siteId,
      tableId: params.tableId,
      linkedTableId: linked.id,
      name: field.name,
    });
    await localDataSourceFor(runtime, params.siteId).invalidateSchema(LOCAL_BASE.id);
    return added;
  }
  const { field: added } = await addLocalTableField(runtime.db, {
    siteId: params.siteId,
    tableId: params.tableId,
    field,
  });
  await localDataSourceFor(runtime, params.siteId).invalidateSchema(LOCAL_BASE.id);
  return added;
}

/** Creates a record from the grid; the cells are checked against the table's fields (the portal forms' rules). */
export async function createGridRecord(
  runtime: Runtime,
  params: { siteId: string; tableId: string; fields: Record<string, CellValue | null> },
): Promise<DataRecord> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const cells = Object.fromEntries(Object.entries(params.fields).filter(([, v]) => v !== null)) as Record<
    string,
    CellValue
  >;
  const [record] = await asAppError(() =>
    localDataSourceFor(runtime, params.siteId).createRecords({
      baseId: LOCAL_BASE.id,
      tableId: table.id,
      records: [cells],
    }),
  );
  return record!;
}

/** Saves cells of one record (null or '' clears a cell). */
export async function updateGridRecord(
  runtime: Runtime,
  params: { siteId: string; tableId: string; recordId: string; fields: Record<string, CellValue | null> },
): Promise<DataRecord> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const [record] = await asAppError(() =>
    localDataSourceFor(runtime, params.siteId).updateRecords({
      baseId: LOCAL_BASE.id,
      tableId: table.id,
      records: [{ id: params.recordId, fields: params.fields }],
    }),
  );
  if (!record) throw new AppError('NOT_FOUND', TABLE_MESSAGES.recordNotFound);
  return record;
}

/** Deletes records of one table; returns the ids that were deleted. */
export async function deleteGridRecords(
  runtime: Runtime,
  params: { siteId: string; tableId: string; recordIds: string[] },
): Promise<string[]> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  return asAppError(() =>
    localDataSourceFor(runtime, params.siteId).deleteRecords({
      baseId: LOCAL_BASE.id,
      tableId: table.id,
      recordIds: params.recordIds,
    }),
  );
}

/**
 * The data source's refusals as the builder's errors: a record of another table or portal is
 * not found (404), a value the field does not take is a 400 with the data source's message.
 */
async function asAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    if (error.status === 404) throw new AppError('NOT_FOUND', TABLE_MESSAGES.recordNotFound, { cause: error });
    if (error.status === 422 || error.status === 400)
      throw new AppError('BAD_REQUEST', error.message, { cause: error });
    throw error;
  }
}
