import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builders, workspaceMembers } from '../schema/index';

export interface WorkspaceMemberView {
  builderId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'editor';
  joinedAt: Date;
}

export async function listMembers(db: DbOrTx, params: { workspaceId: number }): Promise<WorkspaceMemberView[]> {
  return db
    .select({
      builderId: builders.id,
      firstName: builders.firstName,
      lastName: builders.lastName,
      email: builders.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(builders, eq(builders.id, workspaceMembers.builderId))
    .where(eq(workspaceMembers.workspaceId, params.workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
}
