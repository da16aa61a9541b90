import { useEffect, useState } from 'react';
import { useMyAccountEditor } from '../../settings-drawers/my-account-drawer';
import type { PreviewViewer } from '../../users/preview-as-user';
import type { EditorDocumentApi } from '../document/use-editor-document';
import type { EditorData } from '../load-editor.server';

export type SettingsDrawer = 'theme' | 'footer' | 'header' | 'domain';

/**
 * What is open around the page editor's preview, besides its dialogs (editor-state.ts): the Add
 * Section modal, the block drawer, the full-screen listing editor, the connect-data wizard, one
 * settings drawer, the Sign Up Form and My Account drawers, and preview as a user.
 */
export function useEditorPanels(data: EditorData, doc: EditorDocumentApi) {
  // Add Section: where the new section goes; the block drawer: which section is being edited.
  const [addAt, setAddAt] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The data section whose connect-data wizard is open.
  const [connectingId, setConnectingId] = useState<string | null>(null);
  // One drawer at a time: the settings drawers and the block drawer close each other.
  const [settingsDrawer, setSettingsDrawer] = useState<SettingsDrawer | null>(null);
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
  const sections = doc.document.contents.sections;

  const editSection = (id: string | null) => {
    if (id) setSettingsDrawer(null);
    const section = id ? sections.find((s) => s.id === id) : undefined;
    if (section?.type === 'data') {
      setEditingId(null);
      setListingId(section.id);
      return;
    }
    setEditingId(id);
  };
  const openSettings = (drawer: SettingsDrawer) => {
    setEditingId(null);
    setSettingsDrawer(drawer);
  };
  /** The block drawer and the settings drawers close (previewing, or another drawer opens). */
  const closeDrawers = () => {
    setEditingId(null);
    setSettingsDrawer(null);
  };

  return {
    addAt,
    setAddAt,
    editing: editingId ? sections.find((s) => s.id === editingId) : undefined,
    setEditingId,
    connectingId,
    setConnectingId,
    settingsDrawer,
    setSettingsDrawer,
    previewAs,
    setPreviewAs,
    signupTexts,
    setSignupTexts,
    signupDrawer,
    setSignupDrawer,
    myAccount,
    myAccountDrawer,
    setMyAccountDrawer,
    listing: listingId ? sections.find((s) => s.id === listingId) : undefined,
    setListingId,
    editSection,
    openSettings,
    closeDrawers,
  };
}

export type EditorPanels = ReturnType<typeof useEditorPanels>;
