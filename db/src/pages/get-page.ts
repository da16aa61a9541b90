import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { pages } from '../schema/index';
import { toPageView, type PageView } from './page-view';

/** One page of one site; a page id of another site finds nothing. */
export async function getPage(db: DbOrTx, params: { siteId: string; pageId: string }): Promise<PageView | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
  return row ? toPageView(row) : undefined;
}
