import type { DbOrTx } from '../create-db';
import { verificationTokens } from '../schema/index';
import { createToken } from './token';

export const VERIFICATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** A single-use email verification token for the builder's current address. */
export async function createVerificationToken(
  db: DbOrTx,
  params: { builderId: string; email: string },
): Promise<string> {
  const { token, tokenHash } = createToken();
  await db.insert(verificationTokens).values({
    tokenHash,
    builderId: params.builderId,
    email: params.email,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  return token;
}
