import { useMemo, useReducer } from 'react';
import { CODE_PREVIEW_PATH, CodeFrames } from '@atrium/sections';
import { BuilderFrame } from '../../components/builder-frame';
import { previewMyAccount } from '../../settings-drawers/my-account-drawer';
import { useEditorDocument } from '../document/use-editor-document';
import { useUndoShortcuts } from '../document/use-undo-shortcuts';
import { editorDialogReducer, type EditorDialog } from '../editor-state';
import type { EditorData } from '../load-editor.server';
import { BrowserFrame } from './browser-frame';
import { PageDialogs } from './page-dialogs';
import { PagePreview } from './page-preview';
import { SectionEditors } from './section-editors';
import { SettingsPanels } from './settings-panels';
import { TopBar } from './top-bar';
import { useEditorPanels } from './use-editor-panels';
import { useSelectPage } from './use-select-page';

/** React 18 has no `inert` prop; an empty attribute sets it. */
const INERT = { inert: '' } as Record<string, string>;

/**
 * The page editor: top bar, then the browser-like frame with the live preview, in a Polaris
 * Frame for toasts. Selecting a page only changes `?pageId=`, so this component and the frame
 * stay mounted (no full reload).
 */
export function Editor({ data }: { data: EditorData }) {
  // Code blocks preview on the portal's origin, never the builder's (ADR 010, ADR 021).
  const codeFrames = useMemo(
    () => ({ kind: 'preview' as const, documentUrl: `${data.portal.codePreviewOrigin}${CODE_PREVIEW_PATH}` }),
    [data.portal.codePreviewOrigin],
  );
  return (
    <BuilderFrame>
      <CodeFrames.Provider value={codeFrames}>
        <EditorScreen data={data} />
      </CodeFrames.Provider>
    </BuilderFrame>
  );
}

/**
 * Inside the frame (for toasts). The live document (editor/document/) drives the preview;
 * the Add Section modal and the block drawer plug in through `onAddSection(index)` and
 * `onEditSection(id)` and change the document with `doc.edit(action)`. What is open around the
 * preview is `useEditorPanels`; the section editors, settings drawers and page dialogs render it.
 */
function EditorScreen({ data }: { data: EditorData }) {
  const [dialog, dispatch] = useReducer(editorDialogReducer, null as EditorDialog);
  const doc = useEditorDocument(data, `/api/sites/${data.site.id}/draft`);
  const { flush } = doc;
  const selectPage = useSelectPage(data.page.id, flush);
  const panels = useEditorPanels(data, doc);
  // The listing editor, when open, takes the keys (it undoes its own section's steps).
  useUndoShortcuts({ undo: doc.undo, redo: doc.redo }, !panels.listing);
  const { previewAs, myAccount, openSettings } = panels;
  const drawerOpen =
    panels.editing ||
    panels.settingsDrawer ||
    (panels.signupDrawer && data.page.type === 'signup') ||
    (panels.myAccountDrawer && data.page.type === 'account' && !previewAs);

  return (
    <>
      {/* The full-screen listing editor is modal: the editor behind it is out of reach (inert). */}
      <div
        className={drawerOpen ? 'atrium-editor atrium-editor--drawer-open' : 'atrium-editor'}
        {...(panels.listing ? INERT : {})}
      >
        <TopBar
          data={data}
          onAddPage={() => dispatch({ type: 'open', dialog: { kind: 'add-page' } })}
          onPageSettings={(pageId) => dispatch({ type: 'open', dialog: { kind: 'page-settings', pageId } })}
          onPageAccess={(pageId) => dispatch({ type: 'open', dialog: { kind: 'page-access', pageId } })}
          onDataSources={() => dispatch({ type: 'open', dialog: { kind: 'data-sources' } })}
          onTheme={() => openSettings('theme')}
          onDomain={() => openSettings('domain')}
          onBranding={() => dispatch({ type: 'open', dialog: { kind: 'branding' } })}
          onSelectPage={(pageId) => void selectPage(pageId)}
          history={{ canUndo: doc.canUndo, canRedo: doc.canRedo, onUndo: doc.undo, onRedo: doc.redo }}
          save={doc.save}
          beforePublish={flush}
          previewAs={{
            selected: previewAs,
            onSelect: (viewer) => {
              // Previewing is read-only: open drawers close.
              if (viewer) panels.closeDrawers();
              panels.setPreviewAs(viewer);
            },
          }}
        />
        <BrowserFrame
          data={data}
          faviconUrl={doc.document.header.data.faviconUrl}
          onFaviconInfo={() => dispatch({ type: 'open', dialog: { kind: 'favicon-info' } })}
          onEditDomain={() => openSettings('domain')}
        >
          <PagePreview
            data={data}
            document={doc.document}
            onSelectPage={(pageId) => void selectPage(pageId)}
            onEdit={doc.edit}
            onAddSection={panels.setAddAt}
            onEditSection={panels.editSection}
            onEditFooter={() => openSettings('footer')}
            onEditHeader={() => openSettings('header')}
            previewAs={previewAs}
            signupTexts={panels.signupTexts}
            onEditSignupForm={() => {
              panels.closeDrawers();
              panels.setSignupDrawer(true);
            }}
            myAccountView={myAccount?.state === 'ready' ? previewMyAccount(myAccount, previewAs?.ability) : undefined}
            onConnectData={panels.setConnectingId}
            onEditMyAccount={() => {
              panels.closeDrawers();
              panels.setMyAccountDrawer(true);
            }}
          />
        </BrowserFrame>
      </div>
      <SectionEditors data={data} doc={doc} panels={panels} />
      <SettingsPanels data={data} doc={doc} panels={panels} />
      <PageDialogs data={data} doc={doc} dialog={dialog} dispatch={dispatch} selectPage={selectPage} />
    </>
  );
}
