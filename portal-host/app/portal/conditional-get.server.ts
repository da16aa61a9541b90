import { createHash } from 'node:crypto';
import { SNAPSHOT_HEADER } from './portal-headers';

/**
 * How a page that every visitor without a session sees alike may be cached (ADR 028): browsers
 * revalidate every time (a 304 from the portal host's page cache costs next to nothing), shared
 * caches (a CDN) may keep it briefly and serve it stale while they revalidate. On a portal with
 * user accounts a signed-in visitor's page differs for the same URL, so such pages vary on Cookie.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

export function sharedPageHeaders(version: number, options: { accountsOn: boolean }): Headers {
  const headers = new Headers({ 'Cache-Control': SHARED_PAGE_CACHE_CONTROL, [SNAPSHOT_HEADER]: String(version) });
  if (options.accountsOn) headers.set('Vary', 'Cookie');
  return headers;
}

/**
 * A page of a portal without user accounts and without listings is a pure function of (app
 * build, site, snapshot version, URL), so it is also revalidated before rendering: a request
 * whose If-None-Match still names that version gets a 304 without a render. (With user accounts
 * on, access rules change without a publish; with listings, records do.)
 *
 * The loader knows the site, snapshot and canonical host; only entry.server knows the build (its
 * manifest version), so the loader sets a provisional ETag and entry.server completes it.
 */
export function snapshotHeaders(siteId: string, version: number, canonicalHostname: string): Headers {
  const headers = sharedPageHeaders(version, { accountsOn: false });
  // The page names its canonical host (links, Open Graph): a new custom domain is a new page.
  headers.set('ETag', `W/"${hostTag(canonicalHostname)}-${siteId}-${version}"`);
  return headers;
}

/**
 * Finishes the ETag of a 200 portal page with the build version; returns a 304 response when
 * the client already has this exact page. Anything else passes through unchanged.
 */
export function notModifiedResponse(
  request: Request,
  status: number,
  headers: Headers,
  buildVersion: string,
): Response | undefined {
  const provisional = headers.get('ETag');
  if (!provisional) return undefined;
  if (status !== 200) {
    headers.delete('ETag');
    return undefined;
  }
  const etag = provisional.replace(/^W\/"/, `W/"${buildVersion}-`);
  headers.set('ETag', etag);
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return ifNoneMatchMatches(request, etag) ? new Response(null, { status: 304, headers }) : undefined;
}

/** Whether the request's If-None-Match names `etag` (or `*`), by weak comparison. */
export function ifNoneMatchMatches(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weakEquals(tag.trim(), etag));
}

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque tags match, W/ prefixes aside. */
function weakEquals(a: string, b: string): boolean {
  return a.replace(/^W\//, '') === b.replace(/^W\//, '');
}

/** A short tag of a host name for ETags (8 hex digits of its SHA-256). */
function hostTag(hostname: string): string {
  return createHash('sha256').update(hostname).digest('hex').slice(0, 8);
}
