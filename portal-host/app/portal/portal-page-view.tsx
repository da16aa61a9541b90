import type { HeadersFunction, MetaDescriptor } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import listingScriptUrl from './listing-enhance.js?url';
import { faviconLinks, safeHref, type TListingFormAnswer } from '@atrium/core';
import {
  ListingFormAnswer,
  ListingViews,
  NotFoundPage,
  PAGE_NOT_FOUND_HEADING,
  PortalFrame,
  PortalPage,
  RecordPage,
  ThemeFontPlacement,
  useCspNonce,
} from '@atrium/sections';
import type { loadPortalPage } from './portal-page.server';
import { FORWARDED_HEADERS, addVary } from './portal-headers';

type LoaderData = Awaited<ReturnType<typeof loadPortalPage>>['data'];

/**
 * The component of every portal page route: the page, or the portal's own 404. The theme's
 * fonts are in the document head (root.tsx, PortalThemeFonts), not in the frame.
 */
export function PortalPageView() {
  const data = useLoaderData<typeof loadPortalPage>();
  const refused = useActionData<TListingFormAnswer>() ?? null;
  const nonce = useCspNonce();
  return (
    <ListingFormAnswer.Provider value={refused}>
      <ThemeFontPlacement.Provider value="document-head">
        {data.kind === 'not-found' ? (
          <NotFoundPage snapshot={data.snapshot} currentPath={data.path} account={data.account} />
        ) : data.kind === 'record' ? (
          <PortalFrame snapshot={data.snapshot} currentPath={data.path} account={data.account}>
            <RecordPage
              record={data.record}
              backHref={data.page.path}
              backLabel={data.page.name}
              sectionId={data.sectionId}
              notice={data.notice}
            />
          </PortalFrame>
        ) : (
          <ListingViews.Provider value={data.listings}>
            <PortalPage
              snapshot={data.snapshot}
              page={data.page}
              currentPath={data.path}
              account={data.account}
              notice={data.notice}
            />
            {/* Listings update in place when JavaScript runs; pages without listings ship none. */}
            {Object.keys(data.listings).length > 0 && <script src={listingScriptUrl} defer nonce={nonce} />}
          </ListingViews.Provider>
        )}
      </ThemeFontPlacement.Provider>
    </ListingFormAnswer.Provider>
  );
}

/** Title, description, canonical URL and favicon of a portal page. */
export function portalPageMeta({ data }: { data: LoaderData | undefined }): MetaDescriptor[] {
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

/**
 * Passes the loader's caching headers on to the document, and the root's Vary (a portal that may
 * be embedded answers differently inside a frame, ADR 027).
 */
export const portalPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = loaderHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  addVary(headers, parentHeaders.get('Vary'));
  return headers;
};
