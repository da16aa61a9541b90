import {
  SECTION_CATALOGUE,
  SECTION_ID_LENGTH,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
  type TSection,
} from '@atrium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, type AutosaveState, type SendDraft, type SendResult } from '../app/editor/document/autosaver';
import {
  COALESCE_MS,
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  historyReducer,
  initialHistory,
  type DocumentHistory,
  type HistoryAction,
} from '../app/editor/document/document-history';
import {
  afterSave,
  baselineOf,
  reconcileWithServer,
  saveRequest,
  sameJson,
  unsavedParts,
} from '../app/editor/document/draft-sync';
import {
  copySectionAction,
  documentReducer,
  type DocumentAction,
  type EditorDocument,
} from '../app/editor/document/editor-document';
import { shortcutOf } from '../app/editor/document/use-undo-shortcuts';
import { removeDialogCopy } from '../app/editor/components/remove-section-modal';
import { sectionLabel } from '../app/editor/components/section-list';

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
const apply = (doc: EditorDocument, actions: DocumentAction[]) => actions.reduce(documentReducer, doc);
const run = (state: DocumentHistory, actions: HistoryAction[]) => actions.reduce(historyReducer, state);
const edit = (action: DocumentAction, at = 0): HistoryAction => ({ type: 'edit', action, at });
const typing = (id: string, heading: string, at: number): HistoryAction =>
  edit({ type: 'replace-section-data', id, target: 'heading', data: { ...section(id).data, heading } }, at);

describe('[EDITOR] document actions', () => {
  it('adds a given section at an index, clamped to the list', () => {
    const doc = makeDoc();
    expect(ids(documentReducer(doc, { type: 'add-section', index: 1, section: section('x') }))).toEqual([
      'a',
      'x',
      'b',
      'c',
    ]);
    expect(ids(documentReducer(doc, { type: 'add-section', index: 0, section: section('x') }))[0]).toBe('x');
    expect(ids(documentReducer(doc, { type: 'add-section', index: 99, section: section('x') }))).toEqual([
      'a',
      'b',
      'c',
      'x',
    ]);
    expect(ids(documentReducer(makeDoc([]), { type: 'add-section', index: 0, section: section('x') }))).toEqual(['x']);
  });

  it('moves a section; moves past either end change nothing', () => {
    const doc = makeDoc();
    expect(ids(documentReducer(doc, { type: 'move-section', from: 0, to: 2 }))).toEqual(['b', 'c', 'a']);
    expect(ids(documentReducer(doc, { type: 'move-section', from: 2, to: 1 }))).toEqual(['a', 'c', 'b']);
    expect(documentReducer(doc, { type: 'move-section', from: 0, to: -1 })).toBe(doc);
    expect(documentReducer(doc, { type: 'move-section', from: 2, to: 3 })).toBe(doc);
    expect(documentReducer(doc, { type: 'move-section', from: 1, to: 1 })).toBe(doc);
  });

  it('copies a section right below itself with a new 12-character id and its own data', () => {
    const doc = makeDoc();
    const action = copySectionAction('a');
    expect(action).toMatchObject({ type: 'copy-section', id: 'a' });
    const newId = (action as { newId: string }).newId;
    expect(newId).toMatch(new RegExp(`^[a-z0-9]{${SECTION_ID_LENGTH}}$`));
    expect(newId).not.toBe((copySectionAction('a') as { newId: string }).newId);
    const next = documentReducer(doc, action);
    expect(ids(next)).toEqual(['a', newId, 'b', 'c']);
    expect(next.contents.sections[1]!.data).toEqual(doc.contents.sections[0]!.data);
    expect(next.contents.sections[1]!.data).not.toBe(doc.contents.sections[0]!.data);
    expect(documentReducer(doc, { type: 'copy-section', id: 'nope', newId: 'x' })).toBe(doc);
  });

  it('removes a section by id; an unknown id changes nothing', () => {
    const doc = makeDoc();
    expect(ids(documentReducer(doc, { type: 'remove-section', id: 'b' }))).toEqual(['a', 'c']);
    expect(documentReducer(doc, { type: 'remove-section', id: 'nope' })).toBe(doc);
  });

  it("replaces one section's data by id and leaves the others as they were", () => {
    const doc = makeDoc();
    const data = { ...doc.contents.sections[1]!.data, heading: 'New heading' };
    const next = documentReducer(doc, { type: 'replace-section-data', id: 'b', data });
    expect(next.contents.sections[1]!.data.heading).toBe('New heading');
    expect(next.contents.sections[0]).toBe(doc.contents.sections[0]);
    expect(documentReducer(doc, { type: 'replace-section-data', id: 'nope', data })).toBe(doc);
    // The listing editor saves a new layout with the data.
    const relaid = documentReducer(doc, { type: 'replace-section-data', id: 'b', data, sectionName: 'hero02' });
    expect(relaid.contents.sections[1]!.sectionName).toBe('hero02');
    expect(next.contents.sections[1]!.sectionName).toBe(doc.contents.sections[1]!.sectionName);
  });

  it('sets the header, footer and theme', () => {
    const doc = makeDoc();
    const header = { ...doc.header, disabled: true };
    const footer = { ...doc.footer, description: 'Hello' };
    const theme = { ...doc.theme, accentColor: '#123456' };
    const next = apply(doc, [
      { type: 'set-header', header },
      { type: 'set-footer', footer },
      { type: 'set-theme', theme },
    ]);
    expect(next).toEqual({ ...doc, header, footer, theme });
    expect(next.contents).toBe(doc.contents);
  });

  it('runs a sequence: copy, move the copy to the top, remove the original', () => {
    const copy = { type: 'copy-section', id: 'b', newId: 'b2' } as const;
    const next = apply(makeDoc(), [
      copy,
      { type: 'move-section', from: 2, to: 0 },
      { type: 'remove-section', id: 'b' },
    ]);
    expect(ids(next)).toEqual(['b2', 'a', 'c']);
  });
});

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

