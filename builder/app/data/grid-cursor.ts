/**
 * The grid's active cell as a spreadsheet moves it (issue 21). Pure: the grid turns keys into
 * intents with `keyIntent` and applies movements with `moveCursor`; what an intent does to a
 * record (save, toggle, add) is the grid's business.
 *
 * Rows 0…rows-1 are records and row `rows` is the "+ Add record" row. Column 0 is the row header
 * (select and open the record), columns 1…cols-1 are fields. A range runs from `anchor` to the
 * active cell (Shift+arrows); it never includes the add row.
 */

export interface Cell {
  row: number;
  col: number;
}

export interface GridCursor extends Cell {
  /** Where a Shift+arrow range started; null when only the active cell is selected. */
  anchor: Cell | null;
  /** The active cell's editor is open: `typed` replaces the value (typing started it), null keeps it. */
  editing: { typed: string | null } | null;
}

/** Records loaded, and columns including the row header. */
export interface GridSize {
  rows: number;
  cols: number;
}

export type CursorAction =
  | { type: 'move'; rows: number; cols: number; extend?: boolean }
  | { type: 'tab'; back: boolean }
  | { type: 'jump'; to: 'rowStart' | 'rowEnd' | 'top' | 'bottom' }
  | { type: 'select'; row: number; col: number; extend?: boolean }
  | { type: 'edit'; typed: string | null }
  | { type: 'commit'; move: 'down' | 'right' | 'left' | 'none' }
  | { type: 'cancel' }
  | { type: 'collapse' };

export const START_CURSOR: GridCursor = { row: 0, col: 1, anchor: null, editing: null };

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** The cursor after an action, within `size` (a cursor from a larger grid is brought inside). */
export function moveCursor(cursor: GridCursor, action: CursorAction, size: GridSize): GridCursor {
  const lastCol = Math.max(size.cols - 1, 0);
  const at = (row: number, col: number, anchor: Cell | null = null): GridCursor => ({
    row: clamp(row, 0, size.rows),
    col: clamp(col, 0, lastCol),
    anchor,
    editing: null,
  });
  const extendFrom = (): Cell => cursor.anchor ?? { row: cursor.row, col: cursor.col };
  switch (action.type) {
    case 'move': {
      if (cursor.editing) return cursor;
      if (action.extend) {
        // A range covers records only.
        const row = clamp(cursor.row + action.rows, 0, Math.max(size.rows - 1, 0));
        return size.rows === 0 ? cursor : at(row, cursor.col + action.cols, extendFrom());
      }
      return at(cursor.row + action.rows, cursor.col + action.cols);
    }
    case 'tab':
      return tab(cursor, action.back, size) ?? cursor;
    case 'jump':
      if (cursor.editing) return cursor;
      if (action.to === 'rowStart') return at(cursor.row, 0);
      if (action.to === 'rowEnd') return at(cursor.row, lastCol);
      return at(action.to === 'top' ? 0 : Math.max(size.rows - 1, 0), cursor.col);
    case 'select':
      return action.extend && size.rows > 0 && action.row < size.rows
        ? at(action.row, action.col, extendFrom())
        : at(action.row, action.col);
    case 'edit':
      if (cursor.row >= size.rows || cursor.col === 0) return cursor;
      return { ...cursor, anchor: null, editing: { typed: action.typed } };
    case 'commit': {
      const done = { ...cursor, editing: null };
      if (action.move === 'down') return at(cursor.row + 1, cursor.col);
      if (action.move === 'none') return done;
      return tab(done, action.move === 'left', size) ?? done;
    }
    case 'cancel':
      return { ...cursor, editing: null };
    case 'collapse':
      return { ...cursor, anchor: null };
  }
}

/**
 * Tab moves right through the fields and on to the next row's first field; Shift+Tab moves back.
 * Null past either end of the grid: then Tab leaves the grid, as it leaves any widget.
 */
function tab(cursor: GridCursor, back: boolean, size: GridSize): GridCursor | null {
  const lastCol = size.cols - 1;
  const cell = (row: number, col: number): GridCursor => ({ row, col, anchor: null, editing: null });
  if (lastCol < 1) return null;
  if (cursor.row >= size.rows) return back && size.rows > 0 ? cell(size.rows - 1, lastCol) : null;
  if (!back) {
    if (cursor.col < lastCol) return cell(cursor.row, cursor.col + 1);
    return cell(cursor.row + 1, 1);
  }
  if (cursor.col > 1) return cell(cursor.row, cursor.col - 1);
  return cursor.row > 0 ? cell(cursor.row - 1, lastCol) : null;
}

