import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaceMembers, workspaces } from '../schema/index';

export interface WorkspaceView {
  /** Database id. */
  id: number;
  /** The id used in routes: 0 for the personal space. */
  routeId: number;
  name: string;
  role: 'owner' | 'editor';
  isPersonal: boolean;
  ownerId: string;
}

/** The workspaces a builder belongs to, personal space first. */
export async function listWorkspaces(db: DbOrTx, params: { builderId: string }): Promise<WorkspaceView[]> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      personalOwnerId: workspaces.personalOwnerId,
      ownerId: workspaces.ownerId,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.builderId, params.builderId))
    .orderBy(asc(workspaces.id));
  return rows
    .map((r) => ({
      id: r.id,
      routeId: r.personalOwnerId === params.builderId ? 0 : r.id,
      name: r.name,
      role: r.role,
      isPersonal: r.personalOwnerId !== null,
      ownerId: r.ownerId,
    }))
    .sort((a, b) => Number(b.isPersonal) - Number(a.isPersonal) || a.id - b.id);
}
