import { and, eq } from 'drizzle-orm';
import type { Tx } from '../create-db';
import { sites } from '../schema/index';
import type { SiteRow } from './site-view';

/**
 * A portal of a workspace, row-locked until the transaction ends (domain changes read, check and
 * write it in one go); undefined for another workspace's portal or none.
 */
export async function lockSiteInWorkspace(
  tx: Tx,
  params: { workspaceId: number; siteId: string },
): Promise<SiteRow | undefined> {
  const [site] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.id, params.siteId), eq(sites.workspaceId, params.workspaceId)))
    .for('update');
  return site;
}
