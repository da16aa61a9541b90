import { data, redirect } from '@remix-run/node';
import {
  LOGIN_PATH,
  portalOrigin,
  canonicalRequestPath,
  dataSectionKind,
  pageGate,
  visibleNavigation,
  findSnapshotPage,
  snapshotForPage,
  RECORD_CREATED_MESSAGE,
  UPVOTE_DONE_MESSAGE,
  RECORD_DELETED_MESSAGE,
  RECORD_UPDATED_MESSAGE,
  RECORD_LINKED_MESSAGE,
  RECORD_UNLINKED_MESSAGE,
  listingParams,
  hasRecordPages,
  singleRecordData,
  FORM_SUBMITTED_PARAM,
  type TListingView,
  type TRecordDetailView,
  type TSnapshot,
  type TSnapshotPage,
} from '@atrium/core';
import {
  SNAPSHOT_PAGE_FRESH_FOR_MS,
  getUserRecord,
  loadCustomForm,
  loadListing,
  loadRecordPage,
  siteCacheOptions,
  usersTableSource,
  type Runtime,
} from '@atrium/integrations';
import { headerAccount, portalViewer, viewerGroups, type PortalViewer } from './portal-access.server';
import type { THeaderAccount } from '@atrium/sections';
import { sharedPageHeaders, snapshotHeaders } from './conditional-get.server';
import { PRIVATE_HEADERS } from './portal-headers';
import { NOT_PUBLISHED_MESSAGE, unknownHostMessage } from './portal-messages';
import { publishedSnapshot, resolvePortal, type PublishedPortal } from './resolve-portal.server';
import type { PortalRequest } from '../load-context';

export type PortalPageData =
  | {
      kind: 'page';
      snapshot: TSnapshot;
      page: TSnapshotPage;
      path: string;
      canonicalUrl: string;
      account: THeaderAccount;
      /** After a form on the page: what happened (created, deleted). */
      notice?: string;
      /** The records of the page's data sections, by section id. */
      listings: Record<string, TListingView>;
    }
  | {
      kind: 'record';
      snapshot: TSnapshot;
      /** The listing's page (its nav link is the current one). */
      page: TSnapshotPage;
      path: string;
      canonicalUrl: string;
      account: THeaderAccount;
      record: TRecordDetailView;
      notice?: string;
      /** The listing section the record belongs to (its forms post with it). */
      sectionId: string;
    }
  | { kind: 'not-found'; snapshot: TSnapshot; path: string; account: THeaderAccount };

/**
 * The loader behind every portal page route: finds the portal by host name and the page by
 * canonical path in its latest snapshot. Unknown host and unpublished portal are thrown as
 * plain 404 messages; a missing page is a 404 that still renders the portal's own chrome.
 *
 * A page rendered for a visitor without a session is the same for every such visitor: it is
 * marked shareable in `render`, for the rendered-page cache (ADR 028), and sent with shared
 * caching headers. A signed-in viewer's page is private.
 */
