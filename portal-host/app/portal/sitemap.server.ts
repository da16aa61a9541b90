import { hasRecordPages, pageGate, portalOrigin, type TSnapshotPageEntry } from '@atrium/core';
import { listingRecordPaths, siteCacheOptions } from '@atrium/integrations';
import { portalViewer } from './portal-access.server';
import { publishedSnapshot, resolvePortal } from './resolve-portal.server';
import type { PortalRequest } from '../load-context';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * sitemap.xml (spec doc 2: record pages appear in the sitemap unless protected): the pages an
 * anonymous visitor may open, and the record pages of their public listings, at their pretty URLs.
 * None for an embed-only portal.
 */
export async function loadSitemap({ request, runtime }: PortalRequest): Promise<Response> {
  const url = new URL(request.url);
  const portal = await resolvePortal(runtime, request);
  // An embed-only portal's pages are not meant to be found at their own addresses (ADR 027).
  if (portal.kind !== 'published' || portal.site.embedOnly) {
    return new Response('Not found', { status: 404, headers: TEXT });
  }
  // What the public sees: the viewer of a request without any session.
  const anonymous = await portalViewer(new Request(url), runtime, portal.site);
  const open = (page: TSnapshotPageEntry) =>
    page.type === 'page' &&
    (!anonymous.accountsOn || pageGate(anonymous.ability, anonymous.viewer, page.id) === 'allow');
  // The contents (for their listings' record pages) of the open pages only.
  const openIds = portal.publication.site.pages.filter(open).map((page) => page.id);
  const snapshot = await publishedSnapshot(runtime, portal, openIds);
  const origin = portalOrigin(runtime.env, portal.site.canonicalHostname);
  const paths: string[] = [];
  for (const page of snapshot.pages.filter(open)) {
    paths.push(page.path);
    for (const section of page.contents.sections) {
      if (section.type !== 'data' || !hasRecordPages(section)) continue;
      paths.push(
        ...(await listingRecordPaths(runtime, {
          siteId: portal.site.siteId,
          sectionId: section.id,
          data: section.data,
          pagePath: page.path,
          cache: siteCacheOptions(snapshot.settings),
        }).catch(() => [])),
      );
    }
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(paths)].map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}

export async function robotsTxt({ request, runtime }: PortalRequest): Promise<Response> {
  const portal = await resolvePortal(runtime, request);
  if (portal.kind === 'unknown-host') return new Response('Not found', { status: 404, headers: TEXT });
  // Embed-only (ADR 027): crawlers would find only the notice; the websites embedding the portal
  // are what gets indexed.
  if (portal.site.embedOnly) return new Response('User-agent: *\nDisallow: /\n', { headers: TEXT });
  const origin = portalOrigin(runtime.env, portal.site.canonicalHostname);
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, { headers: TEXT });
}
