import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builders, workspaces } from '../schema/index';

/**
 * Whether the owner of a workspace has verified their email (spec doc 1 §3 "isOwnerVerified on
 * the team"): members may manage a portal's domains only then (doc 1 §6).
 */
export async function isWorkspaceOwnerVerified(db: DbOrTx, params: { workspaceId: number }): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: builders.verifiedAt })
    .from(workspaces)
    .innerJoin(builders, eq(builders.id, workspaces.ownerId))
    .where(eq(workspaces.id, params.workspaceId));
  return row?.verifiedAt != null;
}
