import type { DataRecord, TableField } from '@atrium/core';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { GRID_EDITABLE_TYPES, gridValue, sameGridValue, textToCell } from './cell-value';
import { createRecord } from './grid-api';
import { copyCells, leftOutMessage, planPaste } from './grid-clipboard';
import { keyIntent, moveCursor, selectedRange, START_CURSOR, type GridCursor } from './grid-cursor';
import { cellKey, useCellSaves } from './use-cell-saves';
import type { EditorResult } from './use-editor-keys';
import type { GridValue } from './undo-stack';

/** Cells a typed character opens without replacing the value (their editors are lists). */
const NOT_TYPED = new Set(['checkbox', 'multipleSelects', 'multipleRecordLinks']);

export interface GridRecords {
  records: DataRecord[];
  linkNames: Record<string, string>;
  setCell: Parameters<typeof useCellSaves>[0]['setCell'];
  append: (record: DataRecord) => void;
  toggle: (id: string) => void;
}

/**
 * The grid as a spreadsheet (issue 21): the active cell and its range, the keys, the editors'
 * commits, the clipboard, adding records and undo. Every change goes through `useCellSaves`.
 * `scrollToRow` brings a row the virtualised body has not rendered into view, so the active cell
 * can take the focus.
 */
export function useGridEditing(params: {
  api: string;
  fields: TableField[];
  grid: GridRecords;
  onOpen: (record: DataRecord) => void;
  scrollToRow: (row: number) => void;
}) {
  const { api, fields, grid } = params;
  const { records, linkNames } = grid;
  const saves = useCellSaves({ api, setCell: grid.setCell });
  const [cursor, setCursor] = useState<GridCursor>(START_CURSOR);
  const [adding, setAdding] = useState<{ error?: string } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusWanted = useRef(false);
  const size = { rows: records.length, cols: fields.length + 1 };

  const go = (next: GridCursor) => {
    focusWanted.current = true;
    setCursor(next);
  };

  // Fewer records or fields (a search, a deleted field): the cursor stays inside.
  const { rows, cols } = size;
  useEffect(() => {
    if (cursor.row > rows || cursor.col >= cols) {
      setCursor((c) => moveCursor(c, { type: 'select', row: c.row, col: c.col }, { rows, cols }));
    }
  }, [cursor.row, cursor.col, rows, cols]);
  // The active cell takes the focus after a key moved it, once its row is rendered.
  useEffect(() => {
    if (!focusWanted.current || cursor.editing) return;
    const selector = cursor.row >= records.length ? '[data-add-row]' : `[data-cell="${cursor.row}:${cursor.col}"]`;
    const cell = tableRef.current?.querySelector<HTMLElement>(selector);
    if (cell) {
      focusWanted.current = false;
      cell.focus();
    } else params.scrollToRow(cursor.row);
  });

  const field = (col: number) => fields[col - 1];
  const save = (record: DataRecord, target: TableField, after: GridValue) => {
    const before = gridValue(record.fields[target.id]);
    if (!sameGridValue(before, after)) {
      void saves.save([{ recordId: record.id, fieldId: target.id, before, after }], { undoable: true });
    }
  };

  // What is typed on the add row while its record is being created goes into its first cell.
  const typedWhileAdding = useRef<string | null>(null);
  const addRecord = async (typed: string | null) => {
    if (adding && !adding.error) {
      if (typed !== null) typedWhileAdding.current = (typedWhileAdding.current ?? '') + typed;
      return;
    }
    typedWhileAdding.current = typed;
    setAdding({});
    const answer = await createRecord(api);
    if (!answer.ok) return setAdding({ error: answer.error });
    setAdding(null);
    grid.append(answer.record);
    focusWanted.current = true;
    const text = typedWhileAdding.current;
    const typeable = fields[0] && GRID_EDITABLE_TYPES.has(fields[0].type) && !NOT_TYPED.has(fields[0].type);
    setCursor({
      row: records.length,
      col: 1,
      anchor: null,
      editing: text !== null && typeable ? { typed: text } : null,
    });
  };

  /** Enter, a typed character or Space on a cell (`typed`: the character). */
  const activate = (at: GridCursor, typed: string | null, space = false) => {
    const record = records[at.row];
    if (!record) return void addRecord(space ? null : typed);
    if (at.col === 0) {
      if (space) grid.toggle(record.id);
      else if (typed === null) params.onOpen(record);
      return;
    }
    const target = field(at.col)!;
    if (!GRID_EDITABLE_TYPES.has(target.type)) {
      return saves.note(`Field "${target.name}" cannot be edited in the grid: open the record to see it.`);
    }
    if (target.type === 'checkbox') {
      if (typed === null || space) save(record, target, record.fields[target.id] === true ? null : true);
      return;
    }
    const refused = saves.states.get(cellKey(record.id, target.id));
    const again = typed === null && refused?.status === 'error' ? refused.text : null;
    setCursor(moveCursor(at, { type: 'edit', typed: NOT_TYPED.has(target.type) ? null : (again ?? typed) }, size));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys of the cells themselves: an editor handles its own, the header's buttons theirs.
    if (cursor.editing || !(event.target as HTMLElement).matches('[data-cell], [data-add-row]')) return;
    const intent = keyIntent(event, false);
    if (!intent) return;
    if (intent.kind === 'cursor') {
      const next = moveCursor(cursor, intent.action, size);
      if (intent.action.type === 'tab' && next === cursor) return; // Tab leaves the grid.
      go(next);
    } else if (intent.kind === 'activate') activate(cursor, null);
    else if (intent.kind === 'type') activate(cursor, intent.text);
    else if (intent.kind === 'toggle') activate(cursor, ' ', true);
    else if (intent.kind === 'undo') saves.undo();
    else if (intent.kind === 'clear') clearRange();
    else if (intent.kind === 'paste') return pasteFromKey(); // The browser's own paste may follow.
    event.preventDefault();
  };

  const clearRange = () => {
    const { top, bottom, left, right } = selectedRange(cursor);
    const changes = [];
    for (let r = top; r <= Math.min(bottom, records.length - 1); r += 1) {
      for (let c = Math.max(left, 1); c <= right; c += 1) {
        const target = field(c)!;
        const before = gridValue(records[r]!.fields[target.id]);
        if (GRID_EDITABLE_TYPES.has(target.type) && before !== null) {
          changes.push({ recordId: records[r]!.id, fieldId: target.id, before, after: null });
        }
      }
    }
    void saves.save(changes, { undoable: true });
  };

  const isCell = (event: ClipboardEvent) =>
    !cursor.editing && (event.target as HTMLElement).matches('[data-cell], [data-add-row]');
  const onCopy = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = isCell(event) ? copyCells(cursor, { fields, records, linkNames }) : null;
    if (text === null) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  const paste = (text: string) => {
    const plan = planPaste(text, cursor, { fields, records, linkNames });
    void saves.save(plan.changes, { undoable: true, refusals: plan.refusals });
    const leftOut = leftOutMessage(plan);
    if (leftOut) saves.note(leftOut);
  };
  // Chromium sends no paste event to a cell that is not editable: Ctrl or Cmd+V then reads the
  // clipboard itself, unless the browser's paste event came first (as in Firefox and Safari).
  const pasteEventSeen = useRef(false);
  const pasteFromKey = () => {
    pasteEventSeen.current = false;
    setTimeout(() => {
      if (pasteEventSeen.current) return;
      navigator.clipboard
        .readText()
        .then(paste, () =>
          saves.note('The clipboard could not be read: allow this site to read it, then paste again.'),
        );
    }, 0);
  };
  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    if (!isCell(event)) return;
    pasteEventSeen.current = true;
    event.preventDefault();
    paste(event.clipboardData.getData('text/plain'));
  };

  /** An editor's value: saved (refused text shows its reason at the cell), and the cursor moves. */
  const commit = (result: EditorResult, move: 'down' | 'right' | 'left' | 'none') => {
    const record = records[cursor.row];
    const target = field(cursor.col);
    if (record && target && cursor.editing) {
      const read =
        'value' in result ? { ok: true as const, value: result.value } : textToCell(target, result.text, linkNames);
      if (read.ok) save(record, target, read.value);
      else if ('text' in result) saves.refuse(record.id, target.id, read.error, result.text);
    }
    go(moveCursor(cursor, { type: 'commit', move }, size));
  };

  return {
    tableRef,
    cursor,
    states: saves.states,
    status: saves.status,
    canUndo: saves.canUndo,
    undo: saves.undo,
    adding,
    addRecord: () => void addRecord(null),
    commit,
    cancel: () => go(moveCursor(cursor, { type: 'cancel' }, size)),
    select: (row: number, col: number, extend: boolean) =>
      setCursor(moveCursor(cursor, { type: 'select', row, col, extend }, size)),
    /** A click on a checkbox, or a double click: what Enter does on that cell. */
    activateAt: (row: number, col: number) => {
      const at = moveCursor(cursor, { type: 'select', row, col }, size);
      setCursor(at);
      activate(at, null);
    },
    tableProps: { onKeyDown, onCopy, onPaste },
  };
}
