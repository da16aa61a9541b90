import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';
import { listWorkspaces } from './list-workspaces';

/**
 * Where a builder lands after logging in (the route id of a workspace, 0 = personal space): their
 * personal space when it has portals or when no workspace of theirs does; otherwise the first
 * workspace, in the switcher's order, that has portals — so a builder whose portals all live in
 * a team workspace (the demo builder, an invited editor) starts where their portals are, not on
 * an empty list.
 */
export async function landingWorkspace(db: DbOrTx, params: { builderId: string }): Promise<number> {
  const workspaces = await listWorkspaces(db, { builderId: params.builderId });
  if (workspaces.length === 0) return 0;
  const rows = await db
    .selectDistinct({ workspaceId: sites.workspaceId })
    .from(sites)
    .where(
      inArray(
        sites.workspaceId,
        workspaces.map((w) => w.id),
      ),
    );
  const withPortals = new Set(rows.map((r) => r.workspaceId));
  const personal = workspaces.find((w) => w.isPersonal);
  if (personal && withPortals.has(personal.id)) return 0;
  return workspaces.find((w) => withPortals.has(w.id))?.routeId ?? 0;
}
