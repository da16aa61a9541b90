import { describe, expect, it } from 'vitest';
import { contentSample } from '../sections/types/content';
import { PAGE_CONTENTS_VERSION, emptyPageContents, loadPageContents } from './page-contents';

describe('loadPageContents', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty object', {}],
    ['a string', 'not a document'],
    ['a number', 42],
  ])('turns %s into an empty current-version document', (_, stored) => {
    expect(loadPageContents(stored)).toEqual({ version: PAGE_CONTENTS_VERSION, sections: [] });
  });

  it('matches emptyPageContents', () => {
    expect(loadPageContents(undefined)).toEqual(emptyPageContents());
  });

  it('keeps stored sections and fills their defaults', () => {
    const doc = loadPageContents({ version: 1, sections: [contentSample, { id: 'abc', type: 'content' }] });
    expect(doc.sections).toHaveLength(2);
    expect(doc.sections[0]).toEqual(contentSample);
    expect(doc.sections[1]).toMatchObject({
      id: 'abc',
      type: 'content',
      sectionName: 'content01',
      data: {
        heading: '',
        background: { paddingTop: 48, paddingBottom: 48, paddingLeft: 24, paddingRight: 24 },
      },
    });
  });

  it('does not share state with the stored object', () => {
    const stored = { sections: [] as unknown[] };
    const doc = loadPageContents(stored);
    expect(stored).toEqual({ sections: [] });
    expect(doc).not.toBe(stored);
  });

  it.each([
    ['a section of an unknown type', { sections: [{ id: 'a', type: 'video' }] }],
    ['a section without an id', { sections: [{ type: 'content' }] }],
    ['a version from the future', { version: PAGE_CONTENTS_VERSION + 1, sections: [] }],
    ['sections that are not a list', { sections: {} }],
  ])('refuses %s', (_, stored) => {
    expect(() => loadPageContents(stored)).toThrow();
  });
});
