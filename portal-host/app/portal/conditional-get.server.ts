import { SNAPSHOT_HEADER } from './portal-headers';

/**
 * Portal pages are a pure function of (app build, site, snapshot version, URL), so they are
 * revalidated cheaply: every response says `Cache-Control: public, max-age=0, must-revalidate`
 * with an ETag, and a request whose If-None-Match still matches gets a 304 before rendering.
 *
 * The loader knows the site and snapshot; only entry.server knows the build (its manifest
 * version), so the loader sets a provisional ETag and entry.server completes it.
 */
export function snapshotHeaders(siteId: string, version: number): Headers {
  return new Headers({
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: `W/"${siteId}-${version}"`,
    [SNAPSHOT_HEADER]: String(version),
  });
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
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (!ifNoneMatch) return undefined;
  const matches = ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => weakEquals(tag.trim(), etag));
  return matches ? new Response(null, { status: 304, headers }) : undefined;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque tags match, W/ prefixes aside. */
function weakEquals(a: string, b: string): boolean {
  return a.replace(/^W\//, '') === b.replace(/^W\//, '');
}
