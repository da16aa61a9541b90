import type { Attachment, CellValue } from '@atrium/core';

/** A cell value as the grid sends it: null clears the cell. */
export type GridValue = string | number | boolean | string[] | Attachment[] | null;

/** One cell's change: what it held before and what it holds now. */
export interface CellChange {
  recordId: string;
  fieldId: string;
  before: GridValue;
  after: GridValue;
}

/** A record as it was when added or deleted: what recreating it sends. */
export interface KeptRecord {
  id: string;
  fields: Readonly<Record<string, CellValue>>;
}

/**
 * What one action did, undone (and redone) together: the cells an edit, a paste, a toggle or a
 * clear changed; the records added from the grid; the records deleted.
 */
export type UndoEntry =
  | { kind: 'cells'; changes: readonly CellChange[] }
  | { kind: 'records'; change: 'added' | 'deleted'; records: readonly KeptRecord[] };

/** What the grid can undo (most recent last) and redo (the last undone last). */
export interface GridHistory {
  undo: readonly UndoEntry[];
  redo: readonly UndoEntry[];
}

export const EMPTY_HISTORY: GridHistory = { undo: [], redo: [] };

/** Changes the grid can undo, most recent last. */
export const UNDO_LIMIT = 50;

const isEmpty = (entry: UndoEntry) => (entry.kind === 'cells' ? entry.changes : entry.records).length === 0;

/** The stack with an entry on top; the oldest entries fall off past `limit`. Empty entries are not kept. */
export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry, limit = UNDO_LIMIT): UndoEntry[] {
  if (isEmpty(entry)) return [...stack];
  const next = [...stack, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The entry on top and the stack without it; no entry on an empty stack. */
export function popUndo(stack: readonly UndoEntry[]): { entry: UndoEntry | undefined; rest: UndoEntry[] } {
  if (stack.length === 0) return { entry: undefined, rest: [] };
  return { entry: stack[stack.length - 1], rest: stack.slice(0, -1) };
}

/**
 * The action that undoes an entry: each cell back to its value before, in reverse order; added
 * records deleted; deleted records added again.
 */
export function inverseEntry(entry: UndoEntry): UndoEntry {
  if (entry.kind === 'cells') {
    return {
      kind: 'cells',
      changes: [...entry.changes]
        .reverse()
        .map((change) => ({ ...change, before: change.after, after: change.before })),
    };
  }
  return { ...entry, change: entry.change === 'added' ? 'deleted' : 'added' };
}

/** A new action: on top of the undo stack, and nothing left to redo. */
export function recordAction(history: GridHistory, entry: UndoEntry): GridHistory {
  if (isEmpty(entry)) return history;
  return { undo: pushUndo(history.undo, entry), redo: [] };
}

/**
 * Undo and redo in two steps, since what an entry does is known only once the server answered:
 * `take` removes the top entry and says what to do (undo: its inverse; redo: the entry itself);
 * `settle` puts what was done on the other stack (the cells that saved, the records as they were
 * deleted or with the ids they were added under) and gives every entry the recreated records' new
 * ids, so later undos and redos name them.
 */
export function takeFromHistory(
  history: GridHistory,
  direction: 'undo' | 'redo',
): { action: UndoEntry; history: GridHistory } | undefined {
  const { entry, rest } = popUndo(history[direction]);
  if (!entry) return undefined;
  return { action: direction === 'undo' ? inverseEntry(entry) : entry, history: { ...history, [direction]: rest } };
}

export function settleInHistory(
  history: GridHistory,
  direction: 'undo' | 'redo',
  done: UndoEntry,
  newIds: ReadonlyMap<string, string> = new Map(),
): GridHistory {
  const settled =
    direction === 'undo'
      ? { undo: history.undo, redo: pushUndo(history.redo, inverseEntry(done)) }
      : { undo: pushUndo(history.undo, done), redo: history.redo };
  if (newIds.size === 0) return settled;
  return {
    undo: settled.undo.map((e) => renameRecords(e, newIds)),
    redo: settled.redo.map((e) => renameRecords(e, newIds)),
  };
}

/** An entry whose records were recreated under new ids. */
function renameRecords(entry: UndoEntry, newIds: ReadonlyMap<string, string>): UndoEntry {
  const id = (old: string) => newIds.get(old) ?? old;
  if (entry.kind === 'cells') {
    return { kind: 'cells', changes: entry.changes.map((c) => ({ ...c, recordId: id(c.recordId) })) };
  }
  return { ...entry, records: entry.records.map((r) => ({ ...r, id: id(r.id) })) };
}
