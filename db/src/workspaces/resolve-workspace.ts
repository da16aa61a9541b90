import type { DbOrTx } from '../create-db';
import { listWorkspaces, type WorkspaceView } from './list-workspaces';

/**
 * The workspace a route id names for this builder (0 = their personal space), or undefined
 * when they are not a member: callers answer 404 so nobody learns which ids exist.
 */
export async function resolveWorkspace(
  db: DbOrTx,
  params: { builderId: string; routeId: number },
): Promise<WorkspaceView | undefined> {
  const all = await listWorkspaces(db, { builderId: params.builderId });
  return all.find((w) => w.routeId === params.routeId);
}
