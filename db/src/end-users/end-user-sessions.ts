import { createId } from '@atrium/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { endUserSessions, endUsers } from '../schema/index';
import type { EndUser } from './end-users';

export const END_USER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session of one portal; the token goes into that portal's cookie. */
export async function createEndUserSession(
  db: DbOrTx,
  params: { siteId: string; endUserId: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = createToken();
  const expiresAt = new Date((params.now ?? new Date()).getTime() + END_USER_SESSION_TTL_MS);
  await db.insert(endUserSessions).values({
    id: createId(),
    tokenHash,
    endUserId: params.endUserId,
    siteId: params.siteId,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live session for a cookie token ON THIS PORTAL with its user: a token of another portal,
 * an expired or a revoked one finds nothing.
 */
export async function findEndUserSession(
  db: DbOrTx,
  params: { siteId: string; token: string; now?: Date },
): Promise<EndUser | undefined> {
  return (await findLiveEndUserSession(db, params))?.user;
}

/** As findEndUserSession, with when the session expires (a cache of sessions keeps none past it). */
export async function findLiveEndUserSession(
  db: DbOrTx,
  params: { siteId: string; token: string; now?: Date },
): Promise<{ user: EndUser; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: endUsers, expiresAt: endUserSessions.expiresAt })
    .from(endUserSessions)
    .innerJoin(endUsers, eq(endUsers.id, endUserSessions.endUserId))
    .where(
      and(
        eq(endUserSessions.tokenHash, hashToken(params.token)),
        eq(endUserSessions.siteId, params.siteId),
        eq(endUsers.siteId, params.siteId),
        isNull(endUserSessions.revokedAt),
        gt(endUserSessions.expiresAt, params.now ?? new Date()),
      ),
    );
  return row;
}

export async function revokeEndUserSession(db: DbOrTx, params: { siteId: string; token: string }): Promise<void> {
  await db
    .update(endUserSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(endUserSessions.tokenHash, hashToken(params.token)), eq(endUserSessions.siteId, params.siteId)));
}

/** Ends every session of a user (after a password reset). */
export async function revokeEndUserSessions(db: DbOrTx, params: { siteId: string; endUserId: string }) {
  await db
    .update(endUserSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(endUserSessions.endUserId, params.endUserId),
        eq(endUserSessions.siteId, params.siteId),
        isNull(endUserSessions.revokedAt),
      ),
    );
}
