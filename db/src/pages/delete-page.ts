import { AppError, PAGE_MESSAGES } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { updateHeaderNav, withoutPageLinks } from '../drafts/update-header-nav';
import { pages } from '../schema/index';

/** Deletes a page and its header links. The home page cannot be deleted. */
export async function deletePage(db: Database, params: { siteId: string; pageId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
    if (!page) throw new AppError('NOT_FOUND', 'Page not found');
    if (page.path === '/') throw new AppError('BAD_REQUEST', PAGE_MESSAGES.homeCannotBeDeleted);
    await tx.delete(pages).where(and(eq(pages.siteId, params.siteId), eq(pages.id, page.id)));
    await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => withoutPageLinks(nav, page.id) });
  });
}
