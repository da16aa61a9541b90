import { AppError, buildSnapshot, createId, splitSnapshot, toSnapshotPage, type TSnapshot } from '@atrium/core';
import { and, eq, lt, lte, max, or, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Database } from '../create-db';
import { getSiteDraft } from '../drafts/get-site-draft';
import { listPages } from '../pages/list-pages';
import { publicationPages, publications, sites } from '../schema/index';

export interface PublishResult {
  version: number;
  publishedAt: Date;
  snapshot: TSnapshot;
}

/** Publications kept per portal at most: the last versions, for a history to roll back to. */
export const PUBLICATIONS_KEPT = 50;
/** ...and of those, only the ones of the last days (the version published last always stays). */
export const PUBLICATIONS_KEPT_DAYS = 30;

/**
 * Validates the site's drafts and pages with core schemas and writes the next immutable
 * snapshot, all in one transaction: the site-wide parts and the page index in
 * `publications.snapshot`, each page's contents in a `publication_pages` row (ADR 046; the rows
 * of pruned publications go with them by cascade). Earlier versions stay for the rollback window: the last
 * PUBLICATIONS_KEPT versions of the last PUBLICATIONS_KEPT_DAYS days (a 50-page portal's
 * snapshot is about 100 KB: older ones are deleted in the same transaction). Concurrent
 * publishes of one site are serialised by a row lock on the site.
 */
export async function publishSite(db: Database, params: { siteId: string; builderId: string }): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select id from ${sites} where ${sites.id} = ${params.siteId} for update`);
    const [site] = await tx.select().from(sites).where(eq(sites.id, params.siteId));
    if (!site || (locked as { rows?: unknown[] }).rows?.length === 0)
      throw new AppError('NOT_FOUND', 'Portal not found');
    const draft = await getSiteDraft(tx, { siteId: site.id });
    const sitePages = await listPages(tx, { siteId: site.id });
    let snapshot: TSnapshot;
    try {
      snapshot = buildSnapshot({
        site: { id: site.id, name: site.name, subdomain: site.subdomain },
        header: draft.header,
        footer: draft.footer,
        theme: draft.theme,
        settings: draft.settings,
        pages: sitePages.map(toSnapshotPage),
      });
    } catch (error) {
      if (error instanceof ZodError) {
        const issue = error.issues[0];
        throw new AppError(
          'BAD_REQUEST',
          `The portal cannot be published: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        );
      }
      throw error;
    }
    if (!snapshot.pages.some((p) => p.path === '/')) {
      throw new AppError('BAD_REQUEST', 'The portal cannot be published without a home page.');
    }
    const [last] = await tx
      .select({ version: max(publications.version) })
      .from(publications)
      .where(eq(publications.siteId, site.id));
    const version = (last?.version ?? 0) + 1;
    const stored = splitSnapshot(snapshot);
    const [row] = await tx
      .insert(publications)
      .values({ id: createId(), siteId: site.id, version, snapshot: stored.site, publishedBy: params.builderId })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Could not publish');
    await tx
      .insert(publicationPages)
      .values(stored.contents.map((page) => ({ publicationId: row.id, pageId: page.pageId, contents: page.contents })));
    await tx
      .delete(publications)
      .where(
        and(
          eq(publications.siteId, site.id),
          lt(publications.version, version),
          or(
            lte(publications.version, version - PUBLICATIONS_KEPT),
            lt(publications.createdAt, sql`now() - make_interval(days => ${PUBLICATIONS_KEPT_DAYS})`),
          ),
        ),
      );
    return { version, publishedAt: row.createdAt, snapshot };
  });
}