describe('[EDITOR] keyboard shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it('maps Ctrl/Cmd+Z to undo and Shift+Ctrl/Cmd+Z or Ctrl+Y to redo', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('z'))).toBeNull();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('c', { ctrlKey: true }))).toBeNull();
  });
});

describe('[EDITOR] section list copy', () => {
  it("names sections by position and type, and uses the spec's remove dialogs", () => {
    expect(sectionLabel(section('a'), 1)).toBe('Section 2: Content');
    expect(removeDialogCopy('content')).toMatchObject({ title: 'Remove Section?', confirm: 'Confirm' });
    expect(removeDialogCopy('form')).toMatchObject({
      title: 'Remove Form?',
      confirm: 'Yes, remove it',
      cancel: 'No, cancel',
    });
    expect(removeDialogCopy('formEmbed').title).toBe('Remove Form?');
    expect(removeDialogCopy('data').body).toBe('Do you want to continue removing this listing from your portal?');
  });
});

describe('[EDITOR] draft sync', () => {
  const t0 = '2025-01-01T00:00:00.000Z';
  const t1 = '2025-01-01T00:00:01.000Z';
  const t2 = '2025-01-01T00:00:02.000Z';

  it('sends only the parts that changed since the last save, with the revision they are based on', () => {
    const doc = makeDoc();
    const baseline = baselineOf(doc, t0);
    expect(saveRequest(baseline, doc)).toBeUndefined();
    const moved = documentReducer(doc, { type: 'move-section', from: 0, to: 1 });
    expect(saveRequest(baseline, moved)).toEqual({ pageId: 'page1', baseUpdatedAt: t0, contents: moved.contents });
    const themed = documentReducer(moved, { type: 'set-theme', theme: { ...doc.theme, accentColor: '#000000' } });
    expect(unsavedParts(baseline, themed)).toEqual(['contents', 'theme']);
    const saved = afterSave(baseline, themed, ['contents', 'theme'], t1);
    expect(saved.revision).toBe(t1);
    expect(saveRequest(saved, themed)).toBeUndefined();
  });

  it("takes the server's version of parts the editor did not change, and ignores older data", () => {
    const doc = makeDoc();
    const baseline = baselineOf(doc, t1);
    const header = { ...doc.header, nav: [] as typeof doc.header.nav, disabled: true };
    const server = { ...doc, header };
    const { baseline: next, sync } = reconcileWithServer(baseline, doc, server, t2);
    expect(sync).toEqual({ header });
    expect(next.revision).toBe(t2);
    expect(next.parts.header).toBe(header);
    // A load that started before the last save landed.
    expect(reconcileWithServer(baseline, doc, server, t0)).toEqual({ baseline, sync: null });
  });

  it('keeps unsaved parts and the old revision when the server changed them too (a conflict)', () => {
    const doc = makeDoc();
    const baseline = baselineOf(doc, t1);
    const mine = documentReducer(doc, { type: 'remove-section', id: 'a' });
    const theirs = { ...doc, contents: { ...doc.contents, sections: [section('z')] } };
    const { baseline: next, sync } = reconcileWithServer(baseline, mine, theirs, t2);
    expect(sync).toBeNull();
    expect(next.revision).toBe(t1);
    // The same contents re-serialised by the server (another key order) are not a change.
    const reverseKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverseKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverseKeys(v)]),
            )
          : value;
    const reordered = reverseKeys(doc.contents) as typeof doc.contents;
    expect(Object.keys(reordered)).toEqual(Object.keys(doc.contents).reverse());
    expect(sameJson(reordered, doc.contents)).toBe(true);
    expect(reconcileWithServer(baseline, mine, { ...doc, contents: reordered }, t2).baseline.revision).toBe(t2);
  });
});

