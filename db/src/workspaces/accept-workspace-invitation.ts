import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { builders, workspaceInvitations, workspaceMembers } from '../schema/index';
import { workspaceInvitationStatus, type WorkspaceInvitationStatus } from './find-workspace-invitation';

export type AcceptWorkspaceInvitationResult =
  | { status: 'joined'; workspaceId: number }
  /** The signed-in builder's address is not the invited one: nothing changed. */
  | { status: 'wrong-account'; invitedEmail: string }
  /** Unknown or replaced link ('invalid'), or one that no longer works. */
  | { status: 'unavailable'; reason: Exclude<WorkspaceInvitationStatus, 'pending'> | 'invalid' };

/**
 * A signed-in builder accepts an invitation (ADR 026), in one transaction: only a builder whose
 * address is the invited one; the invitation is used up atomically (of two concurrent accepts
 * one joins), the builder becomes a collaborator (role editor; an existing membership is kept
 * as it is), and, since the link reached that address, an unverified address becomes verified.
 */
export async function acceptWorkspaceInvitation(
  db: DbOrTx,
  params: { token: string; builder: { id: string; email: string }; now?: Date },
): Promise<AcceptWorkspaceInvitationResult> {
  const now = params.now ?? new Date();
  if (!params.token) return { status: 'unavailable', reason: 'invalid' };
  const tokenHash = hashToken(params.token);
  return db.transaction(async (tx): Promise<AcceptWorkspaceInvitationResult> => {
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, tokenHash));
    if (!invitation) return { status: 'unavailable', reason: 'invalid' };
    const status = workspaceInvitationStatus(invitation, now);
    if (status !== 'pending') return { status: 'unavailable', reason: status };
    if (invitation.email !== params.builder.email.trim().toLowerCase()) {
      return { status: 'wrong-account', invitedEmail: invitation.email };
    }
    const [claimed] = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: params.builder.id })
      .where(
        and(
          eq(workspaceInvitations.id, invitation.id),
          eq(workspaceInvitations.tokenHash, tokenHash),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
          gt(workspaceInvitations.expiresAt, now),
        ),
      )
      .returning({ workspaceId: workspaceInvitations.workspaceId });
    if (!claimed) return { status: 'unavailable', reason: 'accepted' };
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: claimed.workspaceId, builderId: params.builder.id, role: 'editor' })
      .onConflictDoNothing();
    await tx
      .update(builders)
      .set({ verifiedAt: now, updatedAt: now })
      .where(
        and(eq(builders.id, params.builder.id), eq(builders.email, invitation.email), isNull(builders.verifiedAt)),
      );
    return { status: 'joined', workspaceId: claimed.workspaceId };
  });
}
