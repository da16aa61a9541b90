import { SECTION_CATALOGUE, type TSection } from '@atrium/core';
import type { DataSection, ListingDraft } from '../../sections/data/listing-editor/listing-document';
import type { DocumentAction, EditorDocument } from './editor-document';

export const draftOf = (section: DataSection): ListingDraft => ({
  data: section.data,
  sectionName: section.sectionName,
});

/** The schema's first message for the section with this draft, or undefined when it is valid. */
export function draftProblem(section: DataSection, draft: ListingDraft): string | undefined {
  const parsed = SECTION_CATALOGUE.data.schema.safeParse({ ...section, ...draft });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'This value is not valid.');
}

/**
 * What one change in the listing editor does (ADR 055): a valid draft becomes an edit of the
 * section in the page document (autosaved, one undo step, typing into the same `target` merged
 * like the block drawer's); an invalid one stays in the listing editor with the schema's message
 * until a later change makes it valid; no change at all does nothing.
 */
export type ListingChange =
  | { kind: 'edit'; action: DocumentAction }
  | { kind: 'invalid'; draft: ListingDraft; message: string }
  | { kind: 'unchanged' };

export function listingChange(section: DataSection, next: ListingDraft, target?: string): ListingChange {
  const message = draftProblem(section, next);
  if (message) return { kind: 'invalid', draft: next, message };
  if (next.sectionName === section.sectionName && JSON.stringify(next.data) === JSON.stringify(section.data)) {
    return { kind: 'unchanged' };
  }
  const layout = next.sectionName !== section.sectionName;
  return {
    kind: 'edit',
    action: {
      type: 'replace-section-data',
      id: section.id,
      data: next.data,
      sectionName: layout ? next.sectionName : undefined,
      target: layout ? undefined : target,
    },
  };
}

function sectionIn(doc: EditorDocument | undefined, id: string): TSection | undefined {
  return doc?.contents.sections.find((s) => s.id === id);
}

/**
 * Whether stepping the page's history from `present` to `other` (the step undo or redo would
 * go to) changes the section: the listing editor undoes only its own section's steps, never a
 * page edit it cannot show (a moved section, another section's text).
 */
export function stepChangesSection(present: EditorDocument, other: EditorDocument | undefined, id: string): boolean {
  if (!other) return false;
  const before = sectionIn(present, id);
  const after = sectionIn(other, id);
  // A step that removes or adds this very section is not the listing editor's either.
  if (!before || !after) return false;
  return before !== after;
}
