import { LEGACY_LISTING_MESSAGE, isLegacyListing, type TTheme } from '@atrium/core';
import { Banner, Tabs } from '@shopify/polaris';
import { useEffect, useRef, type ReactNode } from 'react';
import { DetailBlocks } from './block-outline';
import type { DataSection, ListingDocument } from './listing-document';
import { ListingEditorBar, StepToolbar } from './listing-editor-bar';
import { PreviewCanvas } from './listing-canvas';
import { SidePanels } from './side-panels';
import { useListingEditor, type ListingEditorState } from './use-listing-editor';

export const DETAIL_NONE_NOTE =
  'Records of this listing do not open. Choose how they open (a page, a modal or side by side) in Appearance.';
export const DETAIL_EXPAND_NOTE =
  'Records of this list fold open in place with the fields chosen in Appearance. Blocks show when records open on a page, in a modal or side by side.';

/** The Create Record and Edit Record tabs of a listing's Forms step. */
const FORM_VIEW_TABS = [
  { id: 'form-view-create', content: 'Create Record' },
  { id: 'form-view-edit', content: 'Edit Record' },
];

/**
 * The full-screen listing editor (spec doc 2 §2 'Listing editor'): the top bar's Back to editor,
 * Data and Permissions buttons, step tabs (Table or Listing, Detailed View, Forms) and the
 * page editor's autosave status with Undo and Redo (`controls`); under it the step's toolbar, a
 * live preview from real records and one side panel at a time. Every valid change goes into the
 * page at once and is autosaved like the page's (ADR 055, in place of 'Save changes'), so Back to
 * editor just goes back.
 */
export function ListingEditor({
  siteId,
  section,
  document,
  theme,
  pages = [],
  controls,
  onClose,
}: {
  siteId: string;
  /** The section as it is in the page. */
  section: DataSection;
  /** Where changes go (the page document), and what the editor shows. */
  document: ListingDocument;
  theme: TTheme;
  /** The portal's pages (a Form's redirect after submitting). */
  pages?: ReadonlyArray<{ id: string; name: string }>;
  /** The autosave status with Undo and Redo, at the bar's end. */
  controls: ReactNode;
  onClose: () => void;
}) {
  const editor = useListingEditor({ siteId, section, pages, document });
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => rootRef.current?.focus(), []);

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className="atrium-listing-editor"
      role="dialog"
      aria-modal="true"
      aria-label="Listing editor"
    >
      <ListingEditorBar editor={editor} controls={controls} onLeave={onClose} />
      <StepToolbar editor={editor} />
      <div className="atrium-listing-editor__body">
        <div className="atrium-listing-editor__main">
          <StepNotes editor={editor} />
          <PreviewCanvas editor={editor} theme={theme} />
        </div>
        <SidePanels editor={editor} />
      </div>
    </div>
  );
}

/** Above the preview: what the step needs said, the Forms step's form tabs and the Detailed View's blocks. */
function StepNotes({ editor }: { editor: ListingEditorState }) {
  const { step, draft, section, isRecordView } = editor;
  return (
    <>
      {isLegacyListing({ version: section.version, data: draft.data }) && (
        <Banner tone="warning" title="No longer supported">
          {LEGACY_LISTING_MESSAGE}
        </Banner>
      )}
      {editor.previewAs.note && (
        <div className="atrium-listing-editor__preview-as" role="status">
          <Banner tone="info">{editor.previewAs.note}</Banner>
        </div>
      )}
      {step === 'detail' && !isRecordView && draft.data.detail.type === 'none' && (
        <Banner tone="info">{DETAIL_NONE_NOTE}</Banner>
      )}
      {step === 'detail' && !isRecordView && draft.data.detail.type === 'expand' && (
        <Banner tone="info">{DETAIL_EXPAND_NOTE}</Banner>
      )}
      {step === 'forms' && (
        <div className="atrium-listing-editor__form-views">
          <Tabs
            tabs={FORM_VIEW_TABS}
            selected={editor.formView === 'create' ? 0 : 1}
            onSelect={(index) => {
              editor.builder.dispatch({ type: 'deselect' });
              editor.setFormTab(index === 0 ? 'create' : 'edit');
            }}
          />
        </div>
      )}
      {step === 'detail' && <DetailBlocks editor={editor} />}
    </>
  );
}
