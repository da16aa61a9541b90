import { isAppError } from '@atrium/core';
import { TransactionRollbackError, and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../create-db';
import { invitations, pendingSignups } from '../schema/index';
import { createEndUser, findEndUserByEmail, type EndUser } from './end-users';

/** What proves that the person controls the address: a verified sign-up link, or an email invitation's token. */
export type ActivationProof =
  { kind: 'pending-signup'; pendingSignupId: string } | { kind: 'invitation'; invitationId: string };

export type ActivationResult =
  | { status: 'activated'; user: EndUser }
  /** The link or invitation was used meanwhile (by another request), or has expired. */
  | { status: 'used' }
  /** The address already has an account on this portal. */
  | { status: 'exists' };

export interface ActivateEndUserParams {
  siteId: string;
  email: string;
  /** argon2id of the password the account starts with. */
  passwordHash: string;
  proof: ActivationProof;
  /** The default group; an invitation's groups are added to it. */
  groups: string[];
  integrationGroups: string[];
  recordId: string | null;
  now?: Date;
}

/**
 * Creates an end user once the email is proven (ADR 019), in one transaction: the proof is used
 * up atomically (a second request with the same link or invitation finds it used), the account
 * is created with its groups and users-table record, and every other pending sign-up of that
 * address on this portal is dropped. Nothing changes when the address already has an account.
 */
export async function activateEndUser(db: Database, params: ActivateEndUserParams): Promise<ActivationResult> {
  const now = params.now ?? new Date();
  return db
    .transaction(async (tx): Promise<ActivationResult> => {
      if (await findEndUserByEmail(tx, { siteId: params.siteId, email: params.email })) return { status: 'exists' };
      let groups = params.groups;
      if (params.proof.kind === 'pending-signup') {
        const [claimed] = await tx
          .update(pendingSignups)
          .set({ usedAt: now })
          .where(
            and(
              eq(pendingSignups.id, params.proof.pendingSignupId),
              eq(pendingSignups.siteId, params.siteId),
              isNull(pendingSignups.usedAt),
              gt(pendingSignups.expiresAt, now),
            ),
          )
          .returning({ id: pendingSignups.id });
        if (!claimed) return { status: 'used' };
      } else {
        const [claimed] = await tx
          .update(invitations)
          .set({ acceptedAt: now })
          .where(
            and(
              eq(invitations.id, params.proof.invitationId),
              eq(invitations.siteId, params.siteId),
              isNull(invitations.acceptedAt),
              gt(invitations.expiresAt, now),
            ),
          )
          .returning({ groups: invitations.groups });
        if (!claimed) return { status: 'used' };
        groups = [...groups, ...claimed.groups];
      }
      let user: EndUser;
      try {
        user = await createEndUser(tx, {
          siteId: params.siteId,
          email: params.email,
          passwordHash: params.passwordHash,
          groups,
          integrationGroups: params.integrationGroups,
          recordId: params.recordId,
        });
      } catch (error) {
        // Created by a concurrent request: undo the claim, the other request won.
        if (isAppError(error) && error.code === 'CONFLICT') tx.rollback();
        throw error;
      }
      await tx
        .delete(pendingSignups)
        .where(and(eq(pendingSignups.siteId, params.siteId), eq(pendingSignups.email, user.email)));
      return { status: 'activated', user };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { status: 'exists' };
      throw error;
    });
}
