import type { TDataData, TSection } from '@atrium/core';

export type DataSection = Extract<TSection, { type: 'data' }>;

/** What the listing editor edits of its section: the data, and the layout (a new layout is a new sectionName). */
export interface ListingDraft {
  data: TDataData;
  sectionName: string;
}

/**
 * The page document as the listing editor sees it (ADR 055): no draft of its own, every valid
 * change goes into the page at once (autosaved, undoable), so leaving loses nothing. The page
 * editor supplies it (editor/components/listing-editor-host.tsx).
 */
export interface ListingDocument {
  /** What the listing editor shows: the section in the page, or a change kept here until it is valid. */
  draft: ListingDraft;
  /** A change: into the page when valid (typing into the same `target` is one undo step). */
  change: (next: ListingDraft, target?: string) => void;
  /** A side panel's field holds a value that is not valid (undefined: none); the status says so. */
  reportInvalid: (panel: string, message: string | undefined) => void;
}
