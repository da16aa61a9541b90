import {
  SECTION_CATALOGUE,
  SECTION_ID_LENGTH,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
  type TSection,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { copySectionAction, documentReducer, type DocumentAction, type EditorDocument } from './editor-document';

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
