import { checkDomain } from '../portals/check-domain.server';
import { requireSiteDomains } from '../domains/domain-access.server';
import { domainsAction } from '../domains/domains-action.server';
import { domainsData } from '../domains/domains-data.server';
import { jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';

/**
 * GET: the Edit Domain drawer (spec doc 1 §7 "Get domain details"): the free subdomain, the Site
 * URL, whether this builder may change domains, and the custom domain's detail with its DNS
 * records. `?checkSubdomain=` also answers whether a typed subdomain is free (its own is).
 */
export const loader = jsonApiLoader(async (ctx) => {
  const access = await requireSiteDomains(ctx, ctx.params.siteId);
  const data = domainsData(ctx.runtime.env, access.site, access.permission);
  const typed = new URL(ctx.request.url).searchParams.get('checkSubdomain');
  if (typed === null) return data;
  const check = await checkDomain(ctx.runtime.db, typed);
  const own = check.domain === access.site.subdomain;
  return { ...data, subdomainCheck: own ? { ...check, available: true, message: null } : check };
});

/** POST (subdomain, add-custom-domain, check-custom-domain) and DELETE (remove): see domainsAction. */
export const action = jsonApiAction(domainsAction);
