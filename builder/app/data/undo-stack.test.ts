import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  inverseEntry,
  popUndo,
  pushUndo,
  recordAction,
  settleInHistory,
  takeFromHistory,
  UNDO_LIMIT,
  type GridHistory,
  type UndoEntry,
} from './undo-stack';

const change = (n: number): UndoEntry => ({
  kind: 'cells',
  changes: [{ recordId: `rec${n}`, fieldId: 'fldA', before: n, after: n + 1 }],
});
const added = (...ids: string[]): UndoEntry => ({
  kind: 'records',
  change: 'added',
  records: ids.map((id) => ({ id, fields: {} })),
});

describe('undo stack', () => {
  it('pops the last entry pushed first', () => {
    let stack = pushUndo([], change(1));
    stack = pushUndo(stack, change(2));
    const { entry, rest } = popUndo(stack);
    expect(entry).toEqual(change(2));
    expect(popUndo(rest).entry).toEqual(change(1));
    expect(popUndo(popUndo(rest).rest)).toEqual({ entry: undefined, rest: [] });
  });

  it(`keeps the last ${UNDO_LIMIT} entries`, () => {
    let stack: UndoEntry[] = [];
    for (let n = 1; n <= UNDO_LIMIT + 5; n += 1) stack = pushUndo(stack, change(n));
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]).toEqual(change(6));
    expect(stack.at(-1)).toEqual(change(UNDO_LIMIT + 5));
    expect(pushUndo([change(1), change(2)], change(3), 2)).toEqual([change(2), change(3)]);
  });

  it('does not keep an action that changed nothing, and does not change the stack it was given', () => {
    const stack = [change(1)];
    expect(pushUndo(stack, { kind: 'cells', changes: [] })).toEqual([change(1)]);
    expect(pushUndo(stack, { kind: 'records', change: 'deleted', records: [] })).toEqual([change(1)]);
    pushUndo(stack, change(2));
    expect(stack).toEqual([change(1)]);
  });

  it('undoes cells by saving the values before, last change first', () => {
    const entry: UndoEntry = {
      kind: 'cells',
      changes: [
        { recordId: 'rec1', fieldId: 'fldA', before: 'a', after: 'b' },
        { recordId: 'rec1', fieldId: 'fldB', before: null, after: 3 },
      ],
    };
    expect(inverseEntry(entry)).toEqual({
      kind: 'cells',
      changes: [
        { recordId: 'rec1', fieldId: 'fldB', before: 3, after: null },
        { recordId: 'rec1', fieldId: 'fldA', before: 'b', after: 'a' },
      ],
    });
    expect(inverseEntry(inverseEntry(entry))).toEqual(entry);
  });

  it('undoes an added record by deleting it, and deleted records by adding them again', () => {
    expect(inverseEntry(added('rec1'))).toEqual({
      kind: 'records',
      change: 'deleted',
      records: [{ id: 'rec1', fields: {} }],
    });
    const deleted: UndoEntry = { kind: 'records', change: 'deleted', records: [{ id: 'rec2', fields: { fldA: 'x' } }] };
    expect(inverseEntry(deleted)).toEqual({ ...deleted, change: 'added' });
  });
});

