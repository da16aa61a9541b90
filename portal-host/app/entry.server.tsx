import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import type { TListingFormAnswer } from '@atrium/core';
import { CspNonce } from '@atrium/sections/csp-nonce';
import type { PortalDocumentFraming } from './embed/portal-framing.server';
import { notModifiedResponse } from './portal/conditional-get.server';
import { renderPortalDocument } from './portal/portal-document';
import type { PortalPageData } from './portal/portal-page.server';

/** How long Remix waits for deferred data (portal pages defer none). */
export const streamTimeout = 5_000;

/** The page routes (routes/_index.tsx, routes/$.tsx): their documents are renderPortalDocument's. */
const PAGE_ROUTES = new Set(['routes/_index', 'routes/$']);

/**
 * Renders a document in one piece. Portal pages defer no data and suspend nowhere (no client
 * JavaScript hydrates them), so streaming would only split the same bytes into many writes:
 * one string is faster to render and to send, and it is what the rendered-page cache stores
 * (ADR 028). A revalidation of an unchanged portal page answers 304 unrendered.
 *
 * A page route's document is renderPortalDocument's, from the loaders' data (ADR 032): the same
 * function renders signed-in page views on the document fast path, so both give the same page.
 * Account pages and error pages render through Remix (root.tsx's Layout).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const context = remixContext.staticHandlerContext;
  // A page with the frame script (ADR 027) is another variant of the same URL: another ETag.
  const rootData = context.loaderData.root as PortalDocumentFraming | undefined;
  const frameScript = rootData?.frameScript === true;
  const variant = frameScript ? `${remixContext.manifest.version}-framed` : remixContext.manifest.version;
  const notModified = notModifiedResponse(request, responseStatusCode, responseHeaders, variant);
  if (notModified) return notModified;

  // The Content-Security-Policy (server/security-headers.ts) lets only scripts with this nonce run.
  const nonce = loadContext.cspNonce || undefined;
  const leaf = context.matches[context.matches.length - 1]?.route.id;
  const html =
    leaf && PAGE_ROUTES.has(leaf) && !context.errors
      ? renderPortalDocument({
          data: context.loaderData[leaf] as PortalPageData,
          refused: (context.actionData?.[leaf] as TListingFormAnswer | undefined) ?? null,
          frameScript,
          nonce,
        })
      : `<!DOCTYPE html>${renderToString(
          <CspNonce.Provider value={nonce}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </CspNonce.Provider>,
        )}`;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** Signed-in members' page views, answered before Remix runs (ADR 032). */
export { handleDocumentFastPath } from './document-fast-path.server';

/** Remix logs server faults through this; client mistakes (4xx) and abandoned requests are not logged. */
export { handleRequestError as handleError } from '@atrium/integrations';
