import { createId } from '@atrium/core';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { pendingSignups } from '../schema/index';

export type PendingSignup = typeof pendingSignups.$inferSelect;

/** A sign-up link works for one hour, once (ADR 019). */
export const PENDING_SIGNUP_TTL_MS = 60 * 60 * 1000;

/**
 * A sign-up waiting for its email to be verified. Returns the secret of the emailed link and the
 * secret of the browser that signed up (its pending cookie); only their SHA-256 are stored. Used
 * and expired sign-ups of the portal are cleared on the way.
 */
export async function createPendingSignup(
  db: DbOrTx,
  params: { siteId: string; email: string; passwordHash: string; invitedRecordId?: string | null; now?: Date },
): Promise<{ token: string; browserToken: string; pendingSignup: PendingSignup }> {
  const now = params.now ?? new Date();
  await db
    .delete(pendingSignups)
    .where(
      and(
        eq(pendingSignups.siteId, params.siteId),
        or(isNotNull(pendingSignups.usedAt), lt(pendingSignups.expiresAt, now)),
      ),
    );
  const link = createToken();
  const browser = createToken();
  const [pendingSignup] = await db
    .insert(pendingSignups)
    .values({
      id: createId(),
      siteId: params.siteId,
      email: params.email.trim().toLowerCase(),
      tokenHash: link.tokenHash,
      browserTokenHash: browser.tokenHash,
      passwordHash: params.passwordHash,
      invitedRecordId: params.invitedRecordId ?? null,
      expiresAt: new Date(now.getTime() + PENDING_SIGNUP_TTL_MS),
    })
    .returning();
  return { token: link.token, browserToken: browser.token, pendingSignup: pendingSignup! };
}

/** The open sign-up of THIS portal for a link's token: unknown, used, expired or another portal's finds nothing. */
export async function findPendingSignup(
  db: DbOrTx,
  params: { siteId: string; token: string; now?: Date },
): Promise<PendingSignup | undefined> {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.tokenHash, hashToken(params.token)),
        eq(pendingSignups.siteId, params.siteId),
        isNull(pendingSignups.usedAt),
        gt(pendingSignups.expiresAt, params.now ?? new Date()),
      ),
    );
  return row;
}

/** Whether a browser's pending cookie is the one of the browser that made this sign-up. */
export function signedUpInThisBrowser(pendingSignup: PendingSignup, browserToken: string | undefined): boolean {
  return (
    browserToken !== undefined && browserToken !== '' && hashToken(browserToken) === pendingSignup.browserTokenHash
  );
}
