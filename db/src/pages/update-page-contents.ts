import { AppError, ZPageContentsSchema, type TPageContents } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { pages } from '../schema/index';

/** Replaces a page's sections document after validating it. */
export async function updatePageContents(
  db: DbOrTx,
  params: { siteId: string; pageId: string; contents: TPageContents },
): Promise<void> {
  const contents = ZPageContentsSchema.parse(params.contents);
  const rows = await db
    .update(pages)
    .set({ contents, updatedAt: new Date() })
    .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)))
    .returning({ id: pages.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Page not found');
}
