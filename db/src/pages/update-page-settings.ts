import { AppError, PAGE_MESSAGES, SET_HOME_BY_HAND_MESSAGE, type TPageSettings } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pageNavLink, updateHeaderNav, withoutPageLinks } from '../drafts/update-header-nav';
import { pages } from '../schema/index';
import { isPathTaken } from './is-path-taken';
import { toPageView, type PageView } from './page-view';

/**
 * Saves a page's name, path, meta and header link. The home page's path is locked at '/';
 * no other page may take '/' by hand.
 */
export async function updatePageSettings(
  db: Database,
  params: { siteId: string; pageId: string; input: TPageSettings },
): Promise<PageView> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
    if (!current) throw new AppError('NOT_FOUND', 'Page not found');
    const isHome = current.path === '/';
    let path = current.path;
    if (!isHome && params.input.path !== undefined && params.input.path !== current.path) {
      if (params.input.path === '/') throw new AppError('BAD_REQUEST', SET_HOME_BY_HAND_MESSAGE, { field: 'path' });
      if (await isPathTaken(tx, { siteId: params.siteId, path: params.input.path, exceptPageId: current.id })) {
        throw new AppError('CONFLICT', PAGE_MESSAGES.pathTaken, { field: 'path' });
      }
      path = params.input.path;
    }
    const options = { ...(current.options as object), addToHeader: params.input.addToHeader };
    const [row] = await tx
      .update(pages)
      .set({
        name: params.input.name,
        path,
        meta: { title: params.input.metaTitle, description: params.input.metaDescription },
        options,
        updatedAt: new Date(),
      })
      .where(and(eq(pages.siteId, params.siteId), eq(pages.id, current.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Page not found');
    const wasInHeader = Boolean((current.options as { addToHeader?: boolean }).addToHeader);
    if (params.input.addToHeader && !wasInHeader) {
      await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => [...nav, pageNavLink(row)] });
    } else if (!params.input.addToHeader && wasInHeader) {
      await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => withoutPageLinks(nav, row.id) });
    }
    return toPageView(row);
  });
}
