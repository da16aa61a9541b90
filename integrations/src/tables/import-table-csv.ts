import {
  AppError,
  DataSourceError,
  IMPORT_ERRORS_SHOWN,
  IMPORT_ROWS_MAX,
  TABLE_MESSAGES,
  attachmentsFromText,
  convertCell,
  createId,
  mediaKeyFromUrl,
  type CellValue,
  type TableField,
  type TableSchema,
} from '@atrium/core';
import { getLocalTable, insertLocalRecords } from '@atrium/db';
import { parse } from 'csv-parse/sync';
import { localDataSourceFor } from '../data/data-source-for';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import { syncPublishedListingIndexes } from '../local-tables/listing-indexes';
import { syncInverseLinks } from '../local-tables/sync-inverse-links';
import { validateCells } from '../local-tables/validate-cells';
import { contentTypeForKey } from '../storage/media-storage';
import type { Runtime } from '../runtime';
import { findInTable, oneLinkedRecord, type LinkNameMatches } from './link-names';
import { gridTable } from './table-grid';

/**
 * Field types a CSV column can go into. A link column holds the linked records' names,
 * comma-separated as Airtable and Atrium export them; attachments only as `name (url)` of files
 * already uploaded to this portal (an export of it), other rows reported.
 */
const IMPORTABLE_TYPES = new Set([
  'singleLineText',
  'multilineText',
  'richText',
  'number',
  'checkbox',
  'singleSelect',
  'multipleSelects',
  'date',
  'dateTime',
  'email',
  'url',
  'phoneNumber',
  'multipleRecordLinks',
  'multipleAttachments',
]);
const SAMPLE_ROWS = 5;
const INSERT_CHUNK = 1_000;

export interface ImportRowError {
  /** The row's line in the file (the header is line 1). */
  line: number;
  message: string;
}

export interface ImportCheck {
  columns: string[];
  /** The first rows as the file has them. */
  sample: string[][];
  rows: number;
  /** For each column, the field it goes into, or null. */
  mapping: Array<string | null>;
  /** Fields a column may go into. */
  fields: Array<Pick<TableField, 'id' | 'name' | 'type'>>;
  valid: number;
  invalid: number;
  /** The first IMPORT_ERRORS_SHOWN rows that cannot be imported, with their reason. */
  errors: ImportRowError[];
}

/**
 * Reads a CSV file for an import into a built-in table and checks every row against the table's
 * fields with the rules portal forms use, without writing anything: the Data area's preview.
 * Without a mapping, columns go into the field of the same name (any case).
 */
export async function checkCsvImport(
  runtime: Runtime,
  params: { siteId: string; tableId: string; csv: string; mapping?: Array<string | null> },
): Promise<ImportCheck> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const { columns, rows } = readCsv(params.csv);
  const fields = table.fields.filter((f) => IMPORTABLE_TYPES.has(f.type));
  const mapping = params.mapping ? usableMapping(params.mapping, columns, fields) : guessMapping(columns, fields);
  const lookups = await linkLookups(runtime, params.siteId, table, rows, mapping);
  const checked = checkRows(table, rows, mapping, { siteId: params.siteId, lookups });
  return {
    columns,
    sample: rows.slice(0, SAMPLE_ROWS),
    rows: rows.length,
    mapping,
    fields: fields.map(({ id, name, type }) => ({ id, name, type })),
    valid: checked.valid.length,
    invalid: checked.invalid,
    errors: checked.errors,
  };
}

/**
 * Imports a CSV file's valid rows into a built-in table, all in one transaction (all or none
 * of them, never part), then makes the portal's cached records of the table stale. Rows with
 * an error are not imported; the first IMPORT_ERRORS_SHOWN are reported with their reason.
 */
