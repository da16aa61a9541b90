import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publications, sites } from '../schema/index';
import type { SiteRow } from './site-view';

export interface SiteListItem extends SiteRow {
  publishedVersion: number | null;
}

/** The portals of one workspace, newest first, with their latest published version. */
export async function listSites(db: DbOrTx, params: { workspaceId: number }): Promise<SiteListItem[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(eq(sites.workspaceId, params.workspaceId))
    .orderBy(desc(sites.createdAt));
  if (rows.length === 0) return [];
  const versions = await db
    .select({ siteId: publications.siteId, version: publications.version })
    .from(publications)
    .innerJoin(sites, eq(sites.id, publications.siteId))
    .where(eq(sites.workspaceId, params.workspaceId));
  const latest = new Map<string, number>();
  for (const v of versions) latest.set(v.siteId, Math.max(latest.get(v.siteId) ?? 0, v.version));
  return rows.map((r) => ({ ...r, publishedVersion: latest.get(r.id) ?? null }));
}
