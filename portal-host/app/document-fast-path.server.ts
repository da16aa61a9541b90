import type { DocumentAnswer } from '@atrium/integrations';
import type { AppLoadContext } from '@remix-run/node';
import { portalDocumentFraming } from './embed/portal-framing.server';
import { renderPortalDocument } from './portal/portal-document';
import { pageResponseHeaders } from './portal/portal-headers';
import { loadPortalPage } from './portal/portal-page.server';
import { isPagePath } from './portal/page-paths';
import { hasViewerCookie } from './portal/viewer-cookies';

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
    const page = await loadPortalPage({
      request,
      params: {},
      runtime: context.runtime,
      clientIp: context.clientIp,
      pageRender: context.pageRender,
    });
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
