import { AppError, TEAM_MESSAGES, WORKSPACE_INVITATION_TTL_MS } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import { createToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { workspaceInvitations } from '../schema/index';
import { assertTeamOwner } from './assert-team-owner';
import { pendingInvitationsOf, type WorkspaceInvitation } from './list-workspace-invitations';
import type { WorkspaceView } from './list-workspaces';

/**
 * A pending invitation of this workspace gets a new link (owner only): a new token, so the link
 * sent before stops working, and a full new expiry, expired invitations included. Another
 * workspace's invitation, an accepted or a revoked one is not found.
 */
export async function resendWorkspaceInvitation(
  db: DbOrTx,
  params: { workspace: WorkspaceView; invitationId: string; now?: Date },
): Promise<{ invitation: WorkspaceInvitation; token: string }> {
  assertTeamOwner(params.workspace, TEAM_MESSAGES.ownerOnlyManageInvitations);
  const now = params.now ?? new Date();
  const { token, tokenHash } = createToken();
  const [invitation] = await db
    .update(workspaceInvitations)
    .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + WORKSPACE_INVITATION_TTL_MS) })
    .where(and(eq(workspaceInvitations.id, params.invitationId), pendingInvitationsOf(params.workspace.id)))
    .returning();
  if (!invitation) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return { invitation, token };
}
