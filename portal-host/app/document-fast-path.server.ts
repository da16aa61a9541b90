import { createHash } from 'node:crypto';
import { viewerPageMemo, type DocumentAnswer } from '@atrium/integrations';
import type { AppLoadContext } from '@remix-run/node';
import { portalDocumentFraming } from './embed/portal-framing.server';
import { renderPortalDocument } from './portal/portal-document';
import { pageResponseHeaders } from './portal/portal-headers';
import { loadPortalPage } from './portal/portal-page.server';
import { isPagePath } from './portal/page-paths';
import { hasViewerCookie } from './portal/viewer-cookies';
import { currentEndUser } from './portal/end-user-session.server';
import { findHostedSite } from './portal/resolve-portal.server';

/**
 * A signed-in member's page view, answered before Remix runs (ADR 032). Such views are never
 * cached, so each one pays for what surrounds the render; this path runs the same root and page
 * loaders and renders the same document (renderPortalDocument) as entry.server does after Remix,
 * without Remix's routing, data encoding and streams.
 *
 * Only GET/HEAD of a page path with a session or sign-up cookie comes here; anonymous views are
 * the rendered-page cache's (ADR 028). Anything but a page answer — a redirect (log in,
 * forbidden target, `www.`), an embed-only or unknown-host message, a fault, a conditional GET —
 * is left to Remix, which runs the loaders again (they change nothing on GET) and answers it
 * the one usual way.
 */
export async function handleDocumentFastPath(
  request: Request,
  context: AppLoadContext,
): Promise<DocumentAnswer | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (!isPagePath(url.pathname) || url.searchParams.has('_data')) return undefined;
  if (!hasViewerCookie(request.headers.get('Cookie') ?? undefined)) return undefined;
  try {
    const framing = await portalDocumentFraming(request, context);
    const page = await viewerPage(request, context);
    const headers = pageResponseHeaders(new Headers(page.init?.headers), new Headers(framing.init?.headers));
    // Revalidation by ETag (anonymous pages) is entry.server's, which knows the build version.
    if (headers.has('ETag')) return undefined;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    const html = renderPortalDocument({
      data: page.data,
      refused: null,
      frameScript: framing.data.frameScript,
      nonce: context.cspNonce || undefined,
    });
    return { status: page.init?.status ?? 200, headers, html };
  } catch {
    return undefined;
  }
}

type LoadedPage = Awaited<ReturnType<typeof loadPortalPage>>;

/**
 * The page loader's answer for this view: from the viewer page memo (ADR 036) when this signed-in
 * viewer loaded the same URL with the same cookies moments ago and nothing it read has changed,
 * else loaded (and kept when it is a plain page for this viewer).
 */
async function viewerPage(request: Request, context: AppLoadContext): Promise<LoadedPage> {
  const { runtime } = context;
  const load = () =>
    loadPortalPage({ request, params: {}, runtime, clientIp: context.clientIp, pageRender: context.pageRender });
  const url = new URL(request.url);
  const cookies = request.headers.get('Cookie');
  const site = await findHostedSite(runtime, url.host);
  if (!cookies || !site?.accountsOn || site.redirectsToCanonical) return load();
  const [memo, user] = await Promise.all([
    viewerPageMemo<LoadedPage>(runtime),
    currentEndUser(request, runtime, site.siteId),
  ]);
  if (!memo || !user) return load();
  const cookieHash = createHash('sha256').update(cookies).digest('base64url');
  const key = `${url.host.toLowerCase()}\n${cookieHash}\n${url.pathname}${url.search}`;
  return memo.remembered(key, { siteId: site.siteId, userId: user.id }, load, keepable);
}

/** A page or record page for the signed-in viewer, complete and without cookies to set, for as long as its records stay fresh. */
function keepable(page: LoadedPage): { freshForMs: number } | undefined {
  const { data, init } = page;
  if ((init?.status ?? 200) !== 200 || data.kind === 'not-found') return undefined;
  const headers = new Headers(init?.headers);
  if (headers.has('Set-Cookie') || !/private/.test(headers.get('Cache-Control') ?? '')) return undefined;
  if (data.kind === 'page' && Object.values(data.listings).some((view) => view.status === 'error')) return undefined;
  return { freshForMs: data.snapshot.settings.data.cacheTtlSeconds * 1000 };
}
