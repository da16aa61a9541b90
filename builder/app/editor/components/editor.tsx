import { useNavigate, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { BuilderFrame, useToast } from '../../components/builder-frame';
import { FooterDrawer } from '../../settings-drawers/footer-drawer';
import { HeaderDrawer } from '../../settings-drawers/header-drawer';
import { ThemeDrawer } from '../../settings-drawers/theme-drawer';
import { AddSectionModal } from '../add-section/add-section-modal';
import { ConnectDataModal } from '../../data-sections/connect-data-modal';
import { ListingEditor } from '../../data-sections/listing-editor';
import { BlockDrawer } from '../block-drawer/block-drawer';
import { useEditorDocument } from '../document/use-editor-document';
import { useUndoShortcuts } from '../document/use-undo-shortcuts';
import { editorDialogReducer, type EditorDialog } from '../editor-state';
import type { EditorData } from '../load-editor.server';
import { AddPageModal } from './add-page-modal';
import { BrowserFrame } from './browser-frame';
import { DataSourcesModal } from './data-sources-modal';
import { ClonePageModal } from './clone-page-modal';
import { DeletePageModal } from './delete-page-modal';
import type { PreviewViewer } from '../../users/preview-as-user';
import { SignupFormDrawer } from '../../settings-drawers/signup-form-drawer';
import { MyAccountDrawer, previewMyAccount, useMyAccountEditor } from '../../settings-drawers/my-account-drawer';
import { BrandingModal, LOGO_UPDATED_MESSAGE } from './branding-modal';
import { FaviconInfoModal } from './favicon-info-modal';
import { PagePreview } from './page-preview';
import { PageSettingsModal } from './page-settings-modal';
import { TopBar } from './top-bar';

/** After a drawer or the listing editor closes, focus goes back to the section's edit button. */
function focusSectionEdit(id: string) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`.atrium-section-frame[data-section-id="${CSS.escape(id)}"] [data-control="edit"]`)
      ?.focus(),
  );
}

export const SAVE_BEFORE_SWITCH_FAILED =
  "Your changes to this page couldn't be saved yet, so it stays open. Try again.";

/**
 * The page editor: top bar, then the browser-like frame with the live preview, in a Polaris
 * Frame for toasts. Selecting a page only changes `?pageId=`, so this component and the frame
 * stay mounted (no full reload).
 */
export function Editor({ data }: { data: EditorData }) {
  return (
    <BuilderFrame>
      <EditorScreen data={data} />
    </BuilderFrame>
  );
}

/**
 * Inside the frame (for toasts). The live document (editor/document/) drives the preview;
 * the Add Section modal and the block drawer plug in through `onAddSection(index)` and
 * `onEditSection(id)` and change the document with `doc.edit(action)`.
 */
