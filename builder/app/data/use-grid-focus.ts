import { useEffect, useReducer, useRef, type Dispatch, type SetStateAction } from 'react';
import { moveCursor, type GridCursor, type GridSize } from './grid-cursor';

/** Frames to wait for a row scrolled to before giving up on focusing it (a second at 60 fps). */
const LOOKS_MAX = 60;

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
  const lookedAgain = useRef(0);
  const { rows, cols } = size;
  useEffect(() => {
    if (cursor.row > rows || cursor.col >= cols) {
      setCursor((c) => moveCursor(c, { type: 'select', row: c.row, col: c.col }, { rows, cols }));
    }
  }, [cursor.row, cursor.col, rows, cols, setCursor]);
  useEffect(() => {
    if (!focusWanted.current || cursor.editing) return;
    const selector = cursor.row >= rows ? '[data-add-row]' : `[data-cell="${cursor.row}:${cursor.col}"]`;
    const cell = tableRef.current?.querySelector<HTMLElement>(selector);
    if (cell || lookedAgain.current > LOOKS_MAX) {
      focusWanted.current = false;
      lookedAgain.current = 0;
      cell?.focus();
      return;
    }
    // Scrolled, the row renders a frame or two later (rows are measured as they come): look again.
    lookedAgain.current += 1;
    params.scrollToRow(cursor.row);
    const frame = requestAnimationFrame(lookAgain);
    return () => cancelAnimationFrame(frame);
  });
  return {
    tableRef,
    /** Moves the active cell, which then takes the focus. */
    go(next: GridCursor) {
      focusWanted.current = true;
      lookedAgain.current = 0;
      setCursor(next);
    },
  };
}
