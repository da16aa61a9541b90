import type { DataRecord, TableField } from '@atrium/core';
import { useState, type KeyboardEvent } from 'react';
import { EDITABLE_TYPES } from './cell-text';
import { textToCell } from './cell-value';
import { clearCells } from './grid-clipboard';
import { keyIntent, moveCursor, START_CURSOR, type GridCursor } from './grid-cursor';
import { replayKeys, useAddRecord } from './use-add-record';
import { cellKey, useCellSaves } from './use-cell-saves';
import { isGridCell, useGridClipboard } from './use-grid-clipboard';
import { useGridFocus } from './use-grid-focus';
import { useGridHistory } from './use-grid-history';
import type { EditorResult } from './use-editor-keys';
import type { GridHistory, GridValue, UndoEntry } from './undo-stack';

/** Whether typed text replaces a field's value (checkboxes and lists open without it). */
const opensByTyping = (field: TableField | undefined) =>
  !!field &&
  EDITABLE_TYPES.has(field.type) &&
  !['checkbox', 'multipleSelects', 'multipleRecordLinks', 'multipleAttachments'].includes(field.type);

export interface GridRecords {
  records: DataRecord[];
  linkNames: Record<string, string>;
  setCell: Parameters<typeof useCellSaves>[0]['setCell'];
  append: (record: DataRecord) => void;
  remove: (recordIds: readonly string[]) => void;
  toggle: (id: string) => void;
  addLinkNames: (names: Record<string, string>) => void;
  history: GridHistory;
  setHistory: (update: (history: GridHistory) => GridHistory) => void;
  remember: (entry: UndoEntry) => void;
}

/**
 * The grid as a spreadsheet (issue 21): the active cell and its range, the keys, the editors'
 * commits, the clipboard, adding records, undo and redo. Every change of cells goes through
 * `useCellSaves`, every undo and redo through `useGridHistory`.
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
  const saves = useCellSaves({ api, setCell: grid.setCell, remember: grid.remember });
  const history = useGridHistory({
    api,
    records,
    history: grid.history,
    setHistory: grid.setHistory,
    append: grid.append,
    remove: grid.remove,
    saveChanges: (changes) => saves.save(changes, { undoable: false }),
    note: saves.note,
  });
  const [cursor, setCursor] = useState<GridCursor>(START_CURSOR);
  const size = { rows: records.length, cols: fields.length + 1 };
  const { tableRef, go } = useGridFocus({ cursor, setCursor, size, scrollToRow: params.scrollToRow });
  const clipboard = useGridClipboard(
    api,
    cursor,
    { fields, records, linkNames, addLinkNames: grid.addLinkNames },
    saves,
  );
  const adder = useAddRecord({
    api,
    append: grid.append,
    remember: grid.remember,
    rows: records.length,
    // What was typed meanwhile: the cells Tab (or Enter) finished are saved, the cursor stays on
    // the cell it reached, in its editor with its text, as if the record had been there all along.
    onAdded: (row, record, keys) => {
      const { saves: finished, then } = replayKeys(keys);
      for (const { field: i, text } of finished) {
        const target = fields[i];
        if (!target) continue;
        const read = textToCell(target, text, linkNames);
        if (read.ok) save(record, target, read.value);
        else saves.refuse(record.id, target.id, read.error, text);
      }
      if (then.down) return go({ row: row + 1, col: 1, anchor: null, editing: null });
      const col = Math.min(then.field + 1, fields.length);
      const typed = then.field < fields.length ? then.typed : null;
      go({ row, col, anchor: null, editing: typed !== null && opensByTyping(fields[col - 1]) ? { typed } : null });
    },
  });

  const field = (col: number) => fields[col - 1];
  const save = (record: DataRecord, target: TableField, after: GridValue) =>
    void saves.saveCell(record, target.id, after);

  /** Enter, a typed character or Space on a cell (`typed`: the character). */
  const activate = (at: GridCursor, typed: string | null, space = false) => {
    const record = records[at.row];
    if (!record) return void adder.addRecord(space ? null : typed);
    if (at.col === 0) {
      if (space) grid.toggle(record.id);
      else if (typed === null) params.onOpen(record);
      return;
    }
    const target = field(at.col)!;
    if (!EDITABLE_TYPES.has(target.type)) {
      return saves.note(`Field "${target.name}" cannot be edited in the grid: open the record to see it.`);
    }
    if (target.type === 'checkbox') {
      if (typed === null || space) save(record, target, record.fields[target.id] === true ? null : true);
      return;
    }
    const refused = saves.states.get(cellKey(record.id, target.id));
    const again = typed === null && refused?.status === 'error' ? refused.text : null;
    setCursor(moveCursor(at, { type: 'edit', typed: opensByTyping(target) ? (again ?? typed) : null }, size));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys of the cells themselves: an editor handles its own, the header's buttons theirs.
    if (cursor.editing || !isGridCell(event.target)) return;
    const intent = keyIntent(event, false);
    if (!intent) return;
    if (cursor.row >= records.length && adder.adding && !adder.adding.error) {
      // The add row's record is being created: its keys wait for it (Escape and the like do nothing).
      if (intent.kind === 'type') adder.keyWhileAdding({ text: intent.text });
      else if (intent.kind === 'activate') adder.keyWhileAdding({ enter: true });
      else if (intent.kind === 'cursor' && intent.action.type === 'tab') {
        adder.keyWhileAdding({ tab: intent.action.back ? 'back' : 'next' });
      } else return;
      return event.preventDefault();
    }
    if (intent.kind === 'cursor') {
      const next = moveCursor(cursor, intent.action, size);
      if (intent.action.type === 'tab' && next === cursor) return; // Tab leaves the grid.
      go(next);
    } else if (intent.kind === 'activate') activate(cursor, null);
    else if (intent.kind === 'type') activate(cursor, intent.text);
    else if (intent.kind === 'toggle') activate(cursor, ' ', true);
    else if (intent.kind === 'undo') history.undo();
    else if (intent.kind === 'redo') history.redo();
    else if (intent.kind === 'clear') void saves.save(clearCells(cursor, { fields, records }), { undoable: true });
    else if (intent.kind === 'paste') return clipboard.pasteFromKey(); // The browser's own paste may follow.
    event.preventDefault();
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
    saves,
    history,
    adding: adder.adding,
    addRecord: () => void adder.addRecord(null),
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
    // Focusable by script only: it keeps the focus (and the keys) while a cell scrolls into view.
    tableProps: { onKeyDown, onCopy: clipboard.onCopy, onPaste: clipboard.onPaste, tabIndex: -1 },
  };
}
