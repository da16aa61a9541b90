import type { HeadersFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { TListingFormAnswer } from '@atrium/core';
import { useCspNonce } from '@atrium/sections';
import { PortalPageBody } from './portal-document';
import type { loadPortalPage } from './portal-page.server';
import { pageResponseHeaders } from './portal-headers';

/**
 * The component of every portal page route. entry.server renders page routes' documents with
 * renderPortalDocument (ADR 032) from the same parts; Remix still needs a component to treat the
 * route as a page.
 */
export function PortalPageView() {
  const data = useLoaderData<typeof loadPortalPage>();
  const refused = useActionData<TListingFormAnswer>() ?? null;
  return <PortalPageBody data={data} refused={refused} nonce={useCspNonce()} />;
}

/** The page document's headers (pageResponseHeaders), as Remix asks route modules for them. */
export const portalPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) =>
  pageResponseHeaders(loaderHeaders, parentHeaders);
