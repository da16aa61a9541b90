import { ZHeaderSchema, createId, type TNavLink } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { siteDrafts } from '../schema/index';

/** Applies a change to the header draft's nav links. */
export async function updateHeaderNav(
  db: DbOrTx,
  params: { siteId: string; change: (nav: TNavLink[]) => TNavLink[] },
): Promise<void> {
  const [row] = await db
    .select({ header: siteDrafts.header })
    .from(siteDrafts)
    .where(eq(siteDrafts.siteId, params.siteId));
  if (!row) return;
  const header = ZHeaderSchema.parse(row.header);
  header.nav = params.change(header.nav);
  await db.update(siteDrafts).set({ header, updatedAt: new Date() }).where(eq(siteDrafts.siteId, params.siteId));
}

export function pageNavLink(page: { id: string; name: string }): TNavLink {
  return {
    _id: createId(12),
    name: page.name,
    path: page.id,
    icon: '',
    type: 'page',
    alwaysVisible: false,
    publicViewOnly: false,
    isProtected: false,
    subnav: [],
  };
}

/** Removes links (and sub-links) pointing at a page. */
export function withoutPageLinks(nav: TNavLink[], pageId: string): TNavLink[] {
  return nav
    .filter((l) => !(l.type === 'page' && l.path === pageId))
    .map((l) => ({ ...l, subnav: l.subnav.filter((s) => !(s.type === 'page' && s.path === pageId)) }));
}
