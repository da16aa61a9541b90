import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builderSessions } from '../schema/index';
import { hashToken } from './token';

/** Revokes the session behind a cookie token (logout). */
export async function revokeSession(db: DbOrTx, params: { token: string }): Promise<void> {
  await db
    .update(builderSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(builderSessions.tokenHash, hashToken(params.token)), isNull(builderSessions.revokedAt)));
}

/** Revokes every session of a builder (email change, password change). */
export async function revokeAllSessions(db: DbOrTx, params: { builderId: string }): Promise<void> {
  await db
    .update(builderSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(builderSessions.builderId, params.builderId), isNull(builderSessions.revokedAt)));
}