export async function importCsv(
  runtime: Runtime,
  params: { siteId: string; tableId: string; csv: string; mapping: Array<string | null> },
): Promise<{ imported: number; invalid: number; errors: ImportRowError[] }> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const { columns, rows } = readCsv(params.csv);
  const fields = table.fields.filter((f) => IMPORTABLE_TYPES.has(f.type));
  const mapping = usableMapping(params.mapping, columns, fields);
  if (mapping.every((fieldId) => fieldId === null))
    throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importNothingMapped);
  const lookups = await linkLookups(runtime, params.siteId, table, rows, mapping);
  const checked = checkRows(table, rows, mapping, { siteId: params.siteId, lookups });
  if (checked.valid.length === 0) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importNothingValid);
  await runtime.db.transaction(async (tx) => {
    const row = lookups.size > 0 ? await getLocalTable(tx, { siteId: params.siteId, tableId: table.id }) : undefined;
    for (let i = 0; i < checked.valid.length; i += INSERT_CHUNK) {
      const chunk = checked.valid.slice(i, i + INSERT_CHUNK).map((fields) => ({ fields }));
      const inserted = await insertLocalRecords(tx, { siteId: params.siteId, tableId: table.id, records: chunk });
      // The linked records name the new ones in their inverse fields, in the same transaction.
      if (row) {
        const changes = inserted.map((r) => ({ id: r.id, before: {}, after: r.fields }));
        await syncInverseLinks(tx, params.siteId, row, changes);
      }
    }
  });
  const source = localDataSourceFor(runtime, params.siteId);
  await source.invalidateTable(LOCAL_BASE.id, table.id);
  for (const { tableId } of lookups.values()) await source.invalidateTable(LOCAL_BASE.id, tableId);
  // The table may now be large enough for its listings' sorts to be indexed (ADR 044).
  await syncPublishedListingIndexes(runtime, params.siteId);
  return { imported: checked.valid.length, invalid: checked.invalid, errors: checked.errors };
}

function readCsv(csv: string): { columns: string[]; rows: string[][] } {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    }) as string[][];
  } catch (error) {
    throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importUnreadable, { cause: error });
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importEmpty);
  if (rows.length > IMPORT_ROWS_MAX) {
    throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importTooManyRows(IMPORT_ROWS_MAX));
  }
  return { columns: header.map((name) => name.trim()), rows };
}

function guessMapping(columns: string[], fields: TableField[]): Array<string | null> {
  const taken = new Set<string>();
  return columns.map((column) => {
    const field = fields.find((f) => !taken.has(f.id) && f.name.trim().toLowerCase() === column.toLowerCase());
    if (!field) return null;
    taken.add(field.id);
    return field.id;
  });
}

/** The mapping the builder chose, column by column; a field of another table or used twice goes nowhere. */
function usableMapping(mapping: Array<string | null>, columns: string[], fields: TableField[]): Array<string | null> {
  const known = new Set(fields.map((f) => f.id));
  const taken = new Set<string>();
  return columns.map((_, i) => {
    const fieldId = mapping[i] ?? null;
    if (fieldId === null || !known.has(fieldId) || taken.has(fieldId)) return null;
    taken.add(fieldId);
    return fieldId;
  });
}

/** For each link field a column goes into: the linked table and the records its names mean. */
type LinkLookups = Map<string, { tableId: string; tableName: string; matches: LinkNameMatches }>;

/** Looks up, once per link column, every name the column holds in the linked table. */
async function linkLookups(
  runtime: Runtime,
  siteId: string,
  table: TableSchema,
  rows: string[][],
  mapping: Array<string | null>,
): Promise<LinkLookups> {
  const lookups: LinkLookups = new Map();
  const tables = await localDataSourceFor(runtime, siteId).listTables({ baseId: LOCAL_BASE.id });
  for (const [column, fieldId] of mapping.entries()) {
    const field = table.fields.find((f) => f.id === fieldId);
    if (field?.type !== 'multipleRecordLinks') continue;
    const linked = tables.find((t) => t.id === field.options?.linkedTableId);
    if (!linked) continue;
    const names = rows.flatMap((row) => linkNames(row[column] ?? ''));
    const matches = await findInTable(runtime, siteId, linked, names);
    lookups.set(field.id, { tableId: linked.id, tableName: linked.name, matches });
  }
  return lookups;
}

