import {
  AppError,
  PAGE_MESSAGES,
  createId,
  emptyPageContents,
  type TCreatePage,
  type TPageContents,
} from '@atrium/core';
import { eq, max } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pageNavLink, updateHeaderNav } from '../drafts/update-header-nav';
import { pages } from '../schema/index';
import { isPathTaken } from './is-path-taken';
import { toPageView, type PageView } from './page-view';

/** Adds a page at the end of the site; with addToHeader it also gets a header link. */
export async function createPage(
  db: Database,
  params: { siteId: string; input: TCreatePage; contents?: TPageContents },
): Promise<PageView> {
  return db.transaction(async (tx) => {
    if (await isPathTaken(tx, { siteId: params.siteId, path: params.input.path })) {
      throw new AppError('CONFLICT', PAGE_MESSAGES.pathTaken, { field: 'path' });
    }
    const [last] = await tx
      .select({ position: max(pages.position) })
      .from(pages)
      .where(eq(pages.siteId, params.siteId));
    const [row] = await tx
      .insert(pages)
      .values({
        id: createId(),
        siteId: params.siteId,
        name: params.input.name,
        path: params.input.path,
        type: 'page',
        position: (last?.position ?? 0) + 1,
        meta: { title: '', description: '' },
        options: { isPublic: params.input.isPublic, addToHeader: params.input.addToHeader },
        contents: params.contents ?? emptyPageContents(),
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Could not create the page');
    if (params.input.addToHeader) {
      await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => [...nav, pageNavLink(row)] });
    }
    return toPageView(row);
  });
}
