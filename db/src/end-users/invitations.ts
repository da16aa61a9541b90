import { createId } from '@atrium/core';
import { and, eq, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { invitations } from '../schema/index';

export type Invitation = typeof invitations.$inferSelect;

/** Email invitations: one row and one secret link token per address. Returns the tokens for the emails. */
export async function createInvitations(
  db: DbOrTx,
  params: { siteId: string; emails: string[]; groups: string[]; invitedBy?: string },
): Promise<Array<{ email: string; token: string }>> {
  const created: Array<{ email: string; token: string }> = [];
  for (const email of [...new Set(params.emails)]) {
    const { token, tokenHash } = createToken();
    await db.insert(invitations).values({
      id: createId(),
      siteId: params.siteId,
      email,
      groups: params.groups,
      tokenHash,
      invitedBy: params.invitedBy ?? null,
    });
    created.push({ email, token });
  }
  return created;
}

/** An open invitation of this portal for its token (activateEndUser uses it up, atomically). */
export async function findInvitation(db: DbOrTx, params: { siteId: string; token: string }) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.siteId, params.siteId),
        eq(invitations.tokenHash, hashToken(params.token)),
        isNull(invitations.acceptedAt),
      ),
    );
  return row;
}