export async function loadPortalPage({ request, runtime, pageRender: render }: PortalRequest) {
  const url = new URL(request.url);
  const portal = await resolvePortal(runtime, request);
  if (portal.kind === 'unknown-host') {
    throw data(unknownHostMessage(portal.hostname, runtime.env.PORTAL_ROOT_DOMAIN), { status: 404, headers: NO_CACHE });
  }
  if (portal.kind === 'unpublished') throw data(NOT_PUBLISHED_MESSAGE, { status: 404, headers: NO_CACHE });

  const { version } = portal.publication;
  const path = canonicalRequestPath(url.pathname);
  const published = await snapshotForPath(runtime, portal, path);
  const access = await portalViewer(request, runtime, portal.site);
  // A signed-in viewer's page depends on who they are: never shared, never revalidated by ETag.
  const personal = access.user !== undefined;
  const headers = personal
    ? new Headers(PRIVATE_HEADERS)
    : access.accountsOn
      ? sharedPageHeaders(version, { accountsOn: true })
      : snapshotHeaders(portal.site.siteId, version, portal.site.canonicalHostname);
  const shareable = (freshForMs: number) => {
    if (render && !personal) render.shareable = { siteId: portal.site.siteId, freshForMs };
  };
  const recordsFreshForMs = published.settings.data.cacheTtlSeconds * 1000;
  const snapshot = access.accountsOn ? withViewerNavigation(published, access) : published;
  const found = findSnapshotPage(snapshot, path);
  // Not a page: maybe a record page under a listing's page (`/{page}/{pretty URL or id}`).
  const recordParent = found ? undefined : recordPageParent(snapshot, path, url.pathname);
  const page = found ?? recordParent?.page;
  if (!page) {
    return data<PortalPageData>(
      { kind: 'not-found', snapshot: snapshotForPage(snapshot, undefined), path, account: headerAccount(access) },
      { status: 404, headers },
    );
  }
  if (access.accountsOn) assertPageOpen(access, { snapshot, page, url, path });
  // Links name the portal's canonical host: its verified custom domain, else its free subdomain.
  const origin = portalOrigin(runtime.env, portal.site.canonicalHostname);
  if (recordParent) {
    const result = await loadRecordPage(runtime, {
      siteId: portal.site.siteId,
      sectionId: recordParent.section.id,
      data: recordParent.section.data,
      pagePath: page.path,
      slug: recordParent.slug,
      userRecordId: access.user?.recordId ?? undefined,
      userFields: await viewerRecordFields(runtime, portal.site.siteId, access, [recordParent.section]),
      groups: viewerGroups(access),
      cache: siteCacheOptions(snapshot.settings),
    });
    if (result.kind === 'redirect') throw redirect(result.to, { status: 301, headers: PRIVATE_HEADERS });
    if (result.kind === 'sign-in') {
      throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(url.pathname)}`, { headers: PRIVATE_HEADERS });
    }
    if (result.kind === 'not-found') {
      return data<PortalPageData>(
        { kind: 'not-found', snapshot: snapshotForPage(snapshot, undefined), path, account: headerAccount(access) },
        { status: 404, headers: access.accountsOn ? headers : NO_CACHE },
      );
    }
    // Records change without a publish: never revalidated by the snapshot's ETag.
    headers.delete('ETag');
    shareable(recordsFreshForMs);
    return data<PortalPageData>(
      {
        kind: 'record',
        snapshot: snapshotForPage(snapshot, page.id),
        page,
        path: page.path,
        canonicalUrl: `${origin}${result.canonicalPath}`,
        account: headerAccount(access),
        record: result.view,
        sectionId: recordParent.section.id,
        ...noticeOf(url),
      },
      { headers },
    );
  }
  const canonicalUrl = `${origin}${page.path}`;
  const listings = await loadPageListings(runtime, { siteId: portal.site.siteId, snapshot, page, url, access });
  // Records change without a publish: a page with listings is never revalidated by the snapshot's ETag.
  const hasListings = Object.keys(listings).length > 0;
  if (hasListings) headers.delete('ETag');
  // A listing that could not read its records says so; that answer is not kept for others.
  if (!Object.values(listings).some((view) => view.status === 'error')) {
    shareable(hasListings ? recordsFreshForMs : SNAPSHOT_PAGE_FRESH_FOR_MS);
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
      ...noticeOf(url),
    },
    { headers },
  );
}

/**
 * A page closed to the viewer (portals with user accounts): Log In for visitors, who come back
 * here; the forbidden target for signed-in viewers, or 403 where that target would loop.
 */
function assertPageOpen(
  access: PortalViewer,
  at: { snapshot: TSnapshot; page: TSnapshotPage; url: URL; path: string },
): void {
  const { snapshot, url, path } = at;
  const gate = pageGate(access.ability, access.viewer, at.page.id);
  if (gate === 'login') {
    throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  if (gate === 'forbidden') {
    const target = access.state!.appConfig.identity.redirectOnForbidden;
    // A forbidden target that is itself closed to the viewer would loop: answer 403 instead.
    const targetPage = findSnapshotPage(snapshot, canonicalRequestPath(target));
    const loops = target === path || (targetPage && pageGate(access.ability, access.viewer, targetPage.id) !== 'allow');
    if (loops) throw data(FORBIDDEN_MESSAGE, { status: 403, headers: PRIVATE_HEADERS });
    throw redirect(target, { headers: PRIVATE_HEADERS });
  }
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
  const userFields = await viewerRecordFields(runtime, input.siteId, input.access, sections);
  const views = await Promise.all(
    sections.map((section) =>
      dataSectionKind(section.sectionName) === 'form'
        ? loadCustomForm(runtime, {
            siteId: input.siteId,
            data: section.data,
            userRecordId: input.access.user?.recordId ?? undefined,
            cache: siteCacheOptions(input.snapshot.settings),
            groups: viewerGroups(input.access),
            submitted: input.url.searchParams.get(FORM_SUBMITTED_PARAM) === section.id,
          })
        : loadListing(runtime, {
            siteId: input.siteId,
            ...(dataSectionKind(section.sectionName) === 'record'
              ? { data: singleRecordData(section.data), params: { q: '', filters: {} } }
              : { data: section.data, params }),
            userRecordId: input.access.user?.recordId ?? undefined,
            cache: siteCacheOptions(input.snapshot.settings),
            detail: { sectionId: section.id, pagePath: input.page.path },
            groups: viewerGroups(input.access),
            userFields,
          }),
    ),
  );
  const formAction = input.page.path === '/' ? '/?index' : input.page.path;
  return Object.fromEntries(sections.map((section, i) => [section.id, { ...views[i]!, formAction }]));
}

/**
 * The cells of the viewer's users-table record, read only when a listing's field attribute rule
 * compares records with them (one read per page view, never for visitors).
 */
export async function viewerRecordFields(
  runtime: Runtime,
  siteId: string,
  access: PortalViewer,
  sections: ReadonlyArray<{ data: { rules: ReadonlyArray<{ type: string }> } }>,
): Promise<Record<string, unknown> | undefined> {
  const recordId = access.user?.recordId;
  const config = access.state?.appConfig.identity.config;
  if (!recordId || !config || !sections.some((s) => s.data.rules.some((r) => r.type === 'fieldAttribute'))) {
    return undefined;
  }
  const source = await usersTableSource(runtime, { siteId, config });
  return source ? (await getUserRecord(source, config, recordId))?.fields : undefined;
}

const NOTICES: Record<string, string> = {
  created: RECORD_CREATED_MESSAGE,
  updated: RECORD_UPDATED_MESSAGE,
  deleted: RECORD_DELETED_MESSAGE,
  upvoted: UPVOTE_DONE_MESSAGE,
  linked: RECORD_LINKED_MESSAGE,
  unlinked: RECORD_UNLINKED_MESSAGE,
};

/** The message a write leaves for the page it redirects to (`?done=created`). */
function noticeOf(url: URL): { notice?: string } {
  const done = url.searchParams.get('done');
  return done && Object.hasOwn(NOTICES, done) ? { notice: NOTICES[done] } : {};
}

/**
 * For a path that is no page, the page above it when that page lists records with record pages:
 * `/projects/website-relaunch` -> the Projects page, its first such data section, and the slug.
 */
export function recordPageParent(snapshot: TSnapshot, path: string, rawPathname = path) {
  const parentPath = recordPageParentPath(path);
  if (parentPath === undefined) return undefined;
  // Page paths are matched case-insensitively; record ids (Airtable's 'recAbC…') keep their case.
  const raw = rawPathname.replace(/\/+$/, '');
  const slug = safeDecode(raw.slice(raw.lastIndexOf('/') + 1));
  const page = findSnapshotPage(snapshot, parentPath);
  const section = page?.contents.sections.find(
    (s): s is Extract<typeof s, { type: 'data' }> => s.type === 'data' && hasRecordPages(s),
  );
  return page && section && slug ? { page, section, slug } : undefined;
}

/** The path of the page a record page at `path` would belong to (the path less its last segment). */
function recordPageParentPath(path: string): string | undefined {
  const cut = path.lastIndexOf('/');
  if (cut < 0 || cut === path.length - 1) return undefined;
  return path.slice(0, cut) || '/';
}

/**
 * The published snapshot a request for `path` needs (ADR 046): the site-wide parts and page
 * index, with the contents of the page at `path` or, when none is there, of the page above it
 * (whose listing may have a record page at `path`); no other page's contents are read.
 */
export async function snapshotForPath(runtime: Runtime, portal: PublishedPortal, path: string): Promise<TSnapshot> {
  const index = await publishedSnapshot(runtime, portal, []);
  const parentPath = recordPageParentPath(path);
  const page =
    findSnapshotPage(index, path) ?? (parentPath === undefined ? undefined : findSnapshotPage(index, parentPath));
  return page ? publishedSnapshot(runtime, portal, [page.id]) : index;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
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
