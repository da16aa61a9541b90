import {
  AppError,
  PAGE_MESSAGES,
  createId,
  emptyPageContents,
  type TCreatePage,
  type TPageContents,
} from '@atrium/core';
import { eq, max } from 'drizzle-orm';
import type { Database, DbOrTx } from '../create-db';
import { pageNavLink, updateHeaderNav } from '../drafts/update-header-nav';
import { pages } from '../schema/index';
import { isPathTaken } from './is-path-taken';
import { toPageView, type PageView } from './page-view';

/** What a new page starts with besides its name, path and contents (a clone copies them from its source). */
export type NewPageSettings = Pick<typeof pages.$inferInsert, 'meta' | 'options' | 'groups' | 'passwordProtected'>;

/** Adds a page at the end of the site; with addToHeader it also gets a header link. */
export async function createPage(
  db: Database,
  params: { siteId: string; input: TCreatePage; contents?: TPageContents },
): Promise<PageView> {
  const { siteId, input } = params;
  return db.transaction(async (tx) =>
    createPageIn(tx, {
      siteId,
      name: input.name,
      path: input.path,
      contents: params.contents ?? emptyPageContents(),
      settings: {
        meta: { title: '', description: '' },
        options: { isPublic: input.isPublic, addToHeader: input.addToHeader },
      },
    }),
  );
}

/**
 * createPage inside the caller's transaction: refuses a path the site already has, puts the
 * page last and, when its options say addToHeader, links it from the header.
 */
export async function createPageIn(
  tx: DbOrTx,
  params: { siteId: string; name: string; path: string; contents: TPageContents; settings: NewPageSettings },
): Promise<PageView> {
  if (await isPathTaken(tx, { siteId: params.siteId, path: params.path })) {
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
      name: params.name,
      path: params.path,
      type: 'page',
      position: (last?.position ?? 0) + 1,
      ...params.settings,
      contents: params.contents,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not create the page');
  if ((params.settings.options as { addToHeader?: boolean } | undefined)?.addToHeader) {
    await updateHeaderNav(tx, { siteId: params.siteId, change: (nav) => [...nav, pageNavLink(row)] });
  }
  return toPageView(row);
}
