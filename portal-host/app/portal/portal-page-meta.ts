import type { MetaDescriptor } from '@remix-run/node';
import { faviconLinks, safeHref } from '@atrium/core';
import { PAGE_NOT_FOUND_HEADING } from '@atrium/sections';
import type { PortalPageData } from './portal-page.server';

/** Title, description, canonical URL and favicon of a portal page. */
export function portalPageMeta({ data }: { data: PortalPageData | undefined }): MetaDescriptor[] {
  // Without data the root error boundary renders, with the root's meta.
  if (!data) return [];
  const { snapshot } = data;
  const favicon = safeHref(snapshot.header.data.faviconUrl);
  // An uploaded favicon comes in the sizes browsers ask for (.ico, 32, 192, Apple touch 180);
  // without a favicon of its own, an empty icon stops browsers asking for /favicon.ico.
  const icon: MetaDescriptor[] = favicon
    ? faviconLinks(favicon).map((link) => ({ tagName: 'link', ...link }))
    : [{ tagName: 'link', rel: 'icon', href: 'data:,' }];
  if (data.kind === 'not-found') return [{ title: `${PAGE_NOT_FOUND_HEADING} | ${snapshot.site.name}` }, ...icon];
  if (data.kind === 'record') {
    const { meta } = data.record;
    return [
      { title: `${meta.title} | ${snapshot.site.name}` },
      ...(meta.description ? [{ name: 'description', content: meta.description }] : []),
      { property: 'og:title', content: meta.title },
      ...(meta.description ? [{ property: 'og:description', content: meta.description }] : []),
      // Open Graph wants absolute URLs; uploaded images are served from the portal itself.
      ...(meta.ogImage ? [{ property: 'og:image', content: new URL(meta.ogImage, data.canonicalUrl).href }] : []),
      { property: 'og:type', content: 'article' },
      { property: 'og:url', content: data.canonicalUrl },
      { tagName: 'link', rel: 'canonical', href: data.canonicalUrl },
      ...icon,
    ];
  }
  const { page } = data;
  return [
    { title: page.meta.title || `${page.name} | ${snapshot.site.name}` },
    ...(page.meta.description ? [{ name: 'description', content: page.meta.description }] : []),
    { tagName: 'link', rel: 'canonical', href: data.canonicalUrl },
    ...icon,
  ];
}
