import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builderSessions, builders } from '../schema/index';
import type { Builder } from './create-builder';
import { hashToken } from './token';

/** The live session for a cookie token with its builder; expired or revoked sessions find nothing. */
export async function findSession(
  db: DbOrTx,
  params: { token: string; now?: Date },
): Promise<{ sessionId: string; builder: Builder } | undefined> {
  const [row] = await db
    .select({ sessionId: builderSessions.id, builder: builders })
    .from(builderSessions)
    .innerJoin(builders, eq(builders.id, builderSessions.builderId))
    .where(
      and(
        eq(builderSessions.tokenHash, hashToken(params.token)),
        isNull(builderSessions.revokedAt),
        gt(builderSessions.expiresAt, params.now ?? new Date()),
      ),
    );
  return row;
}
