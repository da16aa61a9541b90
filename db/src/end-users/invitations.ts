import { END_USER_INVITATION_TTL_MS, createId } from '@atrium/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { invitations } from '../schema/index';

export type Invitation = typeof invitations.$inferSelect;

/**
 * Email invitations: one row and one secret link token per address, working for
 * END_USER_INVITATION_TTL_DAYS. Returns the tokens for the emails and when they expire.
 */
export async function createInvitations(
  db: DbOrTx,
  params: { siteId: string; emails: string[]; groups: string[]; invitedBy?: string; now?: Date },
): Promise<Array<{ email: string; token: string; expiresAt: Date }>> {
  const created: Array<{ email: string; token: string; expiresAt: Date }> = [];
  const expiresAt = new Date((params.now ?? new Date()).getTime() + END_USER_INVITATION_TTL_MS);
  for (const email of [...new Set(params.emails)]) {
    const { token, tokenHash } = createToken();
    await db.insert(invitations).values({
      id: createId(),
      siteId: params.siteId,
      email,
      groups: params.groups,
      tokenHash,
      invitedBy: params.invitedBy ?? null,
      expiresAt,
    });
    created.push({ email, token, expiresAt });
  }
  return created;
}

/** An open, unexpired invitation of this portal for its token (activateEndUser uses it up, atomically). */
export async function findInvitation(db: DbOrTx, params: { siteId: string; token: string; now?: Date }) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.siteId, params.siteId),
        eq(invitations.tokenHash, hashToken(params.token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, params.now ?? new Date()),
      ),
    );
  return row;
}
