import type { ReactNode } from 'react';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { GENERIC_ERROR_MESSAGE } from '@atrium/core/errors/app-error';
import { useCspNonce } from '@atrium/sections';
import stylesUrl from '@atrium/sections/styles.css?url';
import frameScriptUrl from './embed/frame-reporter.js?url&no-inline';
import { portalDocumentFraming } from './embed/portal-framing.server';
import { addVary } from './portal/portal-headers';
import { isPortalMessage, type PortalMessage } from './portal/portal-messages';
import { PortalThemeFonts } from './portal/portal-theme-fonts';

/** Framing of every portal document (ADR 027): who may frame it, embed-only, the frame script. */
export const loader = ({ request, context }: LoaderFunctionArgs) => portalDocumentFraming(request, context);

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesUrl }];

/** Used only while the error boundary renders: routes that render normally set their own. */
export const meta: MetaFunction = ({ error }) => (error ? [{ title: errorContent(error).title }] : []);

/**
 * A thrown response's headers (e.g. Cache-Control on a host-level 404) reach the error page;
 * the root loader's Vary (ADR 027) reaches every document (page routes add it to their own).
 */
export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = errorHeaders?.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  addVary(headers, (errorHeaders ?? loaderHeaders).get('Vary'));
  return headers;
};

/**
 * The document of every portal response. There is deliberately no <Scripts/> (and so no
 * <ScrollRestoration/>, which needs it): pages without interactive sections ship no
 * JavaScript at all. Interactive sections will opt in through their route's `handle` later;
 * pages of embeddable portals that may be shown in a frame carry the frame script.
 */
export function Layout({ children }: { children: ReactNode }) {
  const frameScript = useRouteLoaderData<typeof loader>('root')?.frameScript === true;
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <PortalThemeFonts />
      </head>
      <body className="atrium-document">
        {children}
        {/* Embeddable portals: reports the page's height to the page embedding it (ADR 027). */}
        {frameScript && <script src={frameScriptUrl} defer nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The one error boundary: a plain page with the thrown message (unknown host, not published)
 * or the generic fallback. Visitors never see stack traces.
 */
export function ErrorBoundary() {
  const { title, message } = errorContent(useRouteError());
  return (
    <main className="atrium-message">
      <div>
        <h1>{title}</h1>
        <p>{message}</p>
      </div>
    </main>
  );
}

function errorContent(error: unknown): PortalMessage {
  if (!isRouteErrorResponse(error)) return { title: 'Something went wrong', message: GENERIC_ERROR_MESSAGE };
  if (isPortalMessage(error.data)) return error.data;
  if (error.status === 404) return { title: 'Not found', message: 'There is nothing here.' };
  return { title: 'Something went wrong', message: GENERIC_ERROR_MESSAGE };
}
