import { randomBytes } from 'node:crypto';
import { AppError, DOMAIN_MESSAGES, isPlatformHostname } from '@atrium/core';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { isUniqueViolation } from '../is-unique-violation';
import { sites } from '../schema/index';
import { lockSiteInWorkspace } from './lock-site-in-workspace';
import type { SiteRow } from './site-view';

/** Serialises custom domain adds, so two portals cannot take a name and its www form at once. */
const CUSTOM_DOMAIN_LOCK_ID = 7_312_025;

export interface AddCustomDomainParams {
  workspaceId: number;
  siteId: string;
  /** Already normalised by ZAddCustomDomainSchema (lower-case ASCII, no scheme or trailing dot). */
  hostname: string;
  includeWww: boolean;
  /** PORTAL_ROOT_DOMAIN: no name under it is a custom domain (free subdomains live there). */
  rootDomain: string;
  /** Host names the installation uses itself (the builder's, the CNAME target). */
  reservedHostnames: string[];
  now?: Date;
}

/** A new TXT verification token: 160 random bits, hex (ADR 024: at least 128, new for every add). */
function newDomainToken(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Connects a custom domain to a portal (spec doc 1 §7 "Add custom domain"), unverified: the portal
 * host serves it only once a DNS check finds its routing and TXT records (recordCustomDomainCheck).
 * Refused when the portal already has one, when the name (or its www form, when included) is
 * under PORTAL_ROOT_DOMAIN or one of the installation's own names, and when another portal holds
 * the name or its www form. Every add gets a fresh token, so a TXT record left from an earlier
 * add (by anyone) never verifies it. The first check is due at once.
 */
export async function addCustomDomain(db: Database, params: AddCustomDomainParams): Promise<SiteRow> {
  const now = params.now ?? new Date();
  const hostname = params.hostname;
  const names = params.includeWww ? [hostname, `www.${hostname}`] : [hostname];
  const reserved = new Set(params.reservedHostnames.map((name) => name.toLowerCase()));
  if (names.some((name) => isPlatformHostname(name, params.rootDomain) || reserved.has(name))) {
    throw new AppError('BAD_REQUEST', DOMAIN_MESSAGES.customDomainReserved, { field: 'hostname' });
  }
  const taken = () => new AppError('CONFLICT', DOMAIN_MESSAGES.customDomainTaken, { field: 'hostname' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOM_DOMAIN_LOCK_ID})`);
    const site = await lockSiteInWorkspace(tx, params);
    if (!site) throw new AppError('NOT_FOUND', 'Portal not found');
    if (site.customDomain) throw new AppError('CONFLICT', DOMAIN_MESSAGES.customDomainExists);
    const [holder] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(
        and(
          ne(sites.id, site.id),
          or(
            inArray(sites.customDomain, names),
            and(eq(sites.customDomainIncludesWww, true), inArray(sql`'www.' || ${sites.customDomain}`, names)),
          ),
        ),
      )
      .limit(1);
    if (holder) throw taken();
    try {
      const [updated] = await tx
        .update(sites)
        .set({
          customDomain: hostname,
          customDomainIncludesWww: params.includeWww,
          customDomainToken: newDomainToken(),
          customDomainAddedAt: now,
          customDomainVerifiedAt: null,
          customDomainState: 'misconfigured',
          customDomainCheck: null,
          customDomainCheckedAt: null,
          customDomainCheckAttempts: 0,
          customDomainNextCheckAt: now,
          updatedAt: now,
        })
        .where(eq(sites.id, site.id))
        .returning();
      return updated!;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
}
