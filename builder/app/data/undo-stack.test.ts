import { describe, expect, it } from 'vitest';
import { popUndo, pushUndo, undoChanges, UNDO_LIMIT, type UndoEntry } from './undo-stack';

const change = (n: number): UndoEntry => [{ recordId: `rec${n}`, fieldId: 'fldA', before: n, after: n + 1 }];

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
    expect(pushUndo(stack, [])).toEqual([change(1)]);
    pushUndo(stack, change(2));
    expect(stack).toEqual([change(1)]);
  });

  it('undoes an entry by saving the values before, last change first', () => {
    const entry: UndoEntry = [
      { recordId: 'rec1', fieldId: 'fldA', before: 'a', after: 'b' },
      { recordId: 'rec1', fieldId: 'fldB', before: null, after: 3 },
    ];
    expect(undoChanges(entry)).toEqual([
      { recordId: 'rec1', fieldId: 'fldB', before: 3, after: null },
      { recordId: 'rec1', fieldId: 'fldA', before: 'b', after: 'a' },
    ]);
  });
});
