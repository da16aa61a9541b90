import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';

export interface HostedSite {
  siteId: string;
  name: string;
  subdomain: string;
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
  const select = { siteId: sites.id, name: sites.name, subdomain: sites.subdomain };
  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (!sub || sub.includes('.')) return undefined;
    const [row] = await db.select(select).from(sites).where(eq(sites.subdomain, sub));
    return row;
  }
  const [row] = await db.select(select).from(sites).where(eq(sites.customDomain, host));
  return row;
}
