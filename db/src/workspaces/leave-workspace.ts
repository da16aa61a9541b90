import { AppError, TEAM_MESSAGES } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { endCollaboration } from './end-collaboration';
import type { WorkspaceView } from './list-workspaces';

/** A collaborator leaves a workspace (resolved for them). The owner cannot leave their own. */
export async function leaveWorkspace(
  db: DbOrTx,
  params: { workspace: WorkspaceView; builderId: string },
): Promise<void> {
  const { workspace } = params;
  if (workspace.role === 'owner' || workspace.isPersonal || workspace.ownerId === params.builderId) {
    throw new AppError('BAD_REQUEST', TEAM_MESSAGES.ownerCannotLeave);
  }
  await endCollaboration(db, { workspaceId: workspace.id, builderId: params.builderId });
}