/** The rectangle a range covers (the active cell alone without one). */
export function selectedRange(cursor: GridCursor): { top: number; left: number; bottom: number; right: number } {
  const anchor = cursor.anchor ?? cursor;
  return {
    top: Math.min(anchor.row, cursor.row),
    bottom: Math.max(anchor.row, cursor.row),
    left: Math.min(anchor.col, cursor.col),
    right: Math.max(anchor.col, cursor.col),
  };
}

/** A key as the grid reads it. */
export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type GridIntent =
  | { kind: 'cursor'; action: CursorAction }
  /** Enter or F2: edit the cell, toggle a checkbox, open the record (row header), add a record (add row). */
  | { kind: 'activate' }
  /** A character typed on a cell: edit it, the character replacing the value. */
  | { kind: 'type'; text: string }
  /** Space: toggle a checkbox, or select the row (row header). */
  | { kind: 'toggle' }
  /** Delete or Backspace: clear the selected cells. */
  | { kind: 'clear' }
  /** Ctrl or Cmd+Z; redo: Ctrl or Cmd+Shift+Z, or Ctrl+Y. */
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Ctrl or Cmd+V: the browser's paste event, when it sends one to a cell (see useGridEditing). */
  | { kind: 'paste' }
  /** In an editor: save the value and move. */
  | { kind: 'commit'; move: 'down' | 'right' | 'left' }
  /** In an editor: close it and keep the value. */
  | { kind: 'cancel' };

/** Rows PageUp and PageDown move. */
export const PAGE_ROWS = 10;

/**
 * What a key does in the grid, or null when it is not the grid's (the browser or the editor
 * handles it). `multiline`: the editor is a long text, where Shift+Enter starts a new line.
 */
export function keyIntent(input: KeyInput, editing: boolean, multiline = false): GridIntent | null {
  const command = input.ctrlKey || input.metaKey;
  const move = (rows: number, cols: number): GridIntent => ({
    kind: 'cursor',
    action: { type: 'move', rows, cols, extend: input.shiftKey },
  });
  if (editing) {
    if (input.key === 'Escape') return { kind: 'cancel' };
    if (input.key === 'Tab') return { kind: 'commit', move: input.shiftKey ? 'left' : 'right' };
    if (input.key === 'Enter' && !(multiline && (input.shiftKey || input.altKey)))
      return { kind: 'commit', move: 'down' };
    return null;
  }
  if (command && !input.altKey && input.key.toLowerCase() === 'z') return { kind: input.shiftKey ? 'redo' : 'undo' };
  if (input.ctrlKey && !input.metaKey && !input.altKey && !input.shiftKey && input.key.toLowerCase() === 'y')
    return { kind: 'redo' };
  if (command && !input.altKey && input.key.toLowerCase() === 'v') return { kind: 'paste' };
  switch (input.key) {
    case 'ArrowUp':
      return command ? { kind: 'cursor', action: { type: 'jump', to: 'top' } } : move(-1, 0);
    case 'ArrowDown':
      return command ? { kind: 'cursor', action: { type: 'jump', to: 'bottom' } } : move(1, 0);
    case 'ArrowLeft':
      return command ? { kind: 'cursor', action: { type: 'jump', to: 'rowStart' } } : move(0, -1);
    case 'ArrowRight':
      return command ? { kind: 'cursor', action: { type: 'jump', to: 'rowEnd' } } : move(0, 1);
    case 'PageUp':
      return move(-PAGE_ROWS, 0);
    case 'PageDown':
      return move(PAGE_ROWS, 0);
    case 'Home':
      return { kind: 'cursor', action: { type: 'jump', to: command ? 'top' : 'rowStart' } };
    case 'End':
      return { kind: 'cursor', action: { type: 'jump', to: command ? 'bottom' : 'rowEnd' } };
    case 'Tab':
      return { kind: 'cursor', action: { type: 'tab', back: input.shiftKey } };
    case 'Enter':
    case 'F2':
      return { kind: 'activate' };
    case 'Escape':
      return { kind: 'cursor', action: { type: 'collapse' } };
    case ' ':
      return { kind: 'toggle' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'clear' };
  }
  if (input.key.length === 1 && !command && !input.altKey) return { kind: 'type', text: input.key };
  return null;
}
