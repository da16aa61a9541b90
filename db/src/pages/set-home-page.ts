import { AppError, pathFromName } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pages } from '../schema/index';
import { freePath } from './is-path-taken';
import { toPageView, type PageView } from './page-view';

/** Makes a page the home page ('/'); the old home page moves to a path from its name. */
export async function setHomePage(db: Database, params: { siteId: string; pageId: string }): Promise<PageView> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
    if (!target) throw new AppError('NOT_FOUND', 'Page not found');
    if (target.type !== 'page') throw new AppError('BAD_REQUEST', 'Only a normal page can be the home page');
    if (target.path === '/') return toPageView(target);
    const [home] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, params.siteId), eq(pages.path, '/')));
    if (home) {
      const newPath = await freePath(tx, {
        siteId: params.siteId,
        base: pathFromName(home.name),
        exceptPageId: home.id,
      });
      await tx.update(pages).set({ path: newPath, updatedAt: new Date() }).where(eq(pages.id, home.id));
    }
    const [row] = await tx
      .update(pages)
      .set({ path: '/', updatedAt: new Date() })
      .where(eq(pages.id, target.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Page not found');
    return toPageView(row);
  });
}
