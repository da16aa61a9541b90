import type { TPageContents } from '@atrium/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publicationPages, publications } from '../schema/index';
import { readStoredPageContents } from './read-stored-snapshot';

export interface GetPublishedPagesParams {
  siteId: string;
  publicationId: string;
  /** The pages to read; all the publication's pages when omitted. */
  pageIds?: readonly string[];
}

/**
 * The contents of some pages of a publication of the site, by page id (ADR 046). Pages without a
 * row (unknown ids, or a publication from before `publication_pages`) are absent from the map.
 */
export async function getPublishedPages(
  db: DbOrTx,
  params: GetPublishedPagesParams,
): Promise<Map<string, TPageContents>> {
  if (params.pageIds && params.pageIds.length === 0) return new Map();
  const rows = await db
    .select({ pageId: publicationPages.pageId, contents: publicationPages.contents })
    .from(publicationPages)
    .innerJoin(publications, eq(publications.id, publicationPages.publicationId))
    .where(
      and(
        eq(publications.siteId, params.siteId),
        eq(publicationPages.publicationId, params.publicationId),
        params.pageIds ? inArray(publicationPages.pageId, [...params.pageIds]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.pageId, readStoredPageContents(row.contents)]));
}
