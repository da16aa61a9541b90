import { AppError, createId, TABLE_FIELDS_MAX, TABLE_MESSAGES } from '@atrium/core';
import type { Database } from '../create-db';
import { lockLocalTable, writeLocalTableMeta } from './change-local-table-fields';
import { LOCAL_ID_LENGTH, type LocalTableField, type LocalTableRow } from './local-table-view';

/**
 * Adds a link field from one built-in table to another of the same site, in one transaction.
 * Between two different tables it adds the inverse too, on the linked table, named after the
 * first table (with a number when that name is taken): each side's `inverseLinkFieldId` names
 * the other, and record writes keep both in step. A table linking to itself gets one field.
 * Both rows are locked in id order, so two such changes at once cannot deadlock.
 */
export async function addLocalLinkFields(
  db: Database,
  params: { siteId: string; tableId: string; linkedTableId: string; name: string },
): Promise<LocalTableField> {
  return db.transaction(async (tx) => {
    const ids = [...new Set([params.tableId, params.linkedTableId])].sort();
    const locked = new Map<string, LocalTableRow>();
    for (const tableId of ids) locked.set(tableId, await lockLocalTable(tx, { siteId: params.siteId, tableId }));
    const table = locked.get(params.tableId)!;
    const linked = locked.get(params.linkedTableId)!;
    assertRoom(table, params.name);
    const field: LocalTableField = {
      id: `fld${createId(LOCAL_ID_LENGTH)}`,
      name: params.name,
      type: 'multipleRecordLinks',
      options: { linkedTableId: linked.id },
    };
    if (linked.id === table.id) {
      await writeLocalTableMeta(tx, { ...table, fields: [...table.fields, field] });
      return field;
    }
    if (linked.fields.length >= TABLE_FIELDS_MAX) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.tooManyFields);
    const inverse: LocalTableField = {
      id: `fld${createId(LOCAL_ID_LENGTH)}`,
      name: freeName(linked, table.name),
      type: 'multipleRecordLinks',
      options: { linkedTableId: table.id, inverseLinkFieldId: field.id },
    };
    field.options = { ...field.options, inverseLinkFieldId: inverse.id };
    await writeLocalTableMeta(tx, { ...table, fields: [...table.fields, field] });
    await writeLocalTableMeta(tx, { ...linked, fields: [...linked.fields, inverse] });
    return field;
  });
}

function assertRoom(table: LocalTableRow, name: string): void {
  const wanted = name.trim().toLowerCase();
  if (table.fields.some((f) => f.name.trim().toLowerCase() === wanted)) {
    throw new AppError('CONFLICT', TABLE_MESSAGES.fieldNameTaken, { field: 'name' });
  }
  if (table.fields.length >= TABLE_FIELDS_MAX) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.tooManyFields);
}

/** `name`, or `name 2`, `name 3`… whichever the table does not hold yet (any case). */
function freeName(table: LocalTableRow, name: string): string {
  const taken = new Set(table.fields.map((f) => f.name.trim().toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n += 1) if (!taken.has(`${name} ${n}`.toLowerCase())) return `${name} ${n}`;
}
