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
  const focusWanted = useRef(false);
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
    if (!focusWanted.current) return keepFocusOnCursor(tableRef.current, selector);
    const cell = tableRef.current?.querySelector<HTMLElement>(selector);
    if (cell || performance.now() > lookUntil.current) {
      focusWanted.current = false;
      cell?.focus();
      return;
    }
    // Scrolled, the row renders a frame or more later (rows are measured as they come): look again.
    params.scrollToRow(cursor.row);
    const frame = requestAnimationFrame(lookAgain);
    return () => cancelAnimationFrame(frame);
  });
  return {
    tableRef,
    /** Moves the active cell, which then takes the focus. */
    go(next: GridCursor) {
      focusWanted.current = true;
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
