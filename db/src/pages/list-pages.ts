import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { pages } from '../schema/index';
import { toPageView, type PageView } from './page-view';

/** A site's pages: the home page first, then in their order. */
export async function listPages(db: DbOrTx, params: { siteId: string }): Promise<PageView[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.siteId, params.siteId))
    .orderBy(asc(pages.position), asc(pages.createdAt));
  return rows.map(toPageView).sort((a, b) => Number(b.isHome) - Number(a.isHome));
}
