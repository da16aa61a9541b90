import { LINK_NAMES_MAX, TABLE_MESSAGES, recordName, type TableSchema } from '@atrium/core';
import { findLocalRecordsByText } from '@atrium/db';
import type { Runtime } from '../runtime';
import { gridTable } from './table-grid';

/** Records read per name at most: two are enough to know a name is ambiguous. */
const RECORDS_PER_NAME = 2;

/** The records of a table a name may mean, by the name as it was asked (trimmed). */
export type LinkNameMatches = Map<string, Array<{ id: string; name: string }>>;

/** The key a name is matched by: trimmed, any case. */
export function linkNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The records of a portal's built-in table whose primary field is each of `names`, ignoring
 * case and surrounding spaces (issue 21: linked records named in a CSV import or a pasted cell).
 * A name no record has maps to an empty list; a name two records share maps to both. Only the
 * portal's own table is read (another portal's table is not found).
 */
export async function findRecordsByName(
  runtime: Runtime,
  params: { siteId: string; tableId: string; names: string[] },
): Promise<LinkNameMatches> {
  const table = await gridTable(runtime, params.siteId, params.tableId);
  return findInTable(runtime, params.siteId, table, params.names);
}

export async function findInTable(
  runtime: Runtime,
  siteId: string,
  table: TableSchema,
  names: string[],
): Promise<LinkNameMatches> {
  const matches: LinkNameMatches = new Map();
  const keys = [...new Set(names.map(linkNameKey).filter(Boolean))];
  for (const name of names) matches.set(name.trim(), []);
  const byKey = new Map<string, Array<{ id: string; name: string }>>();
  // A CSV import asks for every name of a column: one query per LINK_NAMES_MAX of them.
  for (let i = 0; i < keys.length; i += LINK_NAMES_MAX) {
    const texts = keys.slice(i, i + LINK_NAMES_MAX);
    const rows = await findLocalRecordsByText(runtime.db, {
      siteId,
      tableId: table.id,
      fieldId: table.primaryFieldId,
      texts,
      limit: texts.length * RECORDS_PER_NAME + 50,
    });
    for (const row of rows) {
      const name = recordName(table, row.fields);
      const found = byKey.get(linkNameKey(name)) ?? [];
      if (found.length < RECORDS_PER_NAME) found.push({ id: row.id, name });
      byKey.set(linkNameKey(name), found);
    }
  }
  for (const name of matches.keys()) matches.set(name, byKey.get(linkNameKey(name)) ?? []);
  return matches;
}

/** A name's one record id, or the reason it names none or several. */
export function oneLinkedRecord(
  matches: LinkNameMatches,
  name: string,
  context: { fieldName: string; tableName: string },
): { id: string } | { error: string } {
  const found = matches.get(name.trim()) ?? [];
  if (found.length === 1) return { id: found[0]!.id };
  return {
    error:
      found.length === 0
        ? TABLE_MESSAGES.linkNameUnknown(context.fieldName, context.tableName, name.trim())
        : TABLE_MESSAGES.linkNameAmbiguous(context.fieldName, context.tableName, name.trim()),
  };
}
