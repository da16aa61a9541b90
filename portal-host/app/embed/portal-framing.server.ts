import { embeddable } from '@atrium/core';
import type { AppLoadContext } from '@remix-run/node';
import { data } from '@remix-run/node';
import { PRIVATE_HEADERS, portalFrameAncestors } from '../portal/portal-headers';
import { embedOnlyMessage } from '../portal/portal-messages';
import { findHostedSite } from '../portal/resolve-portal.server';

/**
 * Where a browser will show the response to a request, from its fetch metadata (ADR 027):
 * - `tab`: a top-level navigation (`Sec-Fetch-Dest: document`);
 * - `frame`: an iframe or frame (`iframe`, `frame`);
 * - `unknown`: no fetch metadata at all (non-browser clients, crawlers, browsers from before
 *   2023);
 * - `other`: anything else a browser fetches (`empty`: a listing's in-place update), which no
 *   browser shows as a page by itself.
 * Browsers never let a page's scripts set `Sec-Fetch-*` headers, so a page cannot fake them.
 */
export type FrameContext = 'tab' | 'frame' | 'unknown' | 'other';

/** The request header a portal's documents vary with once it may be embedded. */
export const FRAME_CONTEXT_HEADER = 'Sec-Fetch-Dest';

export function frameContextOf(request: Request): FrameContext {
  const destination = request.headers.get(FRAME_CONTEXT_HEADER)?.trim().toLowerCase();
  if (!destination) return 'unknown';
  if (destination === 'document') return 'tab';
  if (destination === 'iframe' || destination === 'frame') return 'frame';
  return 'other';
}

/**
 * Pages that links in emails open (sign-up confirmation, password reset, email change, users-table
 * invitations): a mail client opens them in a tab, so embed-only leaves them reachable there.
 */
const EMAIL_LINK_PAGES = [
  /^\/account\/signup\/verify\/[^/]+\/?$/i,
  /^\/account\/reset-password\/[^/]+\/?$/i,
  /^\/account\/change-email\/[^/]+\/?$/i,
  /^\/account\/signup\/invite\/?$/i,
];

export function opensFromEmail(pathname: string): boolean {
  return EMAIL_LINK_PAGES.some((page) => page.test(pathname));
}

export interface PortalDocumentFraming {
  /** Include the script that reports the page's height to the page embedding it. */
  frameScript: boolean;
}

/**
 * The root loader of every portal document (pages, record pages, account pages):
 * - who may frame the response (the portal, the builder, the embedding websites), told to the
 *   HTTP response through the load context (the CSP is written outside Remix), and, for a
 *   portal that may be embedded or is embed-only, `Vary: Sec-Fetch-Dest` (through Remix's
 *   headers, so the rendered-page cache keeps one entry per frame context, ADR 028);
 * - embed-only: a visit in a tab, or without fetch metadata (failing closed), gets a 403 notice
 *   instead of the page, except on pages opened from emails;
 * - the frame script, for embeddable portals, in every response that may end up in a frame:
 *   pages opened in a tab ship no JavaScript for it; without fetch metadata the script is
 *   included and checks for itself whether it runs in a frame.
 */
export async function portalDocumentFraming(request: Request, context: Pick<AppLoadContext, 'runtime' | 'framing'>) {
  const url = new URL(request.url);
  const site = await findHostedSite(context.runtime, url.host);
  // The `www.` form of a custom domain only redirects (the page loader answers it).
  if (!site || site.redirectsToCanonical) return data<PortalDocumentFraming>({ frameScript: false });
  const canBeEmbedded = embeddable(site.embedding);
  context.framing?.allowFramingBy(portalFrameAncestors(context.runtime.env, site.embedding));
  const headers = new Headers();
  if (site.embedOnly || canBeEmbedded) headers.set('Vary', FRAME_CONTEXT_HEADER);
  const frame = frameContextOf(request);
  if (site.embedOnly && (frame === 'tab' || frame === 'unknown') && !opensFromEmail(url.pathname)) {
    headers.set('Cache-Control', PRIVATE_HEADERS['Cache-Control']);
    throw data(embedOnlyMessage(site.name), { status: 403, headers });
  }
  return data<PortalDocumentFraming>({ frameScript: canBeEmbedded && frame !== 'tab' }, { headers });
}
