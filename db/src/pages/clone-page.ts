import { AppError, PAGE_MESSAGES, SECTION_ID_LENGTH, createId, loadPageContents, type TClonePage } from '@atrium/core';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pageNavLink, updateHeaderNav } from '../drafts/update-header-nav';
import { pages } from '../schema/index';
import { isPathTaken } from './is-path-taken';
import { toPageView, type PageView } from './page-view';

/** Copies a page (sections get new ids) under a new name and path. */
export async function clonePage(
  db: Database,
  params: { siteId: string; pageId: string; input: TClonePage },
): Promise<PageView> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
    if (!source || source.type !== 'page') throw new AppError('NOT_FOUND', 'Page not found');
    if (await isPathTaken(tx, { siteId: params.siteId, path: params.input.path })) {
      throw new AppError('CONFLICT', PAGE_MESSAGES.pathTaken, { field: 'path' });
    }
    const contents = loadPageContents(source.contents);
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
        passwordProtected: source.passwordProtected,
        meta: source.meta,
        options: source.options,
        groups: source.groups,
        contents: { ...contents, sections: contents.sections.map((s) => ({ ...s, id: createId(SECTION_ID_LENGTH) })) },
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Could not clone the page');
    if ((source.options as { addToHeader?: boolean }).addToHeader) {
      await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => [...nav, pageNavLink(row)] });
    }
    return toPageView(row);
  });
}
