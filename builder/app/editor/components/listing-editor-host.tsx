import type { TTheme } from '@atrium/core';
import { useCallback, useMemo, useState } from 'react';
import type { DataSection, ListingDocument, ListingDraft } from '../../sections/data/listing-editor/listing-document';
import { ListingEditor } from '../../sections/data/listing-editor/listing-editor';
import { draftOf, listingChange, stepChangesSection } from '../document/listing-edits';
import type { EditorDocumentApi } from '../document/use-editor-document';
import { useUndoShortcuts } from '../document/use-undo-shortcuts';
import { HistoryControls } from './history-controls';

/**
 * The listing editor over the page document (ADR 055): every valid change is an edit of the
 * section (autosaved like the page, one undo step, typing merged); a change that is not valid is
 * kept here, shown and said in the status, until a later one makes it valid. Undo and Redo (the
 * buttons and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z) step through this section's changes only; undo first
 * drops a change kept here.
 */
export function ListingEditorHost({
  siteId,
  section,
  doc,
  theme,
  pages,
  onClose,
}: {
  siteId: string;
  section: DataSection;
  doc: EditorDocumentApi;
  theme: TTheme;
  pages: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const listing = useListingDocument(section, doc);
  useUndoShortcuts({ undo: listing.undo, redo: listing.redo });
  return (
    <ListingEditor
      siteId={siteId}
      section={section}
      document={listing.document}
      theme={theme}
      pages={pages}
      controls={
        <HistoryControls
          history={{ canUndo: listing.canUndo, canRedo: listing.canRedo, onUndo: listing.undo, onRedo: listing.redo }}
          save={doc.save}
          invalid={listing.invalid}
        />
      }
      onClose={onClose}
    />
  );
}

function useListingDocument(section: DataSection, doc: EditorDocumentApi) {
  const [held, setHeld] = useState<{ draft: ListingDraft; message: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { edit } = doc;
  const change = useCallback(
    (next: ListingDraft, target?: string) => {
      const outcome = listingChange(section, next, target);
      if (outcome.kind === 'invalid') {
        setHeld({ draft: outcome.draft, message: outcome.message });
        return;
      }
      setHeld(null);
      if (outcome.kind === 'edit') edit(outcome.action);
    },
    [section, edit],
  );
  const reportInvalid = useCallback((panel: string, message: string | undefined) => {
    setFields((current) => {
      if (current[panel] === message) return current;
      const { [panel]: _gone, ...rest } = current;
      return message === undefined ? rest : { ...rest, [panel]: message };
    });
  }, []);
  const draft = useMemo(() => held?.draft ?? draftOf(section), [held, section]);
  const document: ListingDocument = useMemo(() => ({ draft, change, reportInvalid }), [draft, change, reportInvalid]);

  const canUndo = held !== null || stepChangesSection(doc.document, doc.undoTo, section.id);
  const canRedo = held === null && stepChangesSection(doc.document, doc.redoTo, section.id);
  const undo = () => {
    if (held) setHeld(null);
    else if (canUndo) doc.undo();
  };
  const redo = () => {
    if (canRedo) doc.redo();
  };
  const invalid = held?.message ?? Object.values(fields)[0];
  return { document, canUndo, canRedo, undo, redo, invalid };
}
