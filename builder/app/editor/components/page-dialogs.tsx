import type { Dispatch } from 'react';
import { useToast } from '../../components/builder-frame';
import type { EditorDocumentApi } from '../document/use-editor-document';
import type { EditorDialog, EditorDialogAction } from '../editor-state';
import type { EditorData } from '../load-editor.server';
import { AddPageModal } from './add-page-modal';
import { BrandingModal, LOGO_UPDATED_MESSAGE } from './branding-modal';
import { ClonePageModal } from './clone-page-modal';
import { DataSourcesModal } from './data-sources-modal';
import { DeletePageModal } from './delete-page-modal';
import { FaviconInfoModal } from './favicon-info-modal';
import { PageAccessDialog } from '../../users/page-access-dialog';
import { PageSettingsModal } from './page-settings-modal';
import type { SelectPage } from './use-select-page';

/** The editor's dialog (at most one, editor-state.ts): page add, settings, access, clone and delete, favicon, branding, data sources. */
export function PageDialogs({
  data,
  doc,
  dialog,
  dispatch,
  selectPage,
}: {
  data: EditorData;
  doc: EditorDocumentApi;
  dialog: EditorDialog;
  dispatch: Dispatch<EditorDialogAction>;
  selectPage: SelectPage;
}) {
  const toast = useToast();
  const dialogPage = dialog && 'pageId' in dialog ? data.pages.find((p) => p.id === dialog.pageId) : undefined;
  const close = () => dispatch({ type: 'close' });
  const back = () => dispatch({ type: 'back' });
  return (
    <>
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
          onOpenAccess={() =>
            dispatch({ type: 'open', dialog: { kind: 'page-access', pageId: dialogPage.id, fromSettings: true } })
          }
        />
      )}
      {dialog?.kind === 'page-access' && dialogPage && (
        <PageAccessDialog
          key={dialogPage.id}
          siteId={data.site.id}
          pageId={dialogPage.id}
          pageName={dialogPage.name}
          onClose={close}
          onBack={dialog.fromSettings ? back : undefined}
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
