import { AppError, TEAM_MESSAGES } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaceInvitations } from '../schema/index';
import { assertTeamOwner } from './assert-team-owner';
import { pendingInvitationsOf, type WorkspaceInvitation } from './list-workspace-invitations';
import type { WorkspaceView } from './list-workspaces';

/**
 * Revokes a pending invitation of this workspace (owner only). The row stays, so its link can
 * say it was revoked; the address may be invited again.
 */
export async function revokeWorkspaceInvitation(
  db: DbOrTx,
  params: { workspace: WorkspaceView; invitationId: string; now?: Date },
): Promise<WorkspaceInvitation> {
  assertTeamOwner(params.workspace, TEAM_MESSAGES.ownerOnlyManageInvitations);
  const [invitation] = await db
    .update(workspaceInvitations)
    .set({ revokedAt: params.now ?? new Date() })
    .where(and(eq(workspaceInvitations.id, params.invitationId), pendingInvitationsOf(params.workspace.id)))
    .returning();
  if (!invitation) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return invitation;
}
