import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { pages } from '../schema/index';

export async function isPathTaken(
  db: DbOrTx,
  params: { siteId: string; path: string; exceptPageId?: string },
): Promise<boolean> {
  const conditions = [eq(pages.siteId, params.siteId), eq(pages.path, params.path)];
  if (params.exceptPageId) conditions.push(ne(pages.id, params.exceptPageId));
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** `base`, or `base-2`, `base-3`… whichever is free in the site. */
export async function freePath(
  db: DbOrTx,
  params: { siteId: string; base: string; exceptPageId?: string },
): Promise<string> {
  const base = params.base === '/' || params.base === '' ? '/home' : params.base;
  if (!(await isPathTaken(db, { ...params, path: base }))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isPathTaken(db, { ...params, path: candidate }))) return candidate;
  }
}
