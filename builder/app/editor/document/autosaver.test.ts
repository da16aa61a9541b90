import {
  SECTION_CATALOGUE,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
  type TSection,
} from '@atrium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, type AutosaveState, type SendDraft, type SendResult } from './autosaver';
import { documentReducer, type EditorDocument } from './editor-document';

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
