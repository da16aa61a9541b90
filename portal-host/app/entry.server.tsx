import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { CspNonce } from '@atrium/sections/csp-nonce';
import type { PortalDocumentFraming } from './embed/portal-framing.server';
import { notModifiedResponse } from './portal/conditional-get.server';

/** How long Remix waits for deferred data (portal pages defer none). */
export const streamTimeout = 5_000;

/**
 * Renders a document in one piece. Portal pages defer no data and suspend nowhere (no client
 * JavaScript hydrates them), so streaming would only split the same bytes into many writes:
 * one string is faster to render and to send, and it is what the rendered-page cache stores
 * (ADR 028). A revalidation of an unchanged portal page answers 304 unrendered.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page with the frame script (ADR 027) is another variant of the same URL: another ETag.
  const rootData = remixContext.staticHandlerContext.loaderData.root as PortalDocumentFraming | undefined;
  const variant = rootData?.frameScript ? `${remixContext.manifest.version}-framed` : remixContext.manifest.version;
  const notModified = notModifiedResponse(request, responseStatusCode, responseHeaders, variant);
  if (notModified) return notModified;

  // The Content-Security-Policy (server/security-headers.ts) lets only scripts with this nonce run.
  const nonce = loadContext.cspNonce || undefined;
  const html = renderToString(
    <CspNonce.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </CspNonce.Provider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

/** Remix logs server faults through this; client mistakes (4xx) and abandoned requests are not logged. */
export { handleRequestError as handleError } from '@atrium/integrations';
