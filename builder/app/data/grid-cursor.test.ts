import { describe, expect, it } from 'vitest';
import {
  keyIntent,
  moveCursor,
  selectedRange,
  START_CURSOR,
  type CursorAction,
  type GridCursor,
  type GridSize,
  type KeyInput,
} from './grid-cursor';

/** Three records, the row header and three fields. */
const size: GridSize = { rows: 3, cols: 4 };
const at = (row: number, col: number): GridCursor => ({ row, col, anchor: null, editing: null });
const run = (cursor: GridCursor, ...actions: CursorAction[]) =>
  actions.reduce((c, a) => moveCursor(c, a, size), cursor);
const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('moveCursor', () => {
  it('moves with arrows and stops at the edges; below the last record is the add row', () => {
    expect(run(START_CURSOR, { type: 'move', rows: 0, cols: 1 })).toEqual(at(0, 2));
    expect(run(at(0, 0), { type: 'move', rows: -1, cols: -1 })).toEqual(at(0, 0));
    expect(run(at(2, 3), { type: 'move', rows: 0, cols: 1 })).toEqual(at(2, 3));
    expect(run(at(2, 1), { type: 'move', rows: 1, cols: 0 })).toEqual(at(3, 1));
    expect(run(at(3, 1), { type: 'move', rows: 1, cols: 0 })).toEqual(at(3, 1));
    expect(run(at(1, 1), { type: 'move', rows: 10, cols: 0 })).toEqual(at(3, 1));
  });

  it('extends a range with Shift, never onto the add row, and a plain move or Escape drops it', () => {
    const ranged = run(
      at(0, 1),
      { type: 'move', rows: 1, cols: 1, extend: true },
      { type: 'move', rows: 5, cols: 0, extend: true },
    );
    expect(ranged).toEqual({ row: 2, col: 2, anchor: { row: 0, col: 1 }, editing: null });
    expect(selectedRange(ranged)).toEqual({ top: 0, left: 1, bottom: 2, right: 2 });
    expect(run(ranged, { type: 'move', rows: -1, cols: 0 })).toEqual(at(1, 2));
    expect(run(ranged, { type: 'collapse' })).toEqual(at(2, 2));
    expect(selectedRange(at(1, 3))).toEqual({ top: 1, left: 3, bottom: 1, right: 3 });
  });

  it('tabs through the fields to the next row, back with Shift, and out past either end', () => {
    expect(run(at(0, 3), { type: 'tab', back: false })).toEqual(at(1, 1));
    expect(run(at(1, 1), { type: 'tab', back: true })).toEqual(at(0, 3));
    expect(run(at(0, 0), { type: 'tab', back: false })).toEqual(at(0, 1));
    expect(run(at(2, 3), { type: 'tab', back: false })).toEqual(at(3, 1));
    // Unchanged: the browser's Tab leaves the grid.
    expect(run(at(3, 1), { type: 'tab', back: false })).toEqual(at(3, 1));
    expect(run(at(0, 1), { type: 'tab', back: true })).toEqual(at(0, 1));
    expect(run(at(3, 2), { type: 'tab', back: true })).toEqual(at(2, 3));
  });

  it('jumps to the row start and end, and to the first and last record', () => {
    expect(run(at(1, 2), { type: 'jump', to: 'rowStart' })).toEqual(at(1, 0));
    expect(run(at(1, 2), { type: 'jump', to: 'rowEnd' })).toEqual(at(1, 3));
    expect(run(at(1, 2), { type: 'jump', to: 'top' })).toEqual(at(0, 2));
    expect(run(at(0, 2), { type: 'jump', to: 'bottom' })).toEqual(at(2, 2));
  });

  it('edits a field cell of a record, never the row header or the add row', () => {
    expect(run(at(1, 2), { type: 'edit', typed: 'a' }).editing).toEqual({ typed: 'a' });
    expect(run(at(1, 0), { type: 'edit', typed: null }).editing).toBeNull();
    expect(run(at(3, 1), { type: 'edit', typed: null }).editing).toBeNull();
  });

  it('does not move while editing; Enter commits down, Tab right, Shift+Tab left, Escape stays', () => {
    const editing = run(at(1, 2), { type: 'edit', typed: null });
    expect(run(editing, { type: 'move', rows: 1, cols: 0 })).toBe(editing);
    expect(run(editing, { type: 'jump', to: 'top' })).toBe(editing);
    expect(run(editing, { type: 'commit', move: 'down' })).toEqual(at(2, 2));
    expect(run(editing, { type: 'commit', move: 'right' })).toEqual(at(1, 3));
    expect(run(editing, { type: 'commit', move: 'left' })).toEqual(at(1, 1));
    expect(run(editing, { type: 'commit', move: 'none' })).toEqual(at(1, 2));
    expect(run(editing, { type: 'cancel' })).toEqual(at(1, 2));
    // Enter on the last record goes to the add row; Tab at the last cell of the last record too.
    expect(run(at(2, 3), { type: 'edit', typed: null }, { type: 'commit', move: 'down' })).toEqual(at(3, 3));
  });

  it('selects a clicked cell, Shift+click extends; a cursor past a smaller grid is brought inside', () => {
    expect(run(at(0, 1), { type: 'select', row: 2, col: 3, extend: true })).toEqual({
      row: 2,
      col: 3,
      anchor: { row: 0, col: 1 },
      editing: null,
    });
    expect(moveCursor(at(9, 9), { type: 'select', row: 9, col: 9 }, { rows: 0, cols: 2 })).toEqual(at(0, 1));
  });
});

