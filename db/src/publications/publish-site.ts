import { AppError, buildSnapshot, createId, toSnapshotPage, type TSnapshot } from '@atrium/core';
import { eq, max, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Database } from '../create-db';
import { getSiteDraft } from '../drafts/get-site-draft';
import { listPages } from '../pages/list-pages';
import { publications, sites } from '../schema/index';

export interface PublishResult {
  version: number;
  publishedAt: Date;
  snapshot: TSnapshot;
}

/**
 * Validates the site's drafts and pages with core schemas and writes the next immutable
 * snapshot, all in one transaction. Earlier versions stay. Concurrent publishes of one site
 * are serialised by a row lock on the site.
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
    const [row] = await tx
      .insert(publications)
      .values({ id: createId(), siteId: site.id, version, snapshot, publishedBy: params.builderId })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Could not publish');
    return { version, publishedAt: row.createdAt, snapshot };
  });
}
