import { AppProvider } from '@shopify/polaris';
import polarisStyles from '@shopify/polaris/build/esm/styles.css?url';
import en from '@shopify/polaris/locales/en.json';
import {
  Link as RemixLink,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from '@remix-run/react';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import type { LinkLikeComponentProps } from '@shopify/polaris/build/ts/src/utilities/link';
import { forwardRef, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@atrium/core';
import { useCspNonce } from '@atrium/sections/csp-nonce';
import builderStyles from './builder.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: polarisStyles },
  { rel: 'stylesheet', href: builderStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [{ title: 'Atrium' }];

/** Polaris links navigate client-side through Remix. */
const PolarisLink = forwardRef<HTMLAnchorElement, LinkLikeComponentProps>(function PolarisLink(
  { url, children, external, ...rest },
  ref,
) {
  if (external || /^https?:\/\//.test(url)) {
    return (
      <a ref={ref} href={url} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RemixLink ref={ref} to={url} {...rest}>
      {children}
    </RemixLink>
  );
});

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProvider i18n={en} linkComponent={PolarisLink}>
          {children}
        </AppProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The one error boundary: the server's message for 4xx responses, the generic text otherwise. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && status < 500 && typeof error.data === 'string' && error.data
      ? error.data
      : status === 404
        ? 'We could not find that page.'
        : GENERIC_ERROR_MESSAGE;
  return (
    <main className="atrium-error" role="alert">
      <h1>{status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : 'Something went wrong'}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Back to your portals</a>
      </p>
    </main>
  );
}
