import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites, workspaceMembers, workspaces } from '../schema/index';
import type { SiteAccess } from './site-view';

/**
 * A portal the builder may edit: one in a workspace they belong to. Anything else, including
 * another tenant's portal, is undefined, and callers answer 404.
 */
export async function getSiteForBuilder(
  db: DbOrTx,
  params: { builderId: string; siteId: string },
): Promise<SiteAccess | undefined> {
  const [row] = await db
    .select({ site: sites, role: workspaceMembers.role, personalOwnerId: workspaces.personalOwnerId })
    .from(sites)
    .innerJoin(workspaces, eq(workspaces.id, sites.workspaceId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, sites.workspaceId), eq(workspaceMembers.builderId, params.builderId)),
    )
    .where(eq(sites.id, params.siteId));
  if (!row) return undefined;
  return {
    site: row.site,
    role: row.role,
    workspaceRouteId: row.personalOwnerId === params.builderId ? 0 : row.site.workspaceId,
  };
}
