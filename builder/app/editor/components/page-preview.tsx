import {
  CTA_PREVIEW_MESSAGE,
  canonicalRequestPath,
  emptyPageContents,
  pageGate,
  toSnapshotPage,
  visibleNavigation,
  type TListingView,
  type TMyAccountView,
  type TSignupTexts,
  type TSnapshotPage,
} from '@atrium/core';
import {
  AccountCard,
  ListingViews,
  LoginForm,
  MyAccount,
  PortalFrame,
  RenderSection,
  SignupForm,
  type TPortalDocument,
} from '@atrium/sections';
import { previewForbiddenMessage, type PreviewViewer } from '../../users/preview-as-user';
import { useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import type { DocumentAction, EditorDocument } from '../document/editor-document';
import type { EditorData } from '../load-editor.server';
import { Button } from '@shopify/polaris';
import { footerState } from '../../settings-drawers/footer-drawer';
import { SectionList } from './section-list';
import { useListingPreviews } from '../../sections/data/preview/use-listing-previews';
import { useToast } from '../../components/builder-frame';
import { isPreviewCta, previewSubmitMessage } from '../../sections/data/preview/preview-messages';
import { withSubmittedForms } from '../../sections/data/preview/submitted-forms';

interface PagePreviewProps {
  data: EditorData;
  /** The live document (not the loader's data): edits show at once. */
  document: EditorDocument;
  onSelectPage: (pageId: string) => void;
  onEdit: (action: DocumentAction) => void;
  onAddSection?: (index: number) => void;
  onEditSection?: (id: string) => void;
  /** Opens Edit Footer. */
  onEditFooter?: () => void;
  /** Opens Edit Header. */
  onEditHeader?: () => void;
  /** Preview as a user: the page, navigation and sections as that viewer sees them, read-only. */
  previewAs?: PreviewViewer | null;
  /** The Sign Up page's texts as being edited (account pages only). */
  signupTexts?: TSignupTexts;
  /** Opens the Sign Up Form drawer (on the Sign Up page). */
  onEditSignupForm?: () => void;
  /** My Account as the drawer's draft shows it (undefined while loading or without user accounts). */
  myAccountView?: TMyAccountView;
  /** Opens the My Account Form drawer (on the My Account page). */
  onEditMyAccount?: () => void;
  /** Opens the connect-data wizard for a data section that has no table yet. */
  onConnectData?: (sectionId: string) => void;
}

/**
 * The live preview: the document rendered by the same `sections` components as the portal host,
 * inside the portal's frame (theme, header, footer), with the editable section list as the page.
 * Links inside it never leave the editor: a link to one of the portal's pages selects that page
 * (client-side), an external link opens in a new tab.
 */
export function PagePreview({
  data,
  document,
  onSelectPage,
  onEdit,
  onAddSection,
  onEditSection,
  onEditFooter,
  onEditHeader,
  previewAs = null,
  signupTexts,
  onEditSignupForm,
  myAccountView,
  onEditMyAccount,
  onConnectData,
}: PagePreviewProps) {
  const footer = footerState(document.footer);
  const interactions = usePreviewInteractions({ data, previewAs, onSelectPage, onConnectData });
  const loaded = useListingPreviews(data.site.id, document.contents.sections, previewAs?.id, interactions.openRecords);
  const { submitted } = interactions;
  const listings = useMemo(
    () => withSubmittedForms(loaded, document.contents.sections, submitted),
    [loaded, document.contents.sections, submitted],
  );
  const portal = useMemo(
    () => previewPortal(data.pages, data.site, document, previewAs),
    [data.pages, data.site, document, previewAs],
  );
  const account =
    previewAs && data.headerAccount
      ? { ...data.headerAccount, signedIn: previewAs.viewer.kind === 'user' }
      : data.headerAccount;

  return (
    <div
      className="atrium-editor__preview"
      onClickCapture={interactions.onClickCapture}
      // Forms in the preview are there to look at: they never submit from the editor (spec doc 2
      // §4 'Preview mode info toasts' say where to try them).
      onSubmitCapture={interactions.onSubmitCapture}
    >
      <EditBars
        data={data}
        document={document}
        previewAs={previewAs}
        onEditHeader={onEditHeader}
        onEditSignupForm={onEditSignupForm}
        onEditMyAccount={onEditMyAccount}
      />
      <PortalFrame snapshot={portal} currentPath={data.page.path} account={account} embedded>
        <PreviewPage
          data={data}
          document={document}
          previewAs={previewAs}
          listings={listings}
          account={account}
          signupTexts={signupTexts}
          myAccountView={myAccountView}
          onEdit={onEdit}
          onAddSection={onAddSection}
          onEditSection={onEditSection}
        />
      </PortalFrame>
      {onEditFooter && !previewAs && (
        <div className={`atrium-editor__footer-bar atrium-editor__footer-bar--${footer}`}>
          {footer === 'hidden' && <span>Footer is hidden</span>}
          <Button onClick={onEditFooter}>{footer === 'empty' ? 'Add Footer' : 'Edit Footer'}</Button>
        </div>
      )}
    </div>
  );
}

/** The portal as the preview renders it: the current page's live contents, the header's links as the viewer sees them. */
function previewPortal(
  pages: EditorData['pages'],
  site: EditorData['site'],
  document: EditorDocument,
  previewAs: PreviewViewer | null,
): TPortalDocument {
  const empty = emptyPageContents();
  const header = previewAs
    ? { ...document.header, nav: visibleNavigation(document.header.nav, previewAs.ability, previewAs.viewer) }
    : document.header;
  return {
    site,
    header,
    footer: document.footer,
    theme: document.theme,
    pages: pages.map((p): TSnapshotPage =>
      toSnapshotPage({ ...p, contents: p.id === document.pageId ? document.contents : empty }),
    ),
  };
}

/**
 * What a click or a submit in the preview does: a record opens in its listing, a submitted Form
 * shows its success screen until 'Back to form', a page link selects that page, an external
 * link opens in a new tab, and nothing is sent.
 */
function usePreviewInteractions({
  data,
  previewAs,
  onSelectPage,
  onConnectData,
}: {
  data: EditorData;
  previewAs: PreviewViewer | null;
  onSelectPage: (pageId: string) => void;
  onConnectData?: (sectionId: string) => void;
}) {
  const toast = useToast();
  // The record opened in a modal or side-by-side listing's preview, by section (a click on a card).
  const [openRecords, setOpenRecords] = useState<Record<string, string>>({});
  // Forms submitted in the preview show their success screen until 'Back to form' (spec doc 2 §4).
  const [submitted, setSubmitted] = useState<ReadonlySet<string>>(() => new Set());

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const back = target.closest('[data-form-back]');
    if (back) {
      event.preventDefault();
      const id = back.getAttribute('data-form-back') ?? '';
      setSubmitted((current) => new Set([...current].filter((s) => s !== id)));
      return;
    }
    const connect = target.closest('[data-connect-data]');
    if (connect) {
      event.preventDefault();
      if (!previewAs) onConnectData?.(connect.getAttribute('data-connect-data') ?? '');
      return;
    }
    // The editor's own controls (section toolbars, dialogs' portals) work as usual.
    if (target.closest('.atrium-section-frame__toolbar, .atrium-section-frame__add, .atrium-editor__empty-add')) return;
    const anchor = target.closest('a');
    if (!anchor || anchor.closest('.atrium-editor__empty')) return;
    event.preventDefault();
    if (isPreviewCta(anchor)) {
      toast(CTA_PREVIEW_MESSAGE);
      return;
    }
    // A listing's record, its Previous/Next links and the modal's close: open or close it here.
    const listing = anchor.closest('[data-listing-results]')?.getAttribute('data-listing-results');
    if (listing && anchor.hasAttribute('data-listing-swap')) {
      const record = new URLSearchParams(anchor.getAttribute('href')?.split('?')[1] ?? '').get('record') ?? '';
      setOpenRecords((current) => ({ ...current, [listing]: record }));
      return;
    }
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('/')) {
      const path = canonicalRequestPath(href.split(/[?#]/)[0] ?? '/');
      const page = data.pages.find((p) => p.path === path && p.type === 'page');
      if (page) onSelectPage(page.id);
    } else if (/^https?:\/\//i.test(href)) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  }

  function onSubmitCapture(event: FormEvent<HTMLDivElement>) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const intent = form.querySelector<HTMLInputElement>('input[name="intent"]')?.value;
    const message = previewSubmitMessage(intent);
    if (message) toast(message);
    if (intent === 'listing-form') {
      const id = form.querySelector<HTMLInputElement>('input[name="sectionId"]')?.value ?? '';
      setSubmitted((current) => new Set([...current, id]));
    }
  }

  return { openRecords, submitted, onClickCapture, onSubmitCapture };
}

/** Above the page: Edit Header, Edit Sign Up Form and Edit My Account Form (not while previewing as a user). */
function EditBars({
  data,
  document,
  previewAs,
  onEditHeader,
  onEditSignupForm,
  onEditMyAccount,
}: Pick<PagePreviewProps, 'data' | 'document' | 'onEditHeader' | 'onEditSignupForm' | 'onEditMyAccount'> & {
  previewAs: PreviewViewer | null;
}) {
  return (
    <>
      {onEditHeader && !previewAs && (
        <div className="atrium-editor__header-bar">
          {document.header.disabled && <span>Header is hidden</span>}
          <Button size="slim" onClick={onEditHeader}>
            Edit Header
          </Button>
        </div>
      )}
      {data.page.type === 'signup' && onEditSignupForm && (
        <div className="atrium-editor__header-bar">
          <Button size="slim" onClick={onEditSignupForm}>
            Edit Sign Up Form
          </Button>
        </div>
      )}
      {data.page.type === 'account' && onEditMyAccount && !previewAs && (
        <div className="atrium-editor__header-bar">
          <Button size="slim" onClick={onEditMyAccount}>
            Edit My Account Form
          </Button>
        </div>
      )}
    </>
  );
}

/** The page inside the portal's frame: an account page, the editable sections, or the page as the previewed viewer sees it. */
function PreviewPage({
  data,
  document,
  previewAs,
  listings,
  account,
  signupTexts,
  myAccountView,
  onEdit,
  onAddSection,
  onEditSection,
}: Pick<
  PagePreviewProps,
  'data' | 'document' | 'signupTexts' | 'myAccountView' | 'onEdit' | 'onAddSection' | 'onEditSection'
> & {
  previewAs: PreviewViewer | null;
  listings: Record<string, TListingView>;
  account: EditorData['headerAccount'];
}) {
  const gate = previewAs ? pageGate(previewAs.ability, previewAs.viewer, data.page.id) : 'allow';
  return (
    <>
      {data.page.type === 'account' && previewAs?.viewer.kind === 'anonymous' ? (
        <section className="atrium-section atrium-preview-notice" role="status">
          <p>Visitors who are not logged in are sent to the Log In page.</p>
        </section>
      ) : data.page.type !== 'page' ? (
        <AccountPagePreview
          type={data.page.type}
          signupTexts={signupTexts ?? data.signupTexts}
          account={account}
          myAccountView={myAccountView}
          userName={previewAs?.name}
        />
      ) : previewAs === null ? (
        <ListingViews.Provider value={listings}>
          <SectionList
            sections={document.contents.sections}
            onEdit={onEdit}
            onAddSection={onAddSection}
            onEditSection={onEditSection}
          />
        </ListingViews.Provider>
      ) : gate === 'allow' ? (
        <ListingViews.Provider value={listings}>
          {document.contents.sections.map((section, position) => (
            <RenderSection key={section.id} section={section} position={position} preview />
          ))}
        </ListingViews.Provider>
      ) : (
        <section className="atrium-section atrium-preview-notice" role="status">
          <p>{previewForbiddenMessage(previewAs.name)}</p>
        </section>
      )}
    </>
  );
}

/** An account page in the editor: the same forms as the portal host renders, with sample values. */
function AccountPagePreview({
  type,
  signupTexts,
  account,
  myAccountView,
  userName,
}: {
  type: string;
  signupTexts: TSignupTexts;
  account: { signupOpen: boolean } | null;
  myAccountView?: TMyAccountView;
  userName?: string;
}) {
  if (type === 'signup') {
    return (
      <AccountCard heading={signupTexts.heading}>
        <SignupForm texts={signupTexts} />
      </AccountCard>
    );
  }
  if (type === 'login') {
    return (
      <AccountCard heading="Log In">
        <LoginForm signupOpen={account?.signupOpen ?? true} />
      </AccountCard>
    );
  }
  return (
    <AccountCard heading="My Account">
      <MyAccount
        email={userName?.includes('@') ? userName : 'member@example.com'}
        username={userName ?? 'member'}
        view={myAccountView ?? { profile: [], linked: [] }}
        preview
      />
    </AccountCard>
  );
}
