import { AppError, DOMAIN_MESSAGES } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { sites } from '../schema/index';
import { lockSiteInWorkspace } from './lock-site-in-workspace';
import type { SiteRow } from './site-view';

/** Every custom domain column back to "none" (spec doc 1 §4: removing returns to none). */
export const NO_CUSTOM_DOMAIN = {
  customDomain: null,
  customDomainIncludesWww: false,
  customDomainToken: null,
  customDomainAddedAt: null,
  customDomainVerifiedAt: null,
  customDomainState: null,
  customDomainCheck: null,
  customDomainCheckedAt: null,
  customDomainCheckAttempts: 0,
  customDomainNextCheckAt: null,
} as const;

/**
 * Disconnects a portal's custom domain (spec doc 1 §7 "Remove custom domain"): the portal host
 * stops serving it, and its token is gone, once the caller announces the change. A portal that has
 * none, or is not in the workspace, is 404 ('It appears your domain does not exist.').
 */
export async function removeCustomDomain(
  db: Database,
  params: { workspaceId: number; siteId: string },
): Promise<{ hostname: string; site: SiteRow }> {
  return db.transaction(async (tx) => {
    const site = await lockSiteInWorkspace(tx, params);
    if (!site?.customDomain) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.removeNotFound);
    const [updated] = await tx
      .update(sites)
      .set({ ...NO_CUSTOM_DOMAIN, updatedAt: new Date() })
      .where(eq(sites.id, params.siteId))
      .returning();
    return { hostname: site.customDomain, site: updated! };
  });
}
