import { AppError } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaces } from '../schema/index';
import type { WorkspaceView } from './list-workspaces';

/** Only the owner may rename a workspace. */
export async function renameWorkspace(db: DbOrTx, params: { workspace: WorkspaceView; name: string }): Promise<void> {
  if (params.workspace.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only the workspace owner can rename this workspace.');
  }
  await db
    .update(workspaces)
    .set({ name: params.name, updatedAt: new Date() })
    .where(and(eq(workspaces.id, params.workspace.id), eq(workspaces.ownerId, params.workspace.ownerId)));
}
