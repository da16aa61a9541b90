import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../create-db';
import { builders, verificationTokens } from '../schema/index';
import { hashToken } from './token';

/**
 * Marks a builder verified when the token is live and still for their current email.
 * Returns the builder id, or undefined for an unknown, used or expired link.
 */
export async function verifyEmail(db: Database, params: { token: string }): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ builderId: verificationTokens.builderId, email: verificationTokens.email, current: builders.email })
      .from(verificationTokens)
      .innerJoin(builders, eq(builders.id, verificationTokens.builderId))
      .where(
        and(
          eq(verificationTokens.tokenHash, hashToken(params.token)),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, new Date()),
        ),
      );
    if (!row || row.email !== row.current) return undefined;
    await tx
      .update(verificationTokens)
      .set({ usedAt: new Date() })
      .where(eq(verificationTokens.tokenHash, hashToken(params.token)));
    await tx
      .update(builders)
      .set({ verifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(builders.id, row.builderId));
    return row.builderId;
  });
}