describe('[EDITOR] autosave', () => {
  let states: AutosaveState['status'][];
  let calls: Array<{ body: Record<string, unknown>; resolve: (r: SendResult) => void }>;
  const send: SendDraft = (_endpoint, body) =>
    new Promise((resolve) => calls.push({ body: body as Record<string, unknown>, resolve }));

  function makeSaver(doc: EditorDocument) {
    return new Autosaver({
      endpoint: '/api/sites/s1/draft',
      document: doc,
      revision: '2025-01-01T00:00:00.000Z',
      onState: (s) => states.push(s.status),
      send,
      delayMs: 800,
      retryDelaysMs: [1000, 2000],
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    calls = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a quiet period, then sends the latest document once', async () => {
    let doc = makeDoc();
    const saver = makeSaver(doc);
    doc = documentReducer(doc, { type: 'move-section', from: 0, to: 1 });
    saver.update(doc);
    await vi.advanceTimersByTimeAsync(500);
    doc = documentReducer(doc, { type: 'remove-section', id: 'c' });
    saver.update(doc);
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    expect(saver.current.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.contents).toBe(doc.contents);
    expect(saver.current.status).toBe('saving');
    calls[0]!.resolve({ ok: true, updatedAt: '2025-01-01T00:00:05.000Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.status).toBe('saved');
    expect(states).toEqual(['unsaved', 'saving', 'saved']);
  });

  it('keeps one save in flight and sends what changed meanwhile right after it', async () => {
    let doc = makeDoc();
    const saver = makeSaver(doc);
    doc = documentReducer(doc, { type: 'remove-section', id: 'a' });
    saver.update(doc);
    const flushed = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    doc = documentReducer(doc, { type: 'remove-section', id: 'b' });
    saver.update(doc);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ ok: true, updatedAt: '2025-01-01T00:00:05.000Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(ids({ ...doc, contents: calls[1]!.body.contents as EditorDocument['contents'] })).toEqual(['c']);
    expect(calls[1]!.body.baseUpdatedAt).toBe('2025-01-01T00:00:05.000Z');
    calls[1]!.resolve({ ok: true, updatedAt: '2025-01-01T00:00:06.000Z' });
    expect(await flushed).toBe(true);
    expect(saver.current.status).toBe('saved');
  });

  it('retries network and server failures with backoff, never dropping the changes', async () => {
    let doc = makeDoc();
    const saver = makeSaver(doc);
    doc = documentReducer(doc, { type: 'remove-section', id: 'a' });
    saver.update(doc);
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.resolve({ ok: false, status: 0, error: 'offline' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ ok: false, status: 503, error: 'down' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]!.body.contents).toBe(doc.contents);
    calls[2]!.resolve({ ok: true, updatedAt: '2025-01-01T00:00:05.000Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.status).toBe('saved');
  });

  it('stops on a refusal or a conflict until the next change or a reload', async () => {
    let doc = makeDoc();
    const saver = makeSaver(doc);
    doc = documentReducer(doc, { type: 'remove-section', id: 'a' });
    saver.update(doc);
    const refused = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve({ ok: false, status: 400, error: 'The page could not be saved' });
    expect(await refused).toBe(false);
    expect(saver.current).toEqual({ status: 'failed', message: 'The page could not be saved' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    doc = documentReducer(doc, { type: 'remove-section', id: 'b' });
    saver.update(doc);
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ ok: false, status: 409, error: 'Changed elsewhere' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.status).toBe('conflict');
    saver.update(documentReducer(doc, { type: 'remove-section', id: 'c' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('is saved again when the edits are undone back to what the server has', async () => {
    const doc = makeDoc();
    const saver = makeSaver(doc);
    saver.update(documentReducer(doc, { type: 'remove-section', id: 'a' }));
    expect(saver.current.status).toBe('unsaved');
    saver.update(doc);
    expect(saver.current.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
  });
});
