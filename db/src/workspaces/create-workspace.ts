import { AppError } from '@atrium/core';
import type { Database } from '../create-db';
import { workspaceMembers, workspaces } from '../schema/index';
import type { WorkspaceView } from './list-workspaces';

export async function createWorkspace(
  db: Database,
  params: { builderId: string; name: string; apiKey?: string },
): Promise<WorkspaceView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaces)
      .values({ name: params.name, ownerId: params.builderId, apiKey: params.apiKey ?? '' })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Failed to create your workspace');
    await tx.insert(workspaceMembers).values({ workspaceId: row.id, builderId: params.builderId, role: 'owner' });
    return { id: row.id, routeId: row.id, name: row.name, role: 'owner', isPersonal: false, ownerId: row.ownerId };
  });
}
