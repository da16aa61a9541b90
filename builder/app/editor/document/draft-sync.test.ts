import {
  SECTION_CATALOGUE,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
  type TSection,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { afterSave, baselineOf, reconcileWithServer, saveRequest, sameJson, unsavedParts } from './draft-sync';
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