function EditorScreen({ data }: { data: EditorData }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [dialog, dispatch] = useReducer(editorDialogReducer, null as EditorDialog);
  const doc = useEditorDocument(data, `/api/sites/${data.site.id}/draft`);
  useUndoShortcuts({ undo: doc.undo, redo: doc.redo });

  const { flush } = doc;
  const selectPage = useCallback(
    async (pageId: string, options: { discardUnsaved?: boolean } = {}) => {
      // Pending changes of this page are saved before another page replaces it.
      if (!options.discardUnsaved && !(await flush())) {
        toast(SAVE_BEFORE_SWITCH_FAILED, { error: true });
        return;
      }
      if (pageId === data.page.id) revalidator.revalidate();
      else navigate({ search: `?pageId=${encodeURIComponent(pageId)}` });
    },
    [data.page.id, navigate, revalidator, flush, toast],
  );

  // Add Section: where the new section goes; the block drawer: which section is being edited.
  const [addAt, setAddAt] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The data section whose connect-data wizard is open.
  const [connectingId, setConnectingId] = useState<string | null>(null);
  // One drawer at a time: the theme drawer and the block drawer close each other.
  const [settingsDrawer, setSettingsDrawer] = useState<'theme' | 'footer' | 'header' | null>(null);
  const [previewAs, setPreviewAs] = useState<PreviewViewer | null>(null);
  // The Sign Up page's texts as edited in the Sign Up Form drawer (saved explicitly); the drawer
  // opens with the page.
  const [signupTexts, setSignupTexts] = useState(data.signupTexts);
  const [signupDrawer, setSignupDrawer] = useState(data.page.type === 'signup');
  useEffect(() => setSignupTexts(data.signupTexts), [data.signupTexts]);
  useEffect(() => setSignupDrawer(data.page.type === 'signup'), [data.page.type]);
  // My Account: the drawer's draft layout and group modes drive the preview at once.
  const myAccount = useMyAccountEditor(data.site.id, data.page.type === 'account');
  const [myAccountDrawer, setMyAccountDrawer] = useState(data.page.type === 'account');
  useEffect(() => setMyAccountDrawer(data.page.type === 'account'), [data.page.type]);
  // The data section open in the full-screen listing editor (every data layout, forms included).
  const [listingId, setListingId] = useState<string | null>(null);
  const editSection = (id: string | null) => {
    if (id) setSettingsDrawer(null);
    const section = id ? doc.document.contents.sections.find((s) => s.id === id) : undefined;
    if (section?.type === 'data') {
      setEditingId(null);
      setListingId(section.id);
      return;
    }
    setEditingId(id);
  };
  const openSettings = (drawer: 'theme' | 'footer' | 'header') => {
    setEditingId(null);
    setSettingsDrawer(drawer);
  };
  const editing = editingId ? doc.document.contents.sections.find((s) => s.id === editingId) : undefined;
  // The portal's pages by title, for a Form's redirect after submitting.
  const listingPages = useMemo(
    () => data.pages.filter((p) => p.type === 'page').map((p) => ({ id: p.id, name: p.name })),
    [data.pages],
  );
  const listing = listingId ? doc.document.contents.sections.find((s) => s.id === listingId) : undefined;

  const dialogPage = dialog && 'pageId' in dialog ? data.pages.find((p) => p.id === dialog.pageId) : undefined;
  const close = () => dispatch({ type: 'close' });
  const back = () => dispatch({ type: 'back' });

  return (
    <>
      <div
        className={
          editing ||
          settingsDrawer ||
          (signupDrawer && data.page.type === 'signup') ||
          (myAccountDrawer && data.page.type === 'account' && !previewAs)
            ? 'atrium-editor atrium-editor--drawer-open'
            : 'atrium-editor'
        }
      >
        <TopBar
          data={data}
          onAddPage={() => dispatch({ type: 'open', dialog: { kind: 'add-page' } })}
          onPageSettings={(pageId) => dispatch({ type: 'open', dialog: { kind: 'page-settings', pageId } })}
          onDataSources={() => dispatch({ type: 'open', dialog: { kind: 'data-sources' } })}
          onTheme={() => openSettings('theme')}
          onBranding={() => dispatch({ type: 'open', dialog: { kind: 'branding' } })}
          onSelectPage={(pageId) => void selectPage(pageId)}
          history={{ canUndo: doc.canUndo, canRedo: doc.canRedo, onUndo: doc.undo, onRedo: doc.redo }}
          save={doc.save}
          beforePublish={flush}
          previewAs={{
            selected: previewAs,
            onSelect: (viewer) => {
              // Previewing is read-only: open drawers close.
              if (viewer) {
                setEditingId(null);
                setSettingsDrawer(null);
              }
              setPreviewAs(viewer);
            },
          }}
        />
        <BrowserFrame
          data={data}
          faviconUrl={doc.document.header.data.faviconUrl}
          onFaviconInfo={() => dispatch({ type: 'open', dialog: { kind: 'favicon-info' } })}
        >
          <PagePreview
            data={data}
            document={doc.document}
            onSelectPage={(pageId) => void selectPage(pageId)}
            onEdit={doc.edit}
            onAddSection={setAddAt}
            onEditSection={editSection}
            onEditFooter={() => openSettings('footer')}
            onEditHeader={() => openSettings('header')}
            previewAs={previewAs}
            signupTexts={signupTexts}
            onEditSignupForm={() => {
              setEditingId(null);
              setSettingsDrawer(null);
              setSignupDrawer(true);
            }}
            myAccountView={myAccount?.state === 'ready' ? previewMyAccount(myAccount, previewAs?.ability) : undefined}
            onConnectData={setConnectingId}
            onEditMyAccount={() => {
              setEditingId(null);
              setSettingsDrawer(null);
              setMyAccountDrawer(true);
            }}
          />
        </BrowserFrame>
      </div>
      {editing && (
        <BlockDrawer
          key={editing.id}
          siteId={data.site.id}
          section={editing}
          onChange={(sectionData, target) =>
            doc.edit({ type: 'replace-section-data', id: editing.id, data: sectionData, target })
          }
          onClose={() => {
            setEditingId(null);
            focusSectionEdit(editing.id);
          }}
        />
      )}
      {listing?.type === 'data' && (
        <ListingEditor
          key={listing.id}
          siteId={data.site.id}
          section={listing}
          theme={doc.document.theme}
          pages={listingPages}
          onSave={(sectionData, sectionName) =>
            doc.edit({ type: 'replace-section-data', id: listing.id, data: sectionData, sectionName })
          }
          onClose={() => {
            setListingId(null);
            focusSectionEdit(listing.id);
          }}
        />
      )}
      {signupDrawer && data.page.type === 'signup' && !editing && !settingsDrawer && (
        <SignupFormDrawer
          siteId={data.site.id}
          saved={data.signupTexts}
          texts={signupTexts}
          onChange={setSignupTexts}
          onClose={() => setSignupDrawer(false)}
        />
      )}
      {myAccountDrawer && myAccount && !editing && !settingsDrawer && !previewAs && (
        <MyAccountDrawer siteId={data.site.id} editor={myAccount} onClose={() => setMyAccountDrawer(false)} />
      )}
      {settingsDrawer === 'theme' && (
        <ThemeDrawer
          theme={doc.document.theme}
          onChange={(theme) => doc.edit({ type: 'set-theme', theme })}
          onClose={() => setSettingsDrawer(null)}
        />
      )}
      {settingsDrawer === 'header' && (
        <HeaderDrawer
          siteId={data.site.id}
          header={doc.document.header}
          pages={data.pages.filter((p) => p.type === 'page').map((p) => ({ id: p.id, name: p.name }))}
          onChange={(header) => doc.edit({ type: 'set-header', header })}
          onClose={() => setSettingsDrawer(null)}
        />
      )}
      {settingsDrawer === 'footer' && (
        <FooterDrawer
          siteId={data.site.id}
          footer={doc.document.footer}
          onChange={(footer) => doc.edit({ type: 'set-footer', footer })}
          onClose={() => setSettingsDrawer(null)}
        />
      )}
      {connectingId && (
        <ConnectDataModal
          siteId={data.site.id}
          sectionName={doc.document.contents.sections.find((s) => s.id === connectingId)?.sectionName}
          onClose={() => setConnectingId(null)}
          onConnect={(connected) => {
            const section = doc.document.contents.sections.find((s) => s.id === connectingId);
            setConnectingId(null);
            if (section?.type !== 'data') return;
            doc.edit({ type: 'replace-section-data', id: section.id, data: { ...section.data, ...connected } });
            editSection(section.id);
          }}
        />
      )}
      {addAt !== null && (
        <AddSectionModal
          theme={doc.document.theme}
          onClose={() => setAddAt(null)}
          onAdd={(section) => {
            doc.edit({ type: 'add-section', index: addAt, section });
            setAddAt(null);
            // Spec doc 2 §4: a new block opens for editing; a new data section first connects its table.
            if (section.type === 'data') setConnectingId(section.id);
            else editSection(section.id);
          }}
        />
      )}

      {dialog?.kind === 'add-page' && (
        <AddPageModal
          action={data.action}
          onClose={close}
          onCreated={(pageId) => {
            close();
            // Spec doc 3 §4.6: the new page becomes the selected page.
            void selectPage(pageId);
          }}
        />
      )}
      {dialog?.kind === 'page-settings' && dialogPage && (
        <PageSettingsModal
          key={dialogPage.id}
          siteId={data.site.id}
          action={data.action}
          page={dialogPage}
          onClose={close}
          onClone={() => dispatch({ type: 'open', dialog: { kind: 'clone-page', pageId: dialogPage.id } })}
          onDelete={() => dispatch({ type: 'open', dialog: { kind: 'delete-page', pageId: dialogPage.id } })}
        />
      )}
      {dialog?.kind === 'clone-page' && dialogPage && (
        <ClonePageModal action={data.action} page={dialogPage} onCancel={back} onCloned={close} />
      )}
      {dialog?.kind === 'delete-page' && dialogPage && (
        <DeletePageModal
          action={data.action}
          page={dialogPage}
          onCancel={back}
          onDeleted={(homeId) => {
            dispatch({ type: 'page-removed', pageId: dialogPage.id });
            // Spec doc 3 §4.7: after deleting, the home page is selected.
            const target = homeId ?? data.pages.find((p) => p.isHome)?.id;
            // Unsaved edits of a deleted page have nowhere to go.
            if (target) void selectPage(target, { discardUnsaved: dialogPage.id === doc.document.pageId });
          }}
        />
      )}
      {dialog?.kind === 'favicon-info' && (
        <FaviconInfoModal
          onClose={close}
          onOpenBranding={() => dispatch({ type: 'open', dialog: { kind: 'branding' } })}
        />
      )}
      {dialog?.kind === 'branding' && (
        <BrandingModal
          siteId={data.site.id}
          header={doc.document.header}
          onClose={close}
          onSave={(branding) => {
            const header = doc.document.header;
            doc.edit({ type: 'set-header', header: { ...header, data: { ...header.data, ...branding } } });
            close();
            toast(LOGO_UPDATED_MESSAGE);
          }}
        />
      )}
      {dialog?.kind === 'data-sources' && <DataSourcesModal siteId={data.site.id} onClose={close} />}
    </>
  );
}
