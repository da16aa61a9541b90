import {
  CTA_PREVIEW_MESSAGE,
  UPVOTE_PREVIEW_MESSAGE,
  canonicalRequestPath,
  emptyPageContents,
  pageGate,
  toSnapshotPage,
  visibleNavigation,
  type TListingView,
  type TMyAccountView,
  type TSection,
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
import { useMemo, useState, type MouseEvent } from 'react';
import type { DocumentAction, EditorDocument } from '../document/editor-document';
import type { EditorData } from '../load-editor.server';
import { Button } from '@shopify/polaris';
import { footerState } from '../../settings-drawers/footer-drawer';
import { SectionList } from './section-list';
import { useListingPreviews } from '../../data-sections/use-listing-previews';
import { useToast } from '../../components/builder-frame';

/** Spec doc 2 §4 and §8: what the preview says instead of running a listing's forms and actions. */
export const PREVIEW_FORMS_MESSAGE = 'Preview only. You can test form submission in the live app.';
export const PREVIEW_ACTIONS_MESSAGE = 'Preview only mode. To test the actions, please go to the live app';

export { EMPTY_PAGE_MESSAGE } from './section-list';

/** What the preview says when one of a listing's forms is submitted (by its intent), or nothing. */
export function previewSubmitMessage(intent: string | undefined): string | undefined {
  if (intent === 'listing-action' || intent === 'listing-card-action') return PREVIEW_ACTIONS_MESSAGE;
  if (intent === 'listing-upvote') return UPVOTE_PREVIEW_MESSAGE;
  return intent?.startsWith('listing-') ? PREVIEW_FORMS_MESSAGE : undefined;
}

/**
 * The preview's listing views with the success screen of each Form submitted in the preview (the
 * preview never sends the form: it only shows what comes next).
 */
export function withSubmittedForms(
  views: Record<string, TListingView>,
  sections: readonly TSection[],
  submitted: ReadonlySet<string>,
): Record<string, TListingView> {
  if (submitted.size === 0) return views;
  const out = { ...views };
  for (const section of sections) {
    const view = out[section.id];
    if (section.type !== 'data' || !submitted.has(section.id) || !view?.customForm) continue;
    out[section.id] = { ...view, customForm: { ...view.customForm, success: section.data.customForm.success } };
  }
  return out;
}

/** A card's call to action link (website, email, phone) does nothing in the preview but say so. */
export const isPreviewCta = (anchor: Element) => anchor.matches('[data-listing-cta], [data-listing-copy]');

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
  // The record opened in a modal or side-by-side listing's preview, by section (a click on a card).
  const [openRecords, setOpenRecords] = useState<Record<string, string>>({});
  const loaded = useListingPreviews(data.site.id, document.contents.sections, previewAs?.id, openRecords);
  // Forms submitted in the preview show their success screen until 'Back to form' (spec doc 2 §4).
  const [submitted, setSubmitted] = useState<ReadonlySet<string>>(() => new Set());
  const listings = useMemo(
    () => withSubmittedForms(loaded, document.contents.sections, submitted),
    [loaded, document.contents.sections, submitted],
  );
  const toast = useToast();
  const portal = useMemo(() => {
    const empty = emptyPageContents();
    const pages: TSnapshotPage[] = data.pages.map((p) =>
      toSnapshotPage({ ...p, contents: p.id === document.pageId ? document.contents : empty }),
    );
    const header = previewAs
      ? { ...document.header, nav: visibleNavigation(document.header.nav, previewAs.ability, previewAs.viewer) }
      : document.header;
    const doc: TPortalDocument = {
      site: data.site,
      header,
      footer: document.footer,
      theme: document.theme,
      pages,
    };
    return doc;
  }, [data.pages, data.site, document, previewAs]);
  const gate = previewAs ? pageGate(previewAs.ability, previewAs.viewer, data.page.id) : 'allow';
  const account =
    previewAs && data.headerAccount
      ? { ...data.headerAccount, signedIn: previewAs.viewer.kind === 'user' }
      : data.headerAccount;

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

  return (
    <div
      className="atrium-editor__preview"
      onClickCapture={onClickCapture}
      // Forms in the preview are there to look at: they never submit from the editor (spec doc 2
      // §4 'Preview mode info toasts' say where to try them).
      onSubmitCapture={(event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const intent = form.querySelector<HTMLInputElement>('input[name="intent"]')?.value;
        const message = previewSubmitMessage(intent);
        if (message) toast(message);
        if (intent === 'listing-form') {
          const id = form.querySelector<HTMLInputElement>('input[name="sectionId"]')?.value ?? '';
          setSubmitted((current) => new Set([...current, id]));
        }
      }}
    >
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
      <PortalFrame snapshot={portal} currentPath={data.page.path} account={account}>
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
      />
    </AccountCard>
  );
}
