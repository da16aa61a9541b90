import { canonicalHostname, identityConfigured, loadAppConfig, normaliseHostname, type TEmbedding } from '@atrium/core';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';

export interface HostedSite {
  siteId: string;
  name: string;
  subdomain: string;
  /** User accounts are on and configured: the portal host loads access rules and checks every page. */
  accountsOn: boolean;
  /** The host name the portal's links use: its verified custom domain, else its free subdomain. */
  canonicalHostname: string;
  /** The name asked is the `www.` form of the custom domain: it only answers with a 301 to canonicalHostname. */
  redirectsToCanonical: boolean;
  /** 'Disable URL access': pages show only inside frames (ADR 027). */
  embedOnly: boolean;
  /** The websites allowed to frame the portal (its CSP frame-ancestors, ADR 027). */
  embedding: TEmbedding;
}

/**
 * The portal a request's host name belongs to: `{subdomain}.{rootDomain}`, a **verified** custom
 * domain, or the `www.` form of one when the portal included it. An unverified custom domain is
 * an unknown host. The port is ignored; matching is case-insensitive.
 */
export async function findSiteByHostname(
  db: DbOrTx,
  params: { hostname: string; rootDomain: string },
): Promise<HostedSite | undefined> {
  const host = normaliseHostname(params.hostname);
  const root = params.rootDomain.toLowerCase();
  const select = {
    siteId: sites.id,
    name: sites.name,
    subdomain: sites.subdomain,
    appConfig: sites.appConfig,
    customDomain: sites.customDomain,
    customDomainVerifiedAt: sites.customDomainVerifiedAt,
  };
  let where;
  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (!sub || sub.includes('.')) return undefined;
    where = eq(sites.subdomain, sub);
  } else {
    const bare = host.startsWith('www.') ? host.slice(4) : undefined;
    where = and(
      isNotNull(sites.customDomainVerifiedAt),
      bare
        ? or(eq(sites.customDomain, host), and(eq(sites.customDomain, bare), eq(sites.customDomainIncludesWww, true)))
        : eq(sites.customDomain, host),
    );
  }
  const [row] = await db.select(select).from(sites).where(where).limit(1);
  if (!row) return undefined;
  const { appConfig: stored, customDomain, customDomainVerifiedAt, ...site } = row;
  const canonical = canonicalHostname({ subdomain: site.subdomain, customDomain, customDomainVerifiedAt }, root);
  const appConfig = loadAppConfig(stored);
  return {
    ...site,
    accountsOn: identityConfigured(appConfig),
    canonicalHostname: canonical,
    redirectsToCanonical: customDomain !== null && host === `www.${customDomain}`,
    embedOnly: appConfig.embedOnly,
    embedding: appConfig.embedding,
  };
}
