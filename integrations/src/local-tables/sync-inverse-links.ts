import type { CellValue } from '@atrium/core';
import { getLocalRecords, getLocalTable, updateLocalRecords, type DbOrTx, type LocalTableRow } from '@atrium/db';

/** A record write as the link fields see it: its cells before and after (undefined when deleted). */
export interface LinkChange {
  id: string;
  before: Record<string, CellValue>;
  after: Record<string, CellValue> | undefined;
}

function ids(cell: CellValue | undefined): string[] {
  return Array.isArray(cell) ? cell.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Keeps link fields and their inverses in step (issue 21): when a write adds record B to A's
 * link field, A is added to B's inverse field; when it removes B (or deletes A), A leaves B's
 * inverse. Runs in the write's transaction, so both sides change together or not at all. Only
 * links between two tables of the same site whose fields name each other are followed.
 */
export async function syncInverseLinks(
  tx: DbOrTx,
  siteId: string,
  table: LocalTableRow,
  changes: LinkChange[],
): Promise<void> {
  for (const field of table.fields) {
    const { linkedTableId, inverseLinkFieldId } = field.options ?? {};
    if (field.type !== 'multipleRecordLinks' || !linkedTableId || !inverseLinkFieldId) continue;
    if (linkedTableId === table.id) continue;
    // Per record of the linked table: the records of this table to add to or remove from its inverse cell.
    const edits = new Map<string, { add: Set<string>; remove: Set<string> }>();
    const edit = (target: string) => {
      const found = edits.get(target) ?? { add: new Set<string>(), remove: new Set<string>() };
      edits.set(target, found);
      return found;
    };
    for (const change of changes) {
      const before = new Set(ids(change.before[field.id]));
      const after = new Set(ids(change.after?.[field.id]));
      for (const target of after) if (!before.has(target)) edit(target).add.add(change.id);
      for (const target of before) if (!after.has(target)) edit(target).remove.add(change.id);
    }
    if (edits.size === 0) continue;
    const linked = await getLocalTable(tx, { siteId, tableId: linkedTableId });
    const inverse = linked?.fields.find((f) => f.id === inverseLinkFieldId);
    if (!linked || inverse?.options?.inverseLinkFieldId !== field.id) continue;
    const rows = await getLocalRecords(tx, { siteId, tableId: linked.id, recordIds: [...edits.keys()] });
    await updateLocalRecords(tx, {
      siteId,
      tableId: linked.id,
      records: rows.map((row) => {
        const { add, remove } = edits.get(row.id)!;
        const cell = ids(row.fields[inverse.id]).filter((id) => !remove.has(id));
        for (const id of add) if (!cell.includes(id)) cell.push(id);
        const fields = { ...row.fields };
        if (cell.length > 0) fields[inverse.id] = cell;
        else delete fields[inverse.id];
        return { id: row.id, fields };
      }),
    });
  }
}
