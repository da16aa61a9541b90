import { createId } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { builderSessions } from '../schema/index';
import { createToken } from './token';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new server-side session; the returned token goes into the cookie. */
export async function createSession(
  db: DbOrTx,
  params: { builderId: string; userAgent?: string; now?: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const { token, tokenHash } = createToken();
  const now = params.now ?? new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const id = createId();
  await db.insert(builderSessions).values({
    id,
    tokenHash,
    builderId: params.builderId,
    expiresAt,
    userAgent: (params.userAgent ?? '').slice(0, 300),
  });
  return { token, sessionId: id, expiresAt };
}
