import {
  AppError,
  emptyPageContents,
  findAccountPage,
  identityConfigured,
  loadAppConfig,
  portalUrl,
  siteUrl,
  signupOpen,
} from '@atrium/core';
import { getLatestPublication, getSiteDraft, listPages, type PageView } from '@atrium/db';
import { toCurrentUser } from '../auth/current-user';
import { requireSite, type BuilderContext } from '../lib/route-builders.server';

/** A page as the page menu and the preview's header need it (no sections). */
export type PageSummary = Omit<PageView, 'contents' | 'siteId' | 'position' | 'updatedAt'>;

function summarise(page: PageView): PageSummary {
  return {
    id: page.id,
    name: page.name,
    path: page.path,
    type: page.type,
    passwordProtected: page.passwordProtected,
    meta: page.meta,
    options: page.options,
    isHome: page.isHome,
  };
}

/**
 * Everything the editor shows for `/edit/:siteId?pageId=`: the portal (404 unless it is in one
 * of the builder's workspaces), its pages, the selected page (the home page by default; a page
 * id the portal does not have is a 404), the header/footer/theme drafts, the latest published
 * version and the current user (publishing needs a verified email).
 */
export async function loadEditor(ctx: BuilderContext) {
  const { site, workspaceRouteId } = await requireSite(ctx, ctx.params.siteId);
  const db = ctx.runtime.db;
  const requested = new URL(ctx.request.url).searchParams.get('pageId');
  const [pages, draft, publication] = await Promise.all([
    listPages(db, { siteId: site.id }),
    getSiteDraft(db, { siteId: site.id }),
    getLatestPublication(db, { siteId: site.id }),
  ]);
  const accountPage = requested ? findAccountPage(requested) : undefined;
  const page = accountPage
    ? accountPageView(accountPage, site.id, draft.updatedAt)
    : requested
      ? pages.find((p) => p.id === requested)
      : (pages.find((p) => p.isHome) ?? pages[0]);
  if (!page) throw new AppError('NOT_FOUND', 'Page not found');
  // The Site URL (spec doc 1 §9): the verified custom domain, else the free subdomain.
  const url = siteUrl(ctx.runtime.env, site);
  const appConfig = loadAppConfig(site.appConfig);
  return {
    /** Where the editor's forms post (this route's action). */
    action: `/edit/${site.id}`,
    site: { id: site.id, name: site.name, subdomain: site.subdomain },
    workspaceRouteId,
    pages: pages.map(summarise),
    page: { ...summarise(page), contents: page.contents },
    draft: { header: draft.header, footer: draft.footer, theme: draft.theme },
    /** The Sign Up page's texts (site settings), edited in the Sign Up Form drawer. */
    signupTexts: draft.settings.general.accounts.signup,
    /**
     * The drafts' revision (ISO): the later of the page's and the site draft's `updatedAt`.
     * Autosave sends it as `baseUpdatedAt` (see editor/document/draft-sync.ts).
     */
    revision: new Date(Math.max(page.updatedAt.getTime(), draft.updatedAt.getTime())).toISOString(),
    publication: publication
      ? { version: publication.version, publishedAt: publication.publishedAt.toISOString() }
      : null,
    /** Outside the shell, so the editor loads the current user itself (publishing needs `verified`). */
    user: toCurrentUser(ctx.builder),
    /** The preview's header shows what a visitor sees: account buttons once user accounts are on. */
    headerAccount: identityConfigured(appConfig) ? { signedIn: false, signupOpen: signupOpen(appConfig) } : null,
    portal: {
      url,
      host: new URL(url).host,
      rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
      /**
       * Where code blocks preview (ADR 010): the free subdomain, which the builder's CSP allows
       * on every installation, even when the Site URL is a custom domain.
       */
      codePreviewOrigin: portalUrl(ctx.runtime.env, site.subdomain),
    },
    /** The Embed menu (ADR 027): 'Disable URL access' and the websites allowed to embed the portal. */
    embed: { embedOnly: appConfig.embedOnly, ...appConfig.embedding },
  };
}

export type EditorData = Awaited<ReturnType<typeof loadEditor>>;

/** An account page (My Account, Sign up, Log In) as the editor shows it: fixed path, no sections. */
function accountPageView(
  page: NonNullable<ReturnType<typeof findAccountPage>>,
  siteId: string,
  updatedAt: Date,
): PageView {
  return {
    id: page.id,
    siteId,
    name: page.name,
    path: page.path,
    type: page.type,
    position: -1,
    passwordProtected: false,
    meta: { title: '', description: '' },
    options: { isPublic: true, addToHeader: false },
    contents: emptyPageContents(),
    isHome: false,
    updatedAt,
  };
}
