import {
  canonicalRequestPath,
  portalOrigin,
  safeRedirectPath,
  snapshotForPage,
  visibleNavigation,
  type TAppConfig,
  type TSnapshot,
} from '@atrium/core';
import type { Runtime } from '@atrium/integrations';
import { data } from '@remix-run/node';
import { NOT_PUBLISHED_MESSAGE, unknownHostMessage } from '../portal/portal-messages';
import { publishedSnapshot, resolvePortal } from '../portal/resolve-portal.server';
import { headerAccount, portalViewer, type PortalViewer } from '../portal/portal-access.server';
import type { THeaderAccount } from '@atrium/sections';

export const ACCOUNTS_OFF_MESSAGE = 'This portal has no user accounts.';
import { PRIVATE_HEADERS } from '../portal/portal-headers';

export { PRIVATE_HEADERS };

export interface AccountContext {
  siteId: string;
  appConfig: TAppConfig;
  /** The portal's chrome for this viewer (navigation filtered), with no page contents. */
  snapshot: TSnapshot;
  access: PortalViewer;
  /** The viewer for the header's account buttons. */
  account: THeaderAccount;
  path: string;
  /**
   * The portal's canonical origin at the host name it was resolved by: the configured scheme
   * and port, never the request's Host port or forwarded headers. Links in emails start with it.
   */
  origin: string;
}

/**
 * What every /account route needs: the portal (by host name, published), the viewer, and the
 * portal's frame. A portal without user accounts answers 404 on these paths.
 */
export async function accountContext(request: Request, runtime: Runtime): Promise<AccountContext> {
  const url = new URL(request.url);
  const portal = await resolvePortal(runtime, request);
  if (portal.kind === 'unknown-host') {
    throw data(unknownHostMessage(portal.hostname, runtime.env.PORTAL_ROOT_DOMAIN), {
      status: 404,
      headers: PRIVATE_HEADERS,
    });
  }
  if (portal.kind === 'unpublished') throw data(NOT_PUBLISHED_MESSAGE, { status: 404, headers: PRIVATE_HEADERS });
  const access = await portalViewer(request, runtime, portal.site);
  if (!access.accountsOn || !access.state) throw data(ACCOUNTS_OFF_MESSAGE, { status: 404, headers: PRIVATE_HEADERS });
  // The account pages show the portal's frame only: no page's contents are read.
  const published = await publishedSnapshot(runtime, portal, []);
  const snapshot = snapshotForPage(
    {
      ...published,
      header: { ...published.header, nav: visibleNavigation(published.header.nav, access.ability, access.viewer) },
    },
    undefined,
  );
  return {
    siteId: portal.site.siteId,
    appConfig: access.state.appConfig,
    snapshot,
    access,
    account: headerAccount(access),
    path: canonicalRequestPath(url.pathname),
    origin: portalOrigin(runtime.env, portal.site.canonicalHostname),
  };
}

/** Where to go after logging in: the page the visitor came from, else the configured target. */
export function afterLoginPath(context: AccountContext, redirectTo: unknown): string {
  return safeRedirectPath(redirectTo, context.appConfig.identity.redirectOnLogin);
}
