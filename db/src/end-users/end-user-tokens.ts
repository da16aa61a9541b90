import { TransactionRollbackError, and, eq, gt, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { Database, DbOrTx } from '../create-db';
import { endUserTokens, endUsers } from '../schema/index';
import { revokeEndUserSessions } from './end-user-sessions';
import { setEndUserPassword } from './end-users';

/** Password reset links work for one hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export async function createPasswordResetToken(db: DbOrTx, params: { endUserId: string; now?: Date }): Promise<string> {
  const { token, tokenHash } = createToken();
  const now = params.now ?? new Date();
  await db.insert(endUserTokens).values({
    tokenHash,
    endUserId: params.endUserId,
    purpose: 'password-reset',
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  return token;
}

/** Whether a reset link is still usable on this portal (for the form's first render). */
export async function passwordResetTokenValid(db: DbOrTx, params: { siteId: string; token: string; now?: Date }) {
  const [row] = await db
    .select({ userId: endUserTokens.endUserId })
    .from(endUserTokens)
    .innerJoin(endUsers, eq(endUsers.id, endUserTokens.endUserId))
    .where(
      and(
        eq(endUserTokens.tokenHash, hashToken(params.token)),
        eq(endUserTokens.purpose, 'password-reset'),
        eq(endUsers.siteId, params.siteId),
        isNull(endUserTokens.usedAt),
        gt(endUserTokens.expiresAt, params.now ?? new Date()),
      ),
    );
  return row !== undefined;
}

/**
 * Sets a new password with a reset link of this portal: the link is used up, and every session
 * of the user ends. False when the link is unknown, used, expired or of another portal.
 */
export async function resetEndUserPassword(
  db: Database,
  params: { siteId: string; token: string; password: string; now?: Date },
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(endUserTokens)
        .set({ usedAt: params.now ?? new Date() })
        .where(
          and(
            eq(endUserTokens.tokenHash, hashToken(params.token)),
            eq(endUserTokens.purpose, 'password-reset'),
            isNull(endUserTokens.usedAt),
            gt(endUserTokens.expiresAt, params.now ?? new Date()),
          ),
        )
        .returning({ userId: endUserTokens.endUserId });
      if (!row) return false;
      const [user] = await tx
        .select({ id: endUsers.id })
        .from(endUsers)
        .where(and(eq(endUsers.id, row.userId), eq(endUsers.siteId, params.siteId)));
      if (!user) {
        // Another portal's link: nothing changes here (the transaction rolls the use back).
        tx.rollback();
      }
      await setEndUserPassword(tx, { siteId: params.siteId, userId: row.userId, password: params.password });
      await revokeEndUserSessions(tx, { siteId: params.siteId, endUserId: row.userId });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
}
