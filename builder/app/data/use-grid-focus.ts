import { useEffect, useReducer, useRef, type Dispatch, type SetStateAction } from 'react';
import { moveCursor, type GridCursor, type GridSize } from './grid-cursor';

/**
 * How long to keep looking for a row scrolled to before giving up on focusing it: rows render a
 * frame or more after the scroll, and a slow or busy machine takes many frames.
 */
const LOOK_FOR_MS = 5_000;

/**
 * Keeps the active cell inside the grid when it shrinks (a search, a deleted field), and gives it
 * the focus after a key moved it (`go`), once its row is rendered: a row the virtualised
 * body has not rendered is scrolled into view first.
 */
export function useGridFocus(params: {
  cursor: GridCursor;
  setCursor: Dispatch<SetStateAction<GridCursor>>;
  size: GridSize;
  scrollToRow: (row: number) => void;
}) {
  const { cursor, setCursor, size } = params;
  const tableRef = useRef<HTMLTableElement>(null);
  /** Where a key moved the active cell, until that cell has the focus. */
  const focusWanted = useRef<{ row: number; col: number } | null>(null);
  const [, lookAgain] = useReducer((n: number) => n + 1, 0);
  const lookUntil = useRef(0);
  const { rows, cols } = size;
  useEffect(() => {
    if (cursor.row > rows || cursor.col >= cols) {
      setCursor((c) => moveCursor(c, { type: 'select', row: c.row, col: c.col }, { rows, cols }));
    }
  }, [cursor.row, cursor.col, rows, cols, setCursor]);
  useEffect(() => {
    if (cursor.editing) return;
    const selector = cursor.row >= rows ? '[data-add-row]' : `[data-cell="${cursor.row}:${cursor.col}"]`;
    const wanted = focusWanted.current;
    if (!wanted) return keepFocusOnCursor(tableRef.current, selector);
    const late = performance.now() > lookUntil.current;
    // A render that was under way when the key came (a page arriving) still has the old cursor:
    // the key's own render follows. Focusing the old cell here lost the key (a fast Ctrl+Home).
    if (wanted.row !== cursor.row || wanted.col !== cursor.col) {
      if (late) focusWanted.current = null;
      return;
    }
    const cell = tableRef.current?.querySelector<HTMLElement>(selector);
    if (cell || late) {
      focusWanted.current = null;
      cell?.focus();
      return;
    }
    // Scrolled, the row renders a frame or more later (rows are measured as they come): look again.
    // Meanwhile the grid holds the focus: the cell that had it may scroll out of the page first,
    // and the focus would fall to the page, where the next key (a fast Ctrl+Home) goes unheard.
    holdFocusInGrid(tableRef.current);
    params.scrollToRow(cursor.row);
    const frame = requestAnimationFrame(lookAgain);
    return () => cancelAnimationFrame(frame);
  });
  return {
    tableRef,
    /** Moves the active cell, which then takes the focus. */
    go(next: GridCursor) {
      focusWanted.current = { row: next.row, col: next.col };
      lookUntil.current = performance.now() + LOOK_FOR_MS;
      setCursor(next);
    },
  };
}

/**
 * While a cell of the grid has the focus, it is the active cell's: a render that moved the cursor
 * without a key (a record added from the add row, whose row appears in the same render as the
 * cursor on it) takes the focus along. Focus elsewhere (the header, a dialog, the page after the
 * row scrolled away) is left where it is, and nothing is scrolled.
 */
function keepFocusOnCursor(table: HTMLTableElement | null, selector: string) {
  const active = document.activeElement;
  if (!table || !(active instanceof HTMLElement) || !table.contains(active)) return;
  if (!active.closest('[data-cell], [data-add-row]')) return;
  const cell = table.querySelector<HTMLElement>(selector);
  if (cell && !cell.contains(active)) cell.focus({ preventScroll: true });
}

function holdFocusInGrid(table: HTMLTableElement | null) {
  const active = document.activeElement;
  if (!table || active === table || !(active instanceof HTMLElement) || !table.contains(active)) return;
  if (active.closest('[data-cell], [data-add-row]')) table.focus({ preventScroll: true });
}
