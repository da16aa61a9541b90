import { useRevalidator } from '@remix-run/react';
import { EditDomainDrawer } from '../../domains/edit-domain-drawer';
import { FooterDrawer } from '../../settings-drawers/footer-drawer';
import { HeaderDrawer } from '../../settings-drawers/header-drawer';
import { MyAccountDrawer } from '../../settings-drawers/my-account-drawer';
import { SignupFormDrawer } from '../../settings-drawers/signup-form-drawer';
import { ThemeDrawer } from '../../settings-drawers/theme-drawer';
import type { EditorDocumentApi } from '../document/use-editor-document';
import type { EditorData } from '../load-editor.server';
import type { EditorPanels } from './use-editor-panels';

/**
 * The portal's settings drawers: Sign Up Form and My Account (on those pages, while no other
 * drawer is open), and the theme, header, domain and footer drawers (one at a time).
 */
export function SettingsPanels({
  data,
  doc,
  panels,
}: {
  data: EditorData;
  doc: EditorDocumentApi;
  panels: EditorPanels;
}) {
  const revalidator = useRevalidator();
  const { editing, settingsDrawer, myAccount, previewAs } = panels;
  const close = () => panels.setSettingsDrawer(null);
  return (
    <>
      {panels.signupDrawer && data.page.type === 'signup' && !editing && !settingsDrawer && (
        <SignupFormDrawer
          siteId={data.site.id}
          saved={data.signupTexts}
          texts={panels.signupTexts}
          onChange={panels.setSignupTexts}
          onClose={() => panels.setSignupDrawer(false)}
        />
      )}
      {panels.myAccountDrawer && myAccount && !editing && !settingsDrawer && !previewAs && (
        <MyAccountDrawer siteId={data.site.id} editor={myAccount} onClose={() => panels.setMyAccountDrawer(false)} />
      )}
      {settingsDrawer === 'theme' && (
        <ThemeDrawer
          theme={doc.document.theme}
          onChange={(theme) => doc.edit({ type: 'set-theme', theme })}
          onClose={close}
        />
      )}
      {settingsDrawer === 'header' && (
        <HeaderDrawer
          siteId={data.site.id}
          header={doc.document.header}
          pages={data.pages.filter((p) => p.type === 'page').map((p) => ({ id: p.id, name: p.name }))}
          onChange={(header) => doc.edit({ type: 'set-header', header })}
          onClose={close}
        />
      )}
      {settingsDrawer === 'domain' && (
        <EditDomainDrawer
          siteId={data.site.id}
          // The domain bar and Preview Portal follow the new Site URL.
          onChanged={() => revalidator.revalidate()}
          onClose={close}
        />
      )}
      {settingsDrawer === 'footer' && (
        <FooterDrawer
          siteId={data.site.id}
          footer={doc.document.footer}
          onChange={(footer) => doc.edit({ type: 'set-footer', footer })}
          onClose={close}
        />
      )}
    </>
  );
}