describe('keyIntent', () => {
  it('moves with arrows (Shift extends, Ctrl or Cmd jumps), pages, Home and End', () => {
    expect(keyIntent(key('ArrowDown'), false)).toEqual({
      kind: 'cursor',
      action: { type: 'move', rows: 1, cols: 0, extend: false },
    });
    expect(keyIntent(key('ArrowLeft', { shiftKey: true }), false)).toEqual({
      kind: 'cursor',
      action: { type: 'move', rows: 0, cols: -1, extend: true },
    });
    expect(keyIntent(key('ArrowUp', { metaKey: true }), false)).toEqual({
      kind: 'cursor',
      action: { type: 'jump', to: 'top' },
    });
    expect(keyIntent(key('PageDown'), false)).toMatchObject({ action: { rows: 10 } });
    expect(keyIntent(key('End', { ctrlKey: true }), false)).toEqual({
      kind: 'cursor',
      action: { type: 'jump', to: 'bottom' },
    });
    expect(keyIntent(key('Tab', { shiftKey: true }), false)).toEqual({
      kind: 'cursor',
      action: { type: 'tab', back: true },
    });
  });

  it('starts editing with Enter, F2 or a typed character; Space toggles; Delete clears; Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes', () => {
    expect(keyIntent(key('Enter'), false)).toEqual({ kind: 'activate' });
    expect(keyIntent(key('F2'), false)).toEqual({ kind: 'activate' });
    expect(keyIntent(key('a'), false)).toEqual({ kind: 'type', text: 'a' });
    expect(keyIntent(key('É', { shiftKey: true }), false)).toEqual({ kind: 'type', text: 'É' });
    expect(keyIntent(key(' '), false)).toEqual({ kind: 'toggle' });
    expect(keyIntent(key('Backspace'), false)).toEqual({ kind: 'clear' });
    expect(keyIntent(key('z', { ctrlKey: true }), false)).toEqual({ kind: 'undo' });
    expect(keyIntent(key('z', { metaKey: true }), false)).toEqual({ kind: 'undo' });
    expect(keyIntent(key('Z', { ctrlKey: true, shiftKey: true }), false)).toEqual({ kind: 'redo' });
    expect(keyIntent(key('z', { metaKey: true, shiftKey: true }), false)).toEqual({ kind: 'redo' });
    expect(keyIntent(key('y', { ctrlKey: true }), false)).toEqual({ kind: 'redo' });
    // Cmd+Y is the browser's history on a Mac, not redo; in an editor the keys are the editor's.
    expect(keyIntent(key('y', { metaKey: true }), false)).toBeNull();
    expect(keyIntent(key('z', { ctrlKey: true }), true)).toBeNull();
    expect(keyIntent(key('v', { ctrlKey: true }), false)).toEqual({ kind: 'paste' });
    expect(keyIntent(key('V', { metaKey: true, shiftKey: true }), false)).toEqual({ kind: 'paste' });
  });

  it('leaves shortcuts and other keys to the browser', () => {
    expect(keyIntent(key('c', { ctrlKey: true }), false)).toBeNull();
    expect(keyIntent(key('x', { metaKey: true }), false)).toBeNull();
    expect(keyIntent(key('Shift', { shiftKey: true }), false)).toBeNull();
    expect(keyIntent(key('a', { altKey: true }), false)).toBeNull();
  });

  it('in an editor: Enter commits down, Tab right, Shift+Tab left, Escape cancels, other keys type', () => {
    expect(keyIntent(key('Enter'), true)).toEqual({ kind: 'commit', move: 'down' });
    expect(keyIntent(key('Tab'), true)).toEqual({ kind: 'commit', move: 'right' });
    expect(keyIntent(key('Tab', { shiftKey: true }), true)).toEqual({ kind: 'commit', move: 'left' });
    expect(keyIntent(key('Escape'), true)).toEqual({ kind: 'cancel' });
    expect(keyIntent(key('ArrowDown'), true)).toBeNull();
    expect(keyIntent(key('z', { ctrlKey: true }), true)).toBeNull();
    expect(keyIntent(key('v', { ctrlKey: true }), true)).toBeNull();
    expect(keyIntent(key('a'), true)).toBeNull();
  });

  it('in a long text, Shift+Enter or Alt+Enter is a new line and Enter still commits', () => {
    expect(keyIntent(key('Enter', { shiftKey: true }), true, true)).toBeNull();
    expect(keyIntent(key('Enter', { altKey: true }), true, true)).toBeNull();
    expect(keyIntent(key('Enter'), true, true)).toEqual({ kind: 'commit', move: 'down' });
    expect(keyIntent(key('Enter', { shiftKey: true }), true, false)).toEqual({ kind: 'commit', move: 'down' });
  });
});