describe('history: undo and redo', () => {
  it('undoes, redoes and undoes again; a new action leaves nothing to redo', () => {
    let history = recordAction(recordAction(EMPTY_HISTORY, change(1)), change(2));
    const undo = takeFromHistory(history, 'undo')!;
    expect(undo.action).toEqual(inverseEntry(change(2)));
    history = settleInHistory(undo.history, 'undo', undo.action);
    expect(history).toEqual({ undo: [change(1)], redo: [change(2)] });

    const redo = takeFromHistory(history, 'redo')!;
    expect(redo.action).toEqual(change(2));
    history = settleInHistory(redo.history, 'redo', redo.action);
    expect(history).toEqual({ undo: [change(1), change(2)], redo: [] });

    const again = takeFromHistory(history, 'undo')!;
    history = settleInHistory(again.history, 'undo', again.action);
    expect(recordAction(history, change(3))).toEqual({ undo: [change(1), change(3)], redo: [] });
    expect(takeFromHistory(EMPTY_HISTORY, 'redo')).toBeUndefined();
  });

  it('puts on the other stack only what was done (the cells that saved)', () => {
    const two: UndoEntry = {
      kind: 'cells',
      changes: [
        { recordId: 'rec1', fieldId: 'fldA', before: 1, after: 2 },
        { recordId: 'rec2', fieldId: 'fldA', before: 1, after: 2 },
      ],
    };
    const undo = takeFromHistory({ undo: [two], redo: [] }, 'undo')!;
    const savedOnly: UndoEntry = {
      kind: 'cells',
      changes: [{ recordId: 'rec2', fieldId: 'fldA', before: 2, after: 1 }],
    };
    expect(settleInHistory(undo.history, 'undo', savedOnly)).toEqual({
      undo: [],
      redo: [{ kind: 'cells', changes: [{ recordId: 'rec2', fieldId: 'fldA', before: 1, after: 2 }] }],
    });
    // Nothing saved: nothing to redo.
    expect(settleInHistory(undo.history, 'undo', { kind: 'cells', changes: [] })).toEqual(EMPTY_HISTORY);
  });

  it('keeps the stacks naming deleted records that came back under new ids', () => {
    const deleted: UndoEntry = {
      kind: 'records',
      change: 'deleted',
      records: [{ id: 'recOld', fields: { fldA: 'kept' } }],
    };
    const edit: UndoEntry = {
      kind: 'cells',
      changes: [{ recordId: 'recOld', fieldId: 'fldA', before: 'x', after: 'kept' }],
    };
    const history: GridHistory = { undo: [edit, deleted], redo: [] };
    const undo = takeFromHistory(history, 'undo')!;
    expect(undo.action).toEqual({ ...deleted, change: 'added' });
    // The server added it again as recNew.
    const done: UndoEntry = { kind: 'records', change: 'added', records: [{ id: 'recNew', fields: { fldA: 'kept' } }] };
    const settled = settleInHistory(undo.history, 'undo', done, new Map([['recOld', 'recNew']]));
    expect(settled.undo).toEqual([
      { kind: 'cells', changes: [{ recordId: 'recNew', fieldId: 'fldA', before: 'x', after: 'kept' }] },
    ]);
    // Redo deletes the record under its new id.
    expect(settled.redo).toEqual([
      { kind: 'records', change: 'deleted', records: [{ id: 'recNew', fields: { fldA: 'kept' } }] },
    ]);
    expect(takeFromHistory(settled, 'redo')!.action).toEqual(settled.redo[0]);
  });

  it('undoes an added record (deleted with what it held then) and redoes it under a new id', () => {
    const history = recordAction(EMPTY_HISTORY, added('recA'));
    const undo = takeFromHistory(history, 'undo')!;
    expect(undo.action).toEqual({ kind: 'records', change: 'deleted', records: [{ id: 'recA', fields: {} }] });
    const done: UndoEntry = {
      kind: 'records',
      change: 'deleted',
      records: [{ id: 'recA', fields: { fldA: 'typed' } }],
    };
    const afterUndo = settleInHistory(undo.history, 'undo', done);
    expect(afterUndo.redo).toEqual([
      { kind: 'records', change: 'added', records: [{ id: 'recA', fields: { fldA: 'typed' } }] },
    ]);
    const redo = takeFromHistory(afterUndo, 'redo')!;
    const again: UndoEntry = { kind: 'records', change: 'added', records: [{ id: 'recB', fields: { fldA: 'typed' } }] };
    expect(settleInHistory(redo.history, 'redo', again, new Map([['recA', 'recB']]))).toEqual({
      undo: [again],
      redo: [],
    });
  });
});
