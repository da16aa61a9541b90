import {
  SECTION_ID_LENGTH,
  createId,
  type TFooter,
  type THeader,
  type TPageContents,
  type TSection,
  type TTheme,
} from '@atrium/core';

/**
 * The page editor's document: what the builder edits live and what autosave writes back. One
 * page's sections plus the site-wide header, footer and theme drafts.
 */
export interface EditorDocument {
  pageId: string;
  contents: TPageContents;
  header: THeader;
  footer: TFooter;
  theme: TTheme;
}

/** A section's data, whichever type it is. */
export type TSectionData = TSection['data'];

/**
 * Edits of the document, one case each (CONVENTIONS §8). Every action is pure: ids and times
 * come in the action (see `copySectionAction`), so the same sequence always gives the same
 * document. Out-of-range indexes and unknown ids change nothing.
 */
export type DocumentAction =
  /** Inserts a ready section (from the Add Section modal) at `index` (clamped to the list). */
  | { type: 'add-section'; index: number; section: TSection }
  /** Moves the section at `from` to `to`; a move past either end changes nothing. */
  | { type: 'move-section'; from: number; to: number }
  /** Duplicates a section right below it, under `newId`. */
  | { type: 'copy-section'; id: string; newId: string }
  | { type: 'remove-section'; id: string }
  /**
   * Replaces a section's data (the block drawer, on every change). `target` names what is being
   * typed in (e.g. 'heading'): consecutive changes to the same target merge into one undo step.
   */
  /** `sectionName`: a new layout of the same type too (the listing editor's Listing Appearance). */
  | { type: 'replace-section-data'; id: string; data: TSectionData; target?: string; sectionName?: string }
  | { type: 'set-header'; header: THeader }
  | { type: 'set-footer'; footer: TFooter }
  | { type: 'set-theme'; theme: TTheme };

function withSections(doc: EditorDocument, sections: TSection[]): EditorDocument {
  return { ...doc, contents: { ...doc.contents, sections } };
}

export function documentReducer(doc: EditorDocument, action: DocumentAction): EditorDocument {
  const sections = doc.contents.sections;
  switch (action.type) {
    case 'add-section': {
      const index = Math.max(0, Math.min(sections.length, Math.trunc(action.index)));
      return withSections(doc, [...sections.slice(0, index), action.section, ...sections.slice(index)]);
    }
    case 'move-section': {
      const { from, to } = action;
      const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < sections.length;
      if (from === to || !inRange(from) || !inRange(to)) return doc;
      const next = [...sections];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return withSections(doc, next);
    }
    case 'copy-section': {
      const index = sections.findIndex((s) => s.id === action.id);
      if (index < 0) return doc;
      const copy = { ...structuredClone(sections[index]!), id: action.newId };
      return withSections(doc, [...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)]);
    }
    case 'remove-section': {
      const next = sections.filter((s) => s.id !== action.id);
      return next.length === sections.length ? doc : withSections(doc, next);
    }
    case 'replace-section-data': {
      const index = sections.findIndex((s) => s.id === action.id);
      if (index < 0) return doc;
      const next = [...sections];
      const section = sections[index]!;
      next[index] = {
        ...section,
        sectionName: action.sectionName ?? section.sectionName,
        data: action.data,
      } as TSection;
      return withSections(doc, next);
    }
    case 'set-header':
      return { ...doc, header: action.header };
    case 'set-footer':
      return { ...doc, footer: action.footer };
    case 'set-theme':
      return { ...doc, theme: action.theme };
  }
}

/** Copy with a fresh 12-character section id (the id is made here so the reducer stays pure). */
export function copySectionAction(id: string): DocumentAction {
  return { type: 'copy-section', id, newId: createId(SECTION_ID_LENGTH) };
}
