import {
  SECTION_CATALOGUE,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
  type TSection,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  COALESCE_MS,
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  historyReducer,
  initialHistory,
  type DocumentHistory,
  type HistoryAction,
} from './document-history';
import { type DocumentAction, type EditorDocument } from './editor-document';

const section = (id: string, heading = id): TSection => ({ ...SECTION_CATALOGUE.content.create({ heading }), id });

function makeDoc(ids: string[] = ['a', 'b', 'c']): EditorDocument {
  return {
    pageId: 'page1',
    contents: { ...emptyPageContents(), sections: ids.map((id) => section(id)) },
    header: defaultHeader(),
    footer: defaultFooter(),
    theme: defaultTheme(),
  };
}

const ids = (doc: EditorDocument) => doc.contents.sections.map((s) => s.id);
const run = (state: DocumentHistory, actions: HistoryAction[]) => actions.reduce(historyReducer, state);
const edit = (action: DocumentAction, at = 0): HistoryAction => ({ type: 'edit', action, at });
const typing = (id: string, heading: string, at: number): HistoryAction =>
  edit({ type: 'replace-section-data', id, target: 'heading', data: { ...section(id).data, heading } }, at);

describe('[EDITOR] undo and redo', () => {
  it('undoes and redoes each edit; a new edit clears redo', () => {
    const start = initialHistory(makeDoc());
    expect(canUndo(start)).toBe(false);
    const moved = run(start, [
      edit({ type: 'move-section', from: 0, to: 1 }),
      edit({ type: 'remove-section', id: 'c' }),
    ]);
    expect(ids(moved.present)).toEqual(['b', 'a']);
    const undone = run(moved, [{ type: 'undo' }]);
    expect(ids(undone.present)).toEqual(['b', 'a', 'c']);
    expect(canRedo(undone)).toBe(true);
    expect(ids(run(undone, [{ type: 'undo' }]).present)).toEqual(['a', 'b', 'c']);
    expect(ids(run(undone, [{ type: 'redo' }]).present)).toEqual(['b', 'a']);
    const branched = run(undone, [edit({ type: 'copy-section', id: 'a', newId: 'a2' })]);
    expect(canRedo(branched)).toBe(false);
    expect(ids(branched.present)).toEqual(['b', 'a', 'a2', 'c']);
  });

  it('ignores undo and redo with nothing to undo or redo, and edits that change nothing', () => {
    const start = initialHistory(makeDoc());
    expect(run(start, [{ type: 'undo' }, { type: 'redo' }])).toBe(start);
    // Move up of the first section (the toolbar disables it; the reducer ignores it too).
    expect(run(start, [edit({ type: 'move-section', from: 0, to: -1 })])).toBe(start);
  });

  it('merges typing into one section field within a second into one step', () => {
    const start = initialHistory(makeDoc());
    const typed = run(start, [
      typing('a', 'H', 0),
      typing('a', 'He', 300),
      typing('a', 'Hel', 900),
      typing('a', 'Hell', 1800),
    ]);
    expect(typed.past).toHaveLength(1);
    expect(typed.present.contents.sections[0]!.data.heading).toBe('Hell');
    expect(run(typed, [{ type: 'undo' }]).present.contents.sections[0]!.data.heading).toBe('a');
  });

  it('starts a new step after a pause, for another field or section, or after another edit', () => {
    const start = initialHistory(makeDoc());
    const paused = run(start, [typing('a', 'H', 0), typing('a', 'He', COALESCE_MS + 1)]);
    expect(paused.past).toHaveLength(2);
    const otherSection = run(start, [typing('a', 'H', 0), typing('b', 'H', 10)]);
    expect(otherSection.past).toHaveLength(2);
    const otherField = run(start, [
      typing('a', 'H', 0),
      edit({ type: 'replace-section-data', id: 'a', target: 'body', data: section('a').data }, 10),
    ]);
    expect(otherField.past).toHaveLength(2);
    const interrupted = run(start, [
      typing('a', 'H', 0),
      edit({ type: 'move-section', from: 0, to: 1 }, 5),
      typing('a', 'He', 10),
    ]);
    expect(interrupted.past).toHaveLength(3);
    const afterUndo = run(start, [typing('a', 'H', 0), typing('b', 'X', 5), { type: 'undo' }, typing('a', 'He', 10)]);
    expect(afterUndo.past).toHaveLength(2);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let state = initialHistory(makeDoc(['a', 'b']));
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      state = historyReducer(state, edit({ type: 'move-section', from: 0, to: 1 }));
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) state = historyReducer(state, { type: 'undo' });
    expect(canUndo(state)).toBe(false);
    expect(state.future).toHaveLength(HISTORY_LIMIT);
  });

  it('load replaces the document and forgets history (switching page)', () => {
    const edited = run(initialHistory(makeDoc()), [edit({ type: 'remove-section', id: 'a' })]);
    const other = { ...makeDoc(['z']), pageId: 'page2' };
    const loaded = run(edited, [{ type: 'load', document: other }]);
    expect(loaded).toEqual(initialHistory(other));
    expect(canUndo(loaded)).toBe(false);
  });

  it('sync takes a server part into every step; server contents start a fresh history', () => {
    const edited = run(initialHistory(makeDoc()), [edit({ type: 'remove-section', id: 'a' })]);
    const header = { ...defaultHeader(), disabled: true };
    const synced = run(edited, [{ type: 'sync', parts: { header } }]);
    expect(synced.present.header).toBe(header);
    expect(ids(synced.present)).toEqual(['b', 'c']);
    const undone = run(synced, [{ type: 'undo' }]);
    expect(ids(undone.present)).toEqual(['a', 'b', 'c']);
    expect(undone.present.header).toBe(header);
    const contents = { ...emptyPageContents(), sections: [section('q')] };
    const fresh = run(synced, [{ type: 'sync', parts: { contents } }]);
    expect(ids(fresh.present)).toEqual(['q']);
    expect(canUndo(fresh)).toBe(false);
  });
});
