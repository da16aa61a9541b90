import type { DataRecord, TableField } from '@atrium/core';
import { cellToText, gridValue, linkNamesIn, sameGridValue, textToCell } from './cell-value';
import { selectedRange, type GridCursor } from './grid-cursor';
import { formatTsv, parseTsv } from './tsv';
import type { CellChange } from './undo-stack';
import { EDITABLE_TYPES } from './cell-text';

/** The grid's columns past the row header: column c is fields[c - 1]. */
export interface GridContent {
  fields: TableField[];
  records: DataRecord[];
  linkNames: Record<string, string>;
}

/** The selected cells (the row header left out) as TSV, or null when no field cell is selected. */
export function copyCells(cursor: GridCursor, grid: GridContent): string | null {
  const { top, bottom, left, right } = selectedRange(cursor);
  const rows: string[][] = [];
  for (let r = top; r <= Math.min(bottom, grid.records.length - 1); r += 1) {
    const record = grid.records[r]!;
    const row: string[] = [];
    for (let c = Math.max(left, 1); c <= Math.min(right, grid.fields.length); c += 1) {
      const field = grid.fields[c - 1]!;
      row.push(cellToText(field, record.fields[field.id], grid.linkNames));
    }
    if (row.length > 0) rows.push(row);
  }
  return rows.length > 0 ? formatTsv(rows) : null;
}

/** A pasted cell a field refuses before anything is sent (a link name the grid does not know). */
export interface PasteRefusal {
  recordId: string;
  fieldId: string;
  text: string;
  error: string;
}

export interface PastePlan {
  /** Cells to save, with their values before (cells that would not change are left out). */
  changes: CellChange[];
  refusals: PasteRefusal[];
  /** Pasted rows and columns past the last record or field, which were not pasted. */
  rowsLeftOut: number;
  columnsLeftOut: number;
}

/**
 * Where pasted TSV goes: from the active cell (the top left of a range) right and down, one cell
 * per pasted cell. A single pasted value fills every cell of a range, as in a spreadsheet. Cells
 * of the row header column are skipped (pasting there starts at the first field).
 */
export function planPaste(text: string, cursor: GridCursor, grid: GridContent): PastePlan {
  const pasted = parseTsv(text);
  const range = selectedRange(cursor);
  const top = range.top;
  const left = Math.max(range.left, 1);
  const single = pasted.length === 1 && pasted[0]!.length === 1;
  const height = single ? range.bottom - top + 1 : pasted.length;
  const width = single ? Math.max(range.right - left + 1, 1) : Math.max(0, ...pasted.map((row) => row.length));
  const plan: PastePlan = { changes: [], refusals: [], rowsLeftOut: 0, columnsLeftOut: 0 };
  plan.rowsLeftOut = Math.max(0, top + height - grid.records.length);
  plan.columnsLeftOut = Math.max(0, left + width - 1 - grid.fields.length);
  for (let i = 0; i < height && top + i < grid.records.length; i += 1) {
    const record = grid.records[top + i]!;
    for (let j = 0; j < width && left + j <= grid.fields.length; j += 1) {
      const cellText = single ? pasted[0]![0]! : (pasted[i]?.[j] ?? '');
      // A row shorter than the others leaves the cells past its end as they are.
      if (!single && j >= pasted[i]!.length) continue;
      const field = grid.fields[left + j - 1]!;
      const value = textToCell(field, cellText, grid.linkNames);
      if (!value.ok) {
        plan.refusals.push({ recordId: record.id, fieldId: field.id, text: cellText, error: value.error });
        continue;
      }
      const before = gridValue(record.fields[field.id]);
      if (sameGridValue(before, value.value)) continue;
      plan.changes.push({ recordId: record.id, fieldId: field.id, before, after: value.value });
    }
  }
  return plan;
}

/**
 * The names pasted into link cells that the grid has not loaded, by link field: the grid asks
 * the linked table for them (at most LINK_NAMES_ASKED per field), then plans the paste again.
 */
export function unknownLinkNames(plan: PastePlan, grid: GridContent): Map<TableField, string[]> {
  const known = new Set(Object.values(grid.linkNames).map((name) => name.toLowerCase()));
  const unknown = new Map<TableField, Set<string>>();
  for (const refusal of plan.refusals) {
    const field = grid.fields.find((f) => f.id === refusal.fieldId);
    if (field?.type !== 'multipleRecordLinks') continue;
    const names = unknown.get(field) ?? new Set<string>();
    for (const name of linkNamesIn(refusal.text)) if (!known.has(name.toLowerCase())) names.add(name);
    if (names.size > 0) unknown.set(field, names);
  }
  return new Map([...unknown].map(([field, names]) => [field, [...names].slice(0, LINK_NAMES_ASKED)]));
}

/** Names asked for one link field in one paste (the server's limit). */
export const LINK_NAMES_ASKED = 500;

/** Cells one paste may change: each is a request of its own (use Import CSV for more). */
export const PASTE_CELLS_MAX = 500;

/** Why a paste is refused as a whole, or null: past PASTE_CELLS_MAX cells nothing is pasted. */
export function pasteRefusal(plan: Pick<PastePlan, 'changes'>): string | null {
  return plan.changes.length > PASTE_CELLS_MAX
    ? `Not pasted: a paste may change at most ${PASTE_CELLS_MAX} cells (this one ${plan.changes.length}). Paste fewer rows at a time, or use Import CSV.`
    : null;
}

/** What a paste left out, said so that nothing pasted is dropped silently; null when it all fitted. */
export function leftOutMessage(plan: Pick<PastePlan, 'rowsLeftOut' | 'columnsLeftOut'>): string | null {
  const parts: string[] = [];
  if (plan.rowsLeftOut > 0) {
    parts.push(
      plan.rowsLeftOut === 1 ? '1 row below the last record' : `${plan.rowsLeftOut} rows below the last record`,
    );
  }
  if (plan.columnsLeftOut > 0) {
    parts.push(
      plan.columnsLeftOut === 1 ? '1 column past the last field' : `${plan.columnsLeftOut} columns past the last field`,
    );
  }
  return parts.length > 0 ? `Not pasted: ${parts.join(' and ')}. Add records or fields, then paste them again.` : null;
}

/** Delete or Backspace: the selected cells of fields the grid edits that hold a value, cleared. */
export function clearCells(cursor: GridCursor, grid: Pick<GridContent, 'fields' | 'records'>): CellChange[] {
  const { top, bottom, left, right } = selectedRange(cursor);
  const changes: CellChange[] = [];
  for (let r = top; r <= Math.min(bottom, grid.records.length - 1); r += 1) {
    const record = grid.records[r]!;
    for (let c = Math.max(left, 1); c <= Math.min(right, grid.fields.length); c += 1) {
      const field = grid.fields[c - 1]!;
      const before = gridValue(record.fields[field.id]);
      if (EDITABLE_TYPES.has(field.type) && before !== null) {
        changes.push({ recordId: record.id, fieldId: field.id, before, after: null });
      }
    }
  }
  return changes;
}
