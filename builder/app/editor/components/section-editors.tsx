import { useMemo } from 'react';
import { ConnectDataModal } from '../../sections/data/connect/connect-data-modal';
import { AddSectionModal } from '../add-section/add-section-modal';
import { BlockDrawer } from '../block-drawer/block-drawer';
import type { EditorDocumentApi } from '../document/use-editor-document';
import type { EditorData } from '../load-editor.server';
import { ListingEditorHost } from './listing-editor-host';
import type { EditorPanels } from './use-editor-panels';

/** After a drawer or the listing editor closes, focus goes back to the section's edit button. */
function focusSectionEdit(id: string) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`.atrium-section-frame[data-section-id="${CSS.escape(id)}"] [data-control="edit"]`)
      ?.focus(),
  );
}

/**
 * The editors of the page's sections: the block drawer, the full-screen listing editor (data
 * sections), the connect-data wizard and the Add Section modal.
 */
export function SectionEditors({
  data,
  doc,
  panels,
}: {
  data: EditorData;
  doc: EditorDocumentApi;
  panels: EditorPanels;
}) {
  const { editing, listing, connectingId, addAt } = panels;
  // The portal's pages by title, for a Form's redirect after submitting.
  const listingPages = useMemo(
    () => data.pages.filter((p) => p.type === 'page').map((p) => ({ id: p.id, name: p.name })),
    [data.pages],
  );
  return (
    <>
      {editing && (
        <BlockDrawer
          key={editing.id}
          siteId={data.site.id}
          section={editing}
          onChange={(sectionData, target) =>
            doc.edit({ type: 'replace-section-data', id: editing.id, data: sectionData, target })
          }
          onClose={() => {
            panels.setEditingId(null);
            focusSectionEdit(editing.id);
          }}
        />
      )}
      {listing?.type === 'data' && (
        <ListingEditorHost
          key={listing.id}
          siteId={data.site.id}
          section={listing}
          doc={doc}
          theme={doc.document.theme}
          pages={listingPages}
          onClose={() => {
            panels.setListingId(null);
            focusSectionEdit(listing.id);
          }}
        />
      )}
      {connectingId && (
        <ConnectDataModal
          siteId={data.site.id}
          sectionName={doc.document.contents.sections.find((s) => s.id === connectingId)?.sectionName}
          onClose={() => panels.setConnectingId(null)}
          onConnect={(connected) => {
            const section = doc.document.contents.sections.find((s) => s.id === connectingId);
            panels.setConnectingId(null);
            if (section?.type !== 'data') return;
            doc.edit({ type: 'replace-section-data', id: section.id, data: { ...section.data, ...connected } });
            panels.editSection(section.id);
          }}
        />
      )}
      {addAt !== null && (
        <AddSectionModal
          theme={doc.document.theme}
          onClose={() => panels.setAddAt(null)}
          onAdd={(section) => {
            doc.edit({ type: 'add-section', index: addAt, section });
            panels.setAddAt(null);
            // Spec doc 2 §4: a new block opens for editing; a new data section first connects its table.
            if (section.type === 'data') panels.setConnectingId(section.id);
            else panels.editSection(section.id);
          }}
        />
      )}
    </>
  );
}
