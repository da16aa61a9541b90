import type { Attachment } from '@atrium/core';

/** A cell value as the grid sends it: null clears the cell. */
export type GridValue = string | number | boolean | string[] | Attachment[] | null;

/** One cell's change: what it held before and what it holds now. */
export interface CellChange {
  recordId: string;
  fieldId: string;
  before: GridValue;
  after: GridValue;
}

/** The changes one action made (an edit, a paste, a toggle), undone together. */
export type UndoEntry = readonly CellChange[];

/** Changes the grid can undo, most recent last. */
export const UNDO_LIMIT = 50;

/** The stack with an entry on top; the oldest entries fall off past `limit`. Empty entries are not kept. */
export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry, limit = UNDO_LIMIT): UndoEntry[] {
  if (entry.length === 0) return [...stack];
  const next = [...stack, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The entry on top and the stack without it; no entry on an empty stack. */
export function popUndo(stack: readonly UndoEntry[]): { entry: UndoEntry | undefined; rest: UndoEntry[] } {
  if (stack.length === 0) return { entry: undefined, rest: [] };
  return { entry: stack[stack.length - 1], rest: stack.slice(0, -1) };
}

/** What undoing an entry saves: each cell back to its value before, in reverse order. */
export function undoChanges(entry: UndoEntry): CellChange[] {
  return [...entry].reverse().map((change) => ({ ...change, before: change.after, after: change.before }));
}
