import { AppError, PORTAL_MESSAGES } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { isUniqueViolation } from '../is-unique-violation';
import { sites } from '../schema/index';
import { isSubdomainTaken } from './allocate-subdomain';
import { lockSiteInWorkspace } from './lock-site-in-workspace';
import type { SiteRow } from './site-view';

export interface UpsertSubdomainParams {
  workspaceId: number;
  siteId: string;
  /** Already checked with ZSubdomainSchema (lower-case letters, digits, hyphens). */
  subdomain: string;
  rootDomain: string;
  /** Host names the installation uses itself (the builder's, the CNAME target): never a portal's. */
  reservedHostnames: string[];
}

export interface UpsertSubdomainResult {
  site: SiteRow;
  /** The subdomain it replaced ('' when the portal had none: 'Subdomain created.'). */
  previous: string;
}

/**
 * Sets a portal's free subdomain (spec doc 1 §7 "Upsert subdomain"). Refused with the wizard's
 * 'already taken' message, on the subdomain field, when another portal holds it (also when two
 * builders race for it: the unique index decides), when it is reserved, or when
 * `{subdomain}.{root}` is one of the installation's own host names. The old name stops resolving
 * once the caller announces the change.
 */
export async function upsertSubdomain(db: Database, params: UpsertSubdomainParams): Promise<UpsertSubdomainResult> {
  const taken = () => new AppError('CONFLICT', PORTAL_MESSAGES.subdomainTaken, { field: 'subdomain' });
  return db.transaction(async (tx) => {
    const site = await lockSiteInWorkspace(tx, params);
    if (!site) throw new AppError('NOT_FOUND', 'Portal not found');
    if (site.subdomain === params.subdomain) return { site, previous: site.subdomain };
    const hostname = `${params.subdomain}.${params.rootDomain.toLowerCase()}`;
    if (params.reservedHostnames.some((reserved) => reserved.toLowerCase() === hostname)) throw taken();
    if (await isSubdomainTaken(tx, params.subdomain)) throw taken();
    try {
      const [updated] = await tx
        .update(sites)
        .set({ subdomain: params.subdomain, updatedAt: new Date() })
        .where(eq(sites.id, site.id))
        .returning();
      return { site: updated!, previous: site.subdomain };
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
}
