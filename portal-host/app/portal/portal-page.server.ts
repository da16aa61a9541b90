import { data, redirect } from '@remix-run/node';
import {
  LOGIN_PATH,
  canonicalRequestPath,
  pageGate,
  visibleNavigation,
  findSnapshotPage,
  snapshotForPage,
  listingParams,
  type TListingView,
  type TSnapshot,
  type TSnapshotPage,
} from '@atrium/core';
import { loadListing, siteCacheOptions, type Runtime } from '@atrium/integrations';
import { headerAccount, portalViewer, type PortalViewer } from '../accounts/portal-access.server';
import type { THeaderAccount } from '@atrium/sections';
import { snapshotHeaders } from './conditional-get.server';
import { PRIVATE_HEADERS } from './portal-headers';
import { NOT_PUBLISHED_MESSAGE, unknownHostMessage } from './portal-messages';
import { resolvePortal } from './resolve-portal.server';

export type PortalPageData =
  | {
      kind: 'page';
      snapshot: TSnapshot;
      page: TSnapshotPage;
      path: string;
      canonicalUrl: string;
      account: THeaderAccount;
      /** The records of the page's data sections, by section id. */
      listings: Record<string, TListingView>;
    }
  | { kind: 'not-found'; snapshot: TSnapshot; path: string; account: THeaderAccount };

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

  const { snapshot: published, version } = portal.publication;
  const path = canonicalRequestPath(url.pathname);
  const access = await portalViewer(request, runtime, portal.site);
  // With user accounts on, what a page shows depends on who asks: never shared, never revalidated by ETag.
  const headers = access.accountsOn ? new Headers(PRIVATE_HEADERS) : snapshotHeaders(portal.site.siteId, version);
  const snapshot = access.accountsOn ? withViewerNavigation(published, access) : published;
  const page = findSnapshotPage(snapshot, path);
  if (!page) {
    return data<PortalPageData>(
      { kind: 'not-found', snapshot: snapshotForPage(snapshot, undefined), path, account: headerAccount(access) },
      { status: 404, headers },
    );
  }
  if (access.accountsOn) {
    const gate = pageGate(access.ability, access.viewer, page.id);
    if (gate === 'login') {
      throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, {
        headers: PRIVATE_HEADERS,
      });
    }
    if (gate === 'forbidden') {
      const target = access.state!.appConfig.identity.redirectOnForbidden;
      // A forbidden target that is itself closed to the viewer would loop: answer 403 instead.
      const targetPage = findSnapshotPage(snapshot, canonicalRequestPath(target));
      const loops =
        target === path || (targetPage && pageGate(access.ability, access.viewer, targetPage.id) !== 'allow');
      if (loops) throw data(FORBIDDEN_MESSAGE, { status: 403, headers: PRIVATE_HEADERS });
      throw redirect(target, { headers: PRIVATE_HEADERS });
    }
  }
  const canonicalUrl = `${runtime.env.PORTAL_URL_SCHEME}://${url.host}${page.path}`;
  const listings = await loadPageListings(runtime, { siteId: portal.site.siteId, snapshot, page, url, access });
  // Records change without a publish: a page with listings is never revalidated by the snapshot's ETag.
  if (Object.keys(listings).length > 0 && !access.accountsOn) {
    headers.delete('ETag');
    headers.set('Cache-Control', 'no-cache');
  }
  return data<PortalPageData>(
    {
      kind: 'page',
      snapshot: snapshotForPage(snapshot, page.id),
      page,
      path,
      canonicalUrl,
      account: headerAccount(access),
      listings,
    },
    { headers },
  );
}

/**
 * Every data section of the page, loaded from the cached data source for this URL's search,
 * filters and page, as this viewer may see it (user listings: only their records).
 */
async function loadPageListings(
  runtime: Runtime,
  input: { siteId: string; snapshot: TSnapshot; page: TSnapshotPage; url: URL; access: PortalViewer },
): Promise<Record<string, TListingView>> {
  const sections = input.page.contents.sections.filter((s) => s.type === 'data');
  if (sections.length === 0) return {};
  const params = listingParams(input.url.searchParams);
  const views = await Promise.all(
    sections.map((section) =>
      loadListing(runtime, {
        siteId: input.siteId,
        data: section.data,
        params,
        userRecordId: input.access.user?.recordId ?? undefined,
        cache: siteCacheOptions(input.snapshot.settings),
      }),
    ),
  );
  return Object.fromEntries(sections.map((section, i) => [section.id, views[i]!]));
}

/** The header navigation as this viewer may see it (spec doc 1 §4). */
function withViewerNavigation(snapshot: TSnapshot, access: PortalViewer): TSnapshot {
  return {
    ...snapshot,
    header: { ...snapshot.header, nav: visibleNavigation(snapshot.header.nav, access.ability, access.viewer) },
  };
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to view this page.';

/** Host-level 404s change as soon as a portal is created or published: never keep them. */
const NO_CACHE = { 'Cache-Control': 'no-cache' };
