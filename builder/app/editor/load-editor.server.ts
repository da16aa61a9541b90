import { AppError, identityConfigured, loadAppConfig, portalUrl, signupOpen } from '@atrium/core';
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
  const page = requested ? pages.find((p) => p.id === requested) : (pages.find((p) => p.isHome) ?? pages[0]);
  if (!page) throw new AppError('NOT_FOUND', 'Page not found');
  const url = portalUrl(ctx.runtime.env, site.subdomain);
  const appConfig = loadAppConfig(site.appConfig);
  return {
    /** Where the editor's forms post (this route's action). */
    action: `/edit/${site.id}`,
    site: { id: site.id, name: site.name, subdomain: site.subdomain },
    workspaceRouteId,
    pages: pages.map(summarise),
    page: { ...summarise(page), contents: page.contents },
    draft: { header: draft.header, footer: draft.footer, theme: draft.theme },
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
    portal: { url, host: new URL(url).host, rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN },
  };
}

export type EditorData = Awaited<ReturnType<typeof loadEditor>>;
