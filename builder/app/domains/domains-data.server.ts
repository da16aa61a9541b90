import {
  customDomainDetails,
  domainTargets,
  portalUrl,
  siteUrl,
  type TCustomDomainDetails,
  type TDomainPermission,
} from '@atrium/core';
import type { SiteRow } from '@atrium/db';
import type { RuntimeEnv } from '@atrium/integrations';
import type { DomainCheck } from '../portals/check-domain.server';

/** What the Edit Domain drawer shows (GET /api/apps/:siteId/domains). */
export interface DomainsData {
  ok: true;
  /** The free subdomain ('' when the portal has none: Create Domain). */
  subdomain: string;
  rootDomain: string;
  /** http(s)://{subdomain}.{root}, where the free subdomain answers. */
  subdomainUrl: string;
  /** The Site URL (spec doc 1 §9): the verified custom domain, else the free subdomain. */
  siteUrl: string;
  permission: TDomainPermission;
  /** Spec doc 1 §7 "Get domain details"; null when no custom domain is set up. */
  customDomain: TCustomDomainDetails | null;
  /** The answer to `?checkSubdomain=`: whether a typed subdomain is free. */
  subdomainCheck?: DomainCheck;
}

export function domainsData(env: RuntimeEnv, site: SiteRow, permission: TDomainPermission): DomainsData {
  return {
    ok: true,
    subdomain: site.subdomain,
    rootDomain: env.PORTAL_ROOT_DOMAIN,
    subdomainUrl: site.subdomain ? portalUrl(env, site.subdomain) : '',
    siteUrl: siteUrl(env, site),
    permission,
    customDomain:
      site.customDomain && site.customDomainToken
        ? customDomainDetails(
            {
              hostname: site.customDomain,
              includeWww: site.customDomainIncludesWww,
              token: site.customDomainToken,
              state: site.customDomainState ?? 'misconfigured',
              verifiedAt: site.customDomainVerifiedAt,
              check: site.customDomainCheck,
              checkedAt: site.customDomainCheckedAt,
              nextCheckAt: site.customDomainNextCheckAt,
            },
            domainTargets(env),
          )
        : null,
  };
}
