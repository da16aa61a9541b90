import { attachmentsToText, type Attachment, type TableField, type TGridQuery } from '@atrium/core';
import { stringify } from 'csv-stringify/sync';
import { LOCAL_BASE, LocalDataSource } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { gridSelection, gridTable, linkedRecordNames } from './table-grid';

/** Records read and written at a time. */
const EXPORT_BATCH = 500;
/** The most records one export holds (far beyond what a built-in table is meant to hold). */
const EXPORT_MAX_RECORDS = 1_000_000;

/**
 * Text a spreadsheet would run as a formula when it opens the file (OWASP "CSV injection"):
 * such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as CSV text: numbers as numbers, a checked box as "true", lists joined, attachments as
 * `name (url)` like Airtable, linked records by name (`linkNames`, by record id; an unnamed one by its id).
 */
export function csvCellText(field: TableField, value: unknown, linkNames: Record<string, string> = {}): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : '';
  if (field.type === 'multipleAttachments' && Array.isArray(value)) {
    return csvSafeText(attachmentsToText(value as Attachment[]));
  }
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      typeof item === 'object' && item !== null && 'url' in item
        ? String(item.url)
        : field.type === 'multipleRecordLinks'
          ? (linkNames[String(item)] ?? String(item))
          : String(item),
    );
    return csvSafeText(items.join(', '));
  }
  return field.type === 'number' ? String(value) : csvSafeText(String(value));
}

/**
 * A built-in table as CSV (the grid's Export CSV), in the grid's order, search and filters, written as it
 * is read: a header row of field names, then EXPORT_BATCH records at a time (their order read in
 * one query first, so an export is linear in the table). It reads the
 * database directly, so an export neither fills nor waits for the portal's record cache. Starts
 * with a byte order mark so spreadsheet programs read UTF-8.
 */
export async function* exportTableCsv(
  runtime: Runtime,
  params: { siteId: string; tableId: string; query: Pick<TGridQuery, 'q' | 'sort' | 'dir' | 'filters'> },
): AsyncGenerator<string> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  const { where, sort } = await gridSelection(runtime, params.siteId, table, params.query);
  const source = new LocalDataSource(runtime.db, params.siteId);
  yield `\uFEFF${stringify([table.fields.map((f) => csvSafeText(f.name))])}`;
  const batches = source.allRecords({
    baseId: LOCAL_BASE.id,
    tableId: table.id,
    where,
    sort,
    batchSize: EXPORT_BATCH,
    limit: EXPORT_MAX_RECORDS,
  });
  for await (const records of batches) {
    if (records.length === 0) continue;
    const names = await linkedRecordNames(runtime, params.siteId, table, records);
    yield stringify(records.map((record) => table.fields.map((f) => csvCellText(f, record.fields[f.id], names))));
  }
}

/** A file name for a table's export: its name without characters file systems or headers refuse. */
export function csvFileName(tableName: string): string {
  const safe = tableName.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'table';
  return `${safe.slice(0, 80)}.csv`;
}