/** The names a link cell holds: "Acme, Globex" or, for a name with a comma, "\"Acme, Inc\", Globex". */
function linkNames(text: string): string[] {
  if (text.trim() === '') return [];
  try {
    const [names = []] = parse(text, { trim: true, relax_quotes: true }) as string[][];
    return names.filter(Boolean);
  } catch {
    return [text.trim()];
  }
}

function checkRows(
  table: TableSchema,
  rows: string[][],
  mapping: Array<string | null>,
  { siteId, lookups }: { siteId: string; lookups: LinkLookups },
) {
  const valid: Array<Record<string, CellValue>> = [];
  const errors: ImportRowError[] = [];
  let invalid = 0;
  rows.forEach((row, i) => {
    try {
      const cells: Record<string, CellValue | null> = {};
      mapping.forEach((fieldId, column) => {
        if (fieldId === null) return;
        const field = table.fields.find((f) => f.id === fieldId)!;
        const text = row[column] ?? '';
        cells[fieldId] =
          field.type === 'multipleRecordLinks' ? linkIds(field, text, lookups) : cellFromText(field, text);
      });
      const { set } = validateCells(table, cells, { siteId });
      valid.push(set);
    } catch (error) {
      if (!(error instanceof DataSourceError)) throw error;
      invalid += 1;
      if (errors.length < IMPORT_ERRORS_SHOWN) errors.push({ line: i + 2, message: error.message });
    }
  });
  return { valid, invalid, errors };
}

/** A link cell's names as record ids; a name that means no record, or several, refuses the row. */
function linkIds(field: TableField, text: string, lookups: LinkLookups): string[] | null {
  const lookup = lookups.get(field.id);
  const names = linkNames(text);
  if (names.length === 0) return null;
  if (!lookup) throw new DataSourceError(422, `Field "${field.name}" does not link to a table`);
  const ids = names.map((name) => {
    const found = oneLinkedRecord(lookup.matches, name, { fieldName: field.name, tableName: lookup.tableName });
    if ('error' in found) throw new DataSourceError(422, found.error);
    return found.id;
  });
  return [...new Set(ids)];
}

const TRUE_TEXT = new Set(['true', 'yes', 'y', '1', 'x', '✓', 'checked']);
const FALSE_TEXT = new Set(['false', 'no', 'n', '0', '', 'unchecked']);

/** A CSV cell's text as the field's value; text that does not fit stays text, for the check to refuse with its reason. */
function cellFromText(field: TableField, raw: string): CellValue | null {
  const text = field.type === 'multilineText' || field.type === 'richText' ? raw : raw.trim();
  if (text === '') return null;
  switch (field.type) {
    case 'number': {
      const n = Number(text.replace(/[\s,]/g, ''));
      return /^[-+]?[\d\s,]*\.?\d+(?:e[-+]?\d+)?$/i.test(text) && Number.isFinite(n) ? n : text;
    }
    case 'checkbox': {
      const lower = text.toLowerCase();
      if (TRUE_TEXT.has(lower)) return true;
      if (FALSE_TEXT.has(lower)) return null;
      return text;
    }
    case 'dateTime': {
      // "2026-01-05 14:30" and other readable forms, as UTC (core's conversion rules).
      const at = convertCell({ type: 'singleLineText' }, field, text);
      return at.kind === 'value' ? at.value : text;
    }
    case 'multipleAttachments':
      // `name (url)` as exported; the check accepts only this portal's files (ADR 038).
      return attachmentsFromText(text).map(({ filename, url }) => {
        const key = mediaKeyFromUrl(url);
        const type = key ? contentTypeForKey(key).split(';')[0]! : undefined;
        return { id: `att${createId(14)}`, url, filename, ...(type ? { type } : {}) };
      });
    case 'multipleSelects':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    default:
      return text;
  }
}
