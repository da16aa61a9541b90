import { data } from '@remix-run/node';
import {
  canonicalRequestPath,
  findSnapshotPage,
  snapshotForPage,
  type TSnapshot,
  type TSnapshotPage,
} from '@atrium/core';
import type { Runtime } from '@atrium/integrations';
import { snapshotHeaders } from './conditional-get.server';
import { NOT_PUBLISHED_MESSAGE, unknownHostMessage } from './portal-messages';
import { resolvePortal } from './resolve-portal.server';

export type PortalPageData =
  | { kind: 'page'; snapshot: TSnapshot; page: TSnapshotPage; path: string; canonicalUrl: string }
  | { kind: 'not-found'; snapshot: TSnapshot; path: string };

/**
 * The loader behind every portal page route: finds the portal by host name and the page by
 * canonical path in its latest snapshot. Unknown host and unpublished portal are thrown as
 * plain 404 messages; a missing page is a 404 that still renders the portal's own chrome.
 */
export async function loadPortalPage(request: Request, runtime: Runtime) {
  const url = new URL(request.url);
  const portal = await resolvePortal(runtime, url.host);
  if (portal.kind === 'unknown-host') {
    throw data(unknownHostMessage(portal.hostname, runtime.env.PORTAL_ROOT_DOMAIN), { status: 404, headers: NO_CACHE });
  }
  if (portal.kind === 'unpublished') throw data(NOT_PUBLISHED_MESSAGE, { status: 404, headers: NO_CACHE });

  const { snapshot, version } = portal.publication;
  const path = canonicalRequestPath(url.pathname);
  const headers = snapshotHeaders(portal.site.siteId, version);
  const page = findSnapshotPage(snapshot, path);
  if (!page) {
    return data<PortalPageData>(
      { kind: 'not-found', snapshot: snapshotForPage(snapshot, undefined), path },
      { status: 404, headers },
    );
  }
  const canonicalUrl = `${runtime.env.PORTAL_URL_SCHEME}://${url.host}${page.path}`;
  return data<PortalPageData>(
    { kind: 'page', snapshot: snapshotForPage(snapshot, page.id), page, path, canonicalUrl },
    { headers },
  );
}

/** Host-level 404s change as soon as a portal is created or published: never keep them. */
const NO_CACHE = { 'Cache-Control': 'no-cache' };
