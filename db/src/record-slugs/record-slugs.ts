import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { recordSlugs } from '../schema/index';

/** Replaces a data section's pretty URLs with a new set (Save and Sync), in one transaction. */
export async function replaceRecordSlugs(
  db: DbOrTx,
  params: { siteId: string; sectionId: string; slugs: ReadonlyArray<{ slug: string; recordId: string }> },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(recordSlugs)
      .where(and(eq(recordSlugs.siteId, params.siteId), eq(recordSlugs.sectionId, params.sectionId)));
    for (let i = 0; i < params.slugs.length; i += 500) {
      const chunk = params.slugs.slice(i, i + 500);
      await tx
        .insert(recordSlugs)
        .values(chunk.map((s) => ({ siteId: params.siteId, sectionId: params.sectionId, ...s })));
    }
    return params.slugs.length;
  });
}

/**
 * Pretty URLs of some records (a listing page's cards), by record id; all of the section's without
 * ids (tests and tools only: a request asks for the records it shows, ADR 045).
 */
export async function recordSlugsOf(
  db: DbOrTx,
  params: { siteId: string; sectionId: string; recordIds?: readonly string[] },
): Promise<Map<string, string>> {
  if (params.recordIds && params.recordIds.length === 0) return new Map();
  const rows = await db
    .select({ recordId: recordSlugs.recordId, slug: recordSlugs.slug })
    .from(recordSlugs)
    .where(
      and(
        eq(recordSlugs.siteId, params.siteId),
        eq(recordSlugs.sectionId, params.sectionId),
        ...(params.recordIds ? [inArray(recordSlugs.recordId, [...params.recordIds])] : []),
      ),
    );
  return new Map(rows.map((r) => [r.recordId, r.slug]));
}

/** The record a pretty URL of a section names, if any (one row by the unique slug index). */
export async function recordIdOfSlug(
  db: DbOrTx,
  params: { siteId: string; sectionId: string; slug: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ recordId: recordSlugs.recordId })
    .from(recordSlugs)
    .where(
      and(
        eq(recordSlugs.siteId, params.siteId),
        eq(recordSlugs.sectionId, params.sectionId),
        eq(recordSlugs.slug, params.slug),
      ),
    )
    .limit(1);
  return row?.recordId;
}
