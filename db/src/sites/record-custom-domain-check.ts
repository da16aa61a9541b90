import { nextDomainCheckDelayMs, type TCustomDomainCheckSummary, type TCustomDomainState } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { sites } from '../schema/index';
import type { SiteRow } from './site-view';

const RANK: Record<TCustomDomainState, number> = { misconfigured: 0, pending: 1, valid: 2 };

export interface RecordCustomDomainCheckParams {
  siteId: string;
  /** The domain and token that were checked: if the portal's domain changed meanwhile, nothing is recorded. */
  hostname: string;
  token: string;
  result: { state: TCustomDomainState } & TCustomDomainCheckSummary;
  /** A background check counts towards the re-check schedule; an on-demand one ("Check again", the add) does not. */
  automatic: boolean;
  now?: Date;
}

export interface RecordCustomDomainCheckResult {
  site: SiteRow;
  /** Whether the domain started or stopped being served (the portal hosts must hear of it). */
  verifiedChanged: boolean;
}

/**
 * Stores a DNS check of a portal's custom domain (ADR 025):
 * - a conclusive check sets the state it found; 'valid' verifies the domain (the portal host
 *   serves it), anything else un-verifies it;
 * - an inconclusive one (a lookup failed) can only raise the state: failed lookups count as
 *   "not right", so what it found right is right, but what it found wrong may not be. So it never
 *   downgrades a verified domain;
 * - until valid, the next automatic check is planned per nextDomainCheckDelayMs (none after the
 *   7-day window, none once valid).
 * Undefined when the portal no longer has this domain with this token.
 */
export async function recordCustomDomainCheck(
  db: Database,
  params: RecordCustomDomainCheckParams,
): Promise<RecordCustomDomainCheckResult | undefined> {
  const now = params.now ?? new Date();
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select()
      .from(sites)
      .where(
        and(
          eq(sites.id, params.siteId),
          eq(sites.customDomain, params.hostname),
          eq(sites.customDomainToken, params.token),
        ),
      )
      .for('update');
    if (!site) return undefined;
    const { result } = params;
    const previous = site.customDomainState ?? 'misconfigured';
    const state = result.inconclusive && RANK[previous] > RANK[result.state] ? previous : result.state;
    const verifiedAt = state === 'valid' ? (site.customDomainVerifiedAt ?? now) : null;
    const attempts = site.customDomainCheckAttempts + (params.automatic ? 1 : 0);
    const delay = state === 'valid' ? null : nextDomainCheckDelayMs(attempts, site.customDomainAddedAt ?? now, now);
    const [updated] = await tx
      .update(sites)
      .set({
        customDomainState: state,
        customDomainVerifiedAt: verifiedAt,
        customDomainCheck: {
          missingRouting: result.missingRouting,
          verificationMissing: result.verificationMissing,
          inconclusive: result.inconclusive,
        },
        customDomainCheckedAt: now,
        customDomainCheckAttempts: attempts,
        customDomainNextCheckAt: delay === null ? null : new Date(now.getTime() + delay),
        updatedAt: now,
      })
      .where(eq(sites.id, site.id))
      .returning();
    return {
      site: updated!,
      verifiedChanged: (site.customDomainVerifiedAt === null) !== (verifiedAt === null),
    };
  });
}
