import { AppError, createId, loadPageContents, SECTION_ID_LENGTH } from '@atrium/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { pages, siteDrafts, sites } from '../schema/index';
import { insertSiteUnderFreeSubdomain } from './allocate-subdomain';
import type { SiteRow } from './site-view';

/**
 * Copies a portal's pages, drafts and settings into a new portal of the same workspace.
 * Not copied: subscription, domains (a new free subdomain is allocated) and publications.
 */
export async function cloneSite(
  db: Database,
  params: { workspaceId: number; siteId: string; siteName: string; builderId: string },
): Promise<SiteRow> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(sites)
      .where(and(eq(sites.id, params.siteId), eq(sites.workspaceId, params.workspaceId)));
    if (!source) throw new AppError('NOT_FOUND', 'Portal not found');
    const [draft] = await tx.select().from(siteDrafts).where(eq(siteDrafts.siteId, source.id));
    if (!draft) throw new AppError('INTERNAL', 'The portal has no draft');

    const newId = createId();
    const site = await insertSiteUnderFreeSubdomain(tx, {
      id: newId,
      workspaceId: source.workspaceId,
      name: params.siteName,
      createdBy: params.builderId,
      appConfig: source.appConfig,
    });

    const sourcePages = await tx.select().from(pages).where(eq(pages.siteId, source.id)).orderBy(asc(pages.position));
    const pageIdMap = new Map<string, string>();
    for (const page of sourcePages) pageIdMap.set(page.id, createId());
    for (const page of sourcePages) {
      const contents = loadPageContents(page.contents);
      await tx.insert(pages).values({
        ...page,
        id: pageIdMap.get(page.id)!,
        siteId: newId,
        contents: { ...contents, sections: contents.sections.map((s) => ({ ...s, id: createId(SECTION_ID_LENGTH) })) },
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    // Nav links that point at pages follow the copies.
    const header = structuredClone(draft.header) as { nav?: Array<{ type?: string; path?: string }> };
    for (const link of header.nav ?? []) {
      if (link.type === 'page' && link.path && pageIdMap.has(link.path)) link.path = pageIdMap.get(link.path);
    }
    await tx.insert(siteDrafts).values({
      siteId: newId,
      header,
      footer: draft.footer,
      theme: draft.theme,
      settings: draft.settings,
    });
    return site;
  });
}
