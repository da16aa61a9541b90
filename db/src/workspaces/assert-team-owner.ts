import { AppError, TEAM_MESSAGES } from '@atrium/core';
import type { WorkspaceView } from './list-workspaces';

/**
 * Managing a team (inviting, resending, revoking, removing) is the owner's, and only in a team
 * workspace: the personal space has no team. Callers check before they count rate limits, so a
 * refused request uses up nothing.
 */
export function assertTeamOwner(workspace: WorkspaceView, ownerOnlyMessage: string): void {
  if (workspace.isPersonal) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.personalSpace);
  if (workspace.role !== 'owner') throw new AppError('FORBIDDEN', ownerOnlyMessage);
}
