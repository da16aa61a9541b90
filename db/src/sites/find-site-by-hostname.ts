import { identityConfigured, loadAppConfig } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';

export interface HostedSite {
  siteId: string;
  name: string;
  subdomain: string;
  /** User accounts are on and configured: the portal host loads access rules and checks every page. */
  accountsOn: boolean;
}

/**
 * The portal a request's host name belongs to: `{subdomain}.{rootDomain}` or a custom domain.
 * The port is ignored; matching is case-insensitive.
 */
export async function findSiteByHostname(
  db: DbOrTx,
  params: { hostname: string; rootDomain: string },
): Promise<HostedSite | undefined> {
  const host = params.hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const root = params.rootDomain.toLowerCase();
  const select = { siteId: sites.id, name: sites.name, subdomain: sites.subdomain, appConfig: sites.appConfig };
  let where;
  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (!sub || sub.includes('.')) return undefined;
    where = eq(sites.subdomain, sub);
  } else {
    where = eq(sites.customDomain, host);
  }
  const [row] = await db.select(select).from(sites).where(where);
  if (!row) return undefined;
  const { appConfig, ...site } = row;
  return { ...site, accountsOn: identityConfigured(loadAppConfig(appConfig)) };
}
