import {
  SECTION_CATALOGUE,
  dataWithLayout,
  defaultFooter,
  defaultHeader,
  defaultTheme,
  emptyPageContents,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import type { DataSection, ListingDraft } from '../../sections/data/listing-editor/listing-document';
import { canUndo, historyReducer, initialHistory, type DocumentHistory } from './document-history';
import type { EditorDocument } from './editor-document';
import { draftOf, listingChange, stepChangesSection } from './listing-edits';

const listing = (id: string): DataSection => ({ ...SECTION_CATALOGUE.data.create({ heading: 'Projects' }), id });
const other = () => ({ ...SECTION_CATALOGUE.content.create({ heading: 'About' }), id: 'about0000000' });

function makeDoc(): EditorDocument {
  return {
    pageId: 'page1',
    contents: { ...emptyPageContents(), sections: [other(), listing('listing00000')] },
    header: defaultHeader(),
    footer: defaultFooter(),
    theme: defaultTheme(),
  };
}

const sectionOf = (state: DocumentHistory) => state.present.contents.sections[1] as DataSection;

/** The listing editor's change applied as the page editor does: an edit at `at` ms, or nothing. */
function change(state: DocumentHistory, next: (draft: ListingDraft) => ListingDraft, target?: string, at = 0) {
  const outcome = listingChange(sectionOf(state), next(draftOf(sectionOf(state))), target);
  return outcome.kind === 'edit' ? historyReducer(state, { type: 'edit', action: outcome.action, at }) : state;
}
const heading = (text: string) => (d: ListingDraft) => ({ ...d, data: { ...d.data, heading: text } });

describe('[LISTING-AUTOSAVE] listing editor changes as page edits', () => {
  it('puts a valid change in the page as an edit of that section', () => {
    const section = listing('listing00000');
    const outcome = listingChange(section, { ...draftOf(section), data: { ...section.data, pageSize: 12 } }, 'p');
    expect(outcome).toEqual({
      kind: 'edit',
      action: {
        type: 'replace-section-data',
        id: 'listing00000',
        data: { ...section.data, pageSize: 12 },
        sectionName: undefined,
        target: 'p',
      },
    });
  });

  it('keeps an invalid draft out of the page, with the schema message', () => {
    const section = listing('listing00000');
    const outcome = listingChange(section, { ...draftOf(section), data: { ...section.data, pageSize: 0 } });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') {
      expect(outcome.message).toMatch(/./);
      expect(outcome.draft.data.pageSize).toBe(0);
    }
  });

  it('does nothing when the draft is what the page has', () => {
    const section = listing('listing00000');
    expect(listingChange(section, draftOf(section), 'heading')).toEqual({ kind: 'unchanged' });
  });

  it('merges typing into one field into one undo step, and one undo brings the last change back', () => {
    let state = initialHistory(makeDoc());
    state = change(state, heading('P'), 'header:heading', 0);
    state = change(state, heading('Pr'), 'header:heading', 200);
    state = change(state, heading('Pro'), 'header:heading', 400);
    expect(state.past).toHaveLength(1);
    state = change(state, (d) => ({ ...d, data: { ...d.data, pageSize: 6 } }), 'appearance:pageSize', 500);
    expect(state.past).toHaveLength(2);
    state = historyReducer(state, { type: 'undo' });
    expect(sectionOf(state).data.pageSize).not.toBe(6);
    expect(sectionOf(state).data.heading).toBe('Pro');
    state = historyReducer(state, { type: 'undo' });
    expect(sectionOf(state).data.heading).toBe('Projects');
    expect(canUndo(state)).toBe(false);
  });

  it('makes a new layout its own step even right after typing', () => {
    let state = initialHistory(makeDoc());
    state = change(state, heading('P'), 'header:heading', 0);
    state = change(
      state,
      (d) => ({ sectionName: 'list1', data: dataWithLayout(d.data, 'list1') }),
      'header:heading',
      10,
    );
    expect(state.past).toHaveLength(2);
    expect(sectionOf(state).sectionName).toBe('list1');
    state = historyReducer(state, { type: 'undo' });
    expect(sectionOf(state).sectionName).toBe(sectionOf(initialHistory(makeDoc())).sectionName);
    expect(sectionOf(state).data.heading).toBe('P');
  });

  it('undoes in the listing editor only steps that change its section', () => {
    let state = initialHistory(makeDoc());
    state = historyReducer(state, { type: 'edit', action: { type: 'move-section', from: 0, to: 1 }, at: 0 });
    const id = 'listing00000';
    expect(stepChangesSection(state.present, state.past.at(-1), id)).toBe(false);
    const listingIndex = state.present.contents.sections.findIndex((s) => s.id === id);
    const current = state.present.contents.sections[listingIndex] as DataSection;
    const outcome = listingChange(current, { ...draftOf(current), data: { ...current.data, heading: 'New' } });
    if (outcome.kind !== 'edit') throw new Error('expected an edit');
    state = historyReducer(state, { type: 'edit', action: outcome.action, at: 5000 });
    expect(stepChangesSection(state.present, state.past.at(-1), id)).toBe(true);
    expect(stepChangesSection(state.present, state.past.at(-1), 'about0000000')).toBe(false);
    expect(stepChangesSection(state.present, undefined, id)).toBe(false);
  });
});
