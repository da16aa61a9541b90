import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { getLatestPublication } from '../publications/get-latest-publication';

/**
 * Rewrites a site's latest publication as publications were stored before ADR 046: the whole
 * snapshot (format 1, every page's contents) in `publications.snapshot`, no `publication_pages`
 * rows. For tests that old publications still render.
 */
export async function storeAsOldFormat(db: DbOrTx, siteId: string): Promise<void> {
  const latest = await getLatestPublication(db, { siteId });
  if (!latest) throw new Error(`Site ${siteId} was never published`);
  const snapshot = JSON.stringify(latest.snapshot);
  await db.execute(
    sql`update publications set snapshot = ${snapshot}::jsonb where site_id = ${siteId} and version = ${latest.version}`,
  );
  await db.execute(
    sql`delete from publication_pages where publication_id = (select id from publications where site_id = ${siteId} and version = ${latest.version})`,
  );
}
