import { and, asc, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../create-db';
import { sites } from '../schema/index';

export interface DueDomainCheck {
  siteId: string;
  hostname: string;
  includeWww: boolean;
  token: string;
}

export interface ClaimDueDomainChecksParams {
  /** At most this many domains per claim. */
  limit: number;
  /**
   * A claimed domain is not due again for this long, so another builder instance does not check
   * it meanwhile; recording the check sets the real next time. A checker that dies mid-check
   * leaves the domain due again once the lease is over.
   */
  leaseMs: number;
  now?: Date;
}

/**
 * Takes custom domains whose automatic check is due (oldest first) for this process. Safe with
 * several builder instances: rows are picked `FOR UPDATE SKIP LOCKED` and their next check moved
 * past the lease in the same statement, so no two instances claim one domain.
 */
export async function claimDueDomainChecks(
  db: Database,
  params: ClaimDueDomainChecksParams,
): Promise<DueDomainCheck[]> {
  const now = params.now ?? new Date();
  const due = db
    .select({ id: sites.id })
    .from(sites)
    .where(and(isNotNull(sites.customDomain), lte(sites.customDomainNextCheckAt, now)))
    .orderBy(asc(sites.customDomainNextCheckAt))
    .limit(Math.max(1, Math.floor(params.limit)))
    .for('update', { skipLocked: true });
  const rows = await db
    .update(sites)
    .set({ customDomainNextCheckAt: new Date(now.getTime() + params.leaseMs) })
    .where(inArray(sites.id, due))
    .returning({
      siteId: sites.id,
      hostname: sites.customDomain,
      includeWww: sites.customDomainIncludesWww,
      token: sites.customDomainToken,
    });
  return rows.flatMap((row) =>
    row.hostname && row.token
      ? [{ siteId: row.siteId, hostname: row.hostname, includeWww: row.includeWww, token: row.token }]
      : [],
  );
}
