import type { MetaDescriptor } from '@remix-run/node';
import { renderToString } from 'react-dom/server';
import type { TListingFormAnswer } from '@atrium/core';
import { CspNonce } from '@atrium/sections/csp-nonce';
import {
  ListingFormAnswer,
  ListingViews,
  NotFoundPage,
  PortalFrame,
  PortalPage,
  RecordPage,
  ThemeFontHead,
  ThemeFontPlacement,
} from '@atrium/sections';
import stylesUrl from '@atrium/sections/styles.css?url';
import frameScriptUrl from '../embed/frame-reporter.js?url&no-inline';
import listingScriptUrl from './listing-enhance.js?url';
import type { PortalPageData } from './portal-page.server';
import { portalPageMeta } from './portal-page-meta';

/** What a portal page's document is made of: the page loader's data and the request's extras. */
export interface PortalDocumentInput {
  data: PortalPageData;
  /** A listing form's refusal after a post (the action's answer), shown by that form. */
  refused: TListingFormAnswer | null;
  /** Include the script that reports the page's height to the page embedding it (ADR 027). */
  frameScript: boolean;
  /** The CSP nonce of this response's scripts. */
  nonce: string | undefined;
}

/**
 * The whole document of a portal page, record page or portal 404, as one string. Both ways a
 * page is answered render it through here (ADR 032): entry.server after Remix ran the loaders
 * (form posts, anonymous pages), and the document fast path for page views of signed-in members.
 * Portal pages are never hydrated, so nothing of Remix's own is needed in the document.
 */
export function renderPortalDocument(input: PortalDocumentInput): string {
  return `<!DOCTYPE html>${renderToString(
    <CspNonce.Provider value={input.nonce}>
      <PortalDocument {...input} />
    </CspNonce.Provider>,
  )}`;
}

function PortalDocument({ data, refused, frameScript, nonce }: PortalDocumentInput) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <MetaTags descriptors={portalPageMeta({ data })} />
        <link rel="stylesheet" href={stylesUrl} />
        <ThemeFontHead theme={data.snapshot.theme} />
      </head>
      <body className="atrium-document">
        <PortalPageBody data={data} refused={refused} nonce={nonce} />
        {/* Embeddable portals: reports the page's height to the page embedding it (ADR 027). */}
        {frameScript && <script src={frameScriptUrl} defer nonce={nonce} />}
      </body>
    </html>
  );
}

/** The page, record page or the portal's own 404; the theme's fonts are in the document head. */
export function PortalPageBody(props: { data: PortalPageData; refused: TListingFormAnswer | null; nonce?: string }) {
  const { data } = props;
  return (
    <ListingFormAnswer.Provider value={props.refused}>
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
            {Object.keys(data.listings).length > 0 && <script src={listingScriptUrl} defer nonce={props.nonce} />}
          </ListingViews.Provider>
        )}
      </ThemeFontPlacement.Provider>
    </ListingFormAnswer.Provider>
  );
}

/** Remix's <Meta/> for the descriptors portal pages use: title, name/property metas and links. */
function MetaTags({ descriptors }: { descriptors: MetaDescriptor[] }) {
  return descriptors.map((descriptor, i) => {
    if ('title' in descriptor) return <title key="title">{String(descriptor.title)}</title>;
    if ('tagName' in descriptor) {
      const { tagName, ...attributes } = descriptor as { tagName: string } & Record<string, string>;
      return tagName === 'link' ? <link key={i} {...attributes} /> : null;
    }
    return <meta key={i} {...(descriptor as Record<string, string>)} />;
  });
}
