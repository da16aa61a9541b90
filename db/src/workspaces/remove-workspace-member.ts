import { AppError, TEAM_MESSAGES } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { builders, workspaceMembers } from '../schema/index';
import { assertTeamOwner } from './assert-team-owner';
import { endCollaboration } from './end-collaboration';
import type { WorkspaceView } from './list-workspaces';

/**
 * Removes a collaborator from a team workspace (owner only). The owner cannot be removed.
 * Returns who was removed, for the toast.
 */
export async function removeWorkspaceMember(
  db: Database,
  params: { workspace: WorkspaceView; builderId: string },
): Promise<{ name: string; email: string }> {
  const { workspace } = params;
  assertTeamOwner(workspace, TEAM_MESSAGES.ownerOnlyRemove);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        role: workspaceMembers.role,
        firstName: builders.firstName,
        lastName: builders.lastName,
        email: builders.email,
      })
      .from(workspaceMembers)
      .innerJoin(builders, eq(builders.id, workspaceMembers.builderId))
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.builderId, params.builderId)));
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notAMember);
    if (member.role === 'owner' || params.builderId === workspace.ownerId) {
      throw new AppError('BAD_REQUEST', TEAM_MESSAGES.ownerCannotBeRemoved);
    }
    await endCollaboration(tx, { workspaceId: workspace.id, builderId: params.builderId });
    return { name: `${member.firstName} ${member.lastName}`.trim() || member.email, email: member.email };
  });
}
