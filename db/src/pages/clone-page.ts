import { AppError, SECTION_ID_LENGTH, createId, loadPageContents, type TClonePage } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pages } from '../schema/index';
import { createPageIn } from './create-page';
import type { PageView } from './page-view';

/**
 * Copies a page under a new name and path: a new page (createPage's rules: a free path, last
 * in the site, a header link when the source has one) with the source's settings, access and
 * contents, its sections under new ids.
 */
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
    const contents = loadPageContents(source.contents);
    return createPageIn(tx, {
      siteId: params.siteId,
      name: params.input.name,
      path: params.input.path,
      contents: { ...contents, sections: contents.sections.map((s) => ({ ...s, id: createId(SECTION_ID_LENGTH) })) },
      settings: {
        passwordProtected: source.passwordProtected,
        meta: source.meta,
        options: source.options,
        groups: source.groups,
      },
    });
  });
}
