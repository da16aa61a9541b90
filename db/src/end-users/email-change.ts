import { TransactionRollbackError, and, eq, gt, isNull, ne } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { Database, DbOrTx } from '../create-db';
import { isUniqueViolation } from '../is-unique-violation';
import { endUserTokens, endUsers } from '../schema/index';
import type { EndUser } from './end-users';

/** An email change link works for one hour, once (ADR 019). */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

/** A link that confirms a new address for an end user; only its SHA-256 is stored. */
export async function createEmailChangeToken(
  db: DbOrTx,
  params: { endUserId: string; newEmail: string; now?: Date },
): Promise<string> {
  const { token, tokenHash } = createToken();
  const now = params.now ?? new Date();
  await db.insert(endUserTokens).values({
    tokenHash,
    endUserId: params.endUserId,
    purpose: 'email-change',
    newEmail: params.newEmail.trim().toLowerCase(),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
  });
  return token;
}

/** The open email change of THIS portal for a link's token: who asked, and for which address. */
export async function findEmailChange(
  db: DbOrTx,
  params: { siteId: string; token: string; now?: Date },
): Promise<{ endUserId: string; currentEmail: string; newEmail: string } | undefined> {
  const [row] = await db
    .select({ endUserId: endUsers.id, currentEmail: endUsers.email, newEmail: endUserTokens.newEmail })
    .from(endUserTokens)
    .innerJoin(endUsers, eq(endUsers.id, endUserTokens.endUserId))
    .where(
      and(
        eq(endUserTokens.tokenHash, hashToken(params.token)),
        eq(endUserTokens.purpose, 'email-change'),
        eq(endUsers.siteId, params.siteId),
        isNull(endUserTokens.usedAt),
        gt(endUserTokens.expiresAt, params.now ?? new Date()),
      ),
    );
  return row?.newEmail ? { ...row, newEmail: row.newEmail } : undefined;
}

export type EmailChangeResult =
  | { status: 'changed'; user: EndUser; previousEmail: string }
  /** Unknown, used, expired, or another portal's link. */
  | { status: 'invalid' }
  /** Another account of this portal has the new address. */
  | { status: 'taken' };

/**
 * Uses an email change link of this portal, in one transaction: the link is used up, the
 * account's email becomes the confirmed address (refused when another account of the portal has
 * it), and the account's other open links (password reset, other email changes) stop working,
 * since they were sent for the old address.
 */
export async function changeEndUserEmail(
  db: Database,
  params: { siteId: string; token: string; now?: Date },
): Promise<EmailChangeResult> {
  const now = params.now ?? new Date();
  return db
    .transaction(async (tx): Promise<EmailChangeResult> => {
      const change = await findEmailChange(tx, { siteId: params.siteId, token: params.token, now });
      if (!change) return { status: 'invalid' };
      const [claimed] = await tx
        .update(endUserTokens)
        .set({ usedAt: now })
        .where(and(eq(endUserTokens.tokenHash, hashToken(params.token)), isNull(endUserTokens.usedAt)))
        .returning({ tokenHash: endUserTokens.tokenHash });
      if (!claimed) return { status: 'invalid' };
      const [taken] = await tx
        .select({ id: endUsers.id })
        .from(endUsers)
        .where(
          and(
            eq(endUsers.siteId, params.siteId),
            eq(endUsers.email, change.newEmail),
            ne(endUsers.id, change.endUserId),
          ),
        );
      if (taken) tx.rollback();
      const [user] = await tx
        .update(endUsers)
        .set({ email: change.newEmail, updatedAt: now })
        .where(and(eq(endUsers.id, change.endUserId), eq(endUsers.siteId, params.siteId)))
        .returning();
      await tx
        .update(endUserTokens)
        .set({ usedAt: now })
        .where(and(eq(endUserTokens.endUserId, change.endUserId), isNull(endUserTokens.usedAt)));
      return { status: 'changed', user: user!, previousEmail: change.currentEmail };
    })
    .catch((error: unknown): EmailChangeResult => {
      if (error instanceof TransactionRollbackError || isUniqueViolation(error)) return { status: 'taken' };
      throw error;
    });
}
