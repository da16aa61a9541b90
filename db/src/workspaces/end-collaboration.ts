import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaceMembers } from '../schema/index';

/**
 * Deletes a collaborator's membership (role editor) of a workspace, for removing and leaving;
 * an owner's row never matches. Access ends with the row: builder routes resolve membership on
 * every request.
 */
export async function endCollaboration(db: DbOrTx, params: { workspaceId: number; builderId: string }): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, params.workspaceId),
        eq(workspaceMembers.builderId, params.builderId),
        eq(workspaceMembers.role, 'editor'),
      ),
    );
}
