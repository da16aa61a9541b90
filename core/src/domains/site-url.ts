import { portalOrigin, type TEnv } from '../config/env';

/** The domain columns of a portal that decide where it lives. */
export interface TSiteAddress {
  subdomain: string;
  customDomain: string | null;
  customDomainVerifiedAt: Date | string | null;
}

/**
 * The host name a portal's links use (canonical links, sitemap, Open Graph, emails, the builder's
 * Site URL): its custom domain once verified, else its free subdomain `{subdomain}.{root}`. A
 * `www.` form of the custom domain only redirects here.
 */
export function canonicalHostname(site: TSiteAddress, rootDomain: string): string {
  return site.customDomain && site.customDomainVerifiedAt ? site.customDomain : `${site.subdomain}.${rootDomain}`;
}

/**
 * The portal's Site URL (spec doc 1 §9): its verified custom domain, else its free subdomain, with
 * the installation's portal scheme and public port (`https://{custom domain}` behind Caddy, where
 * PORTAL_URL_SCHEME is https and PORTAL_PUBLIC_PORT 443; `http://demo.localhost:3001` locally).
 */
export function siteUrl(
  env: Pick<TEnv, 'PORTAL_ROOT_DOMAIN' | 'PORTAL_PORT' | 'PORTAL_URL_SCHEME'> &
    Partial<Pick<TEnv, 'PORTAL_PUBLIC_PORT'>>,
  site: TSiteAddress,
): string {
  return portalOrigin(env, canonicalHostname(site, env.PORTAL_ROOT_DOMAIN));
}
