import type { TPageContents, TSiteSnapshot } from '@atrium/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publications } from '../schema/index';
import { readStoredPageContents, readStoredSnapshot } from './read-stored-snapshot';

/** What every response of a published portal needs, without any page's contents (ADR 046). */
export interface PublishedSite {
  publicationId: string;
  version: number;
  publishedAt: Date;
  /** Site-wide parts (header, footer, theme, settings) and the page index. */
  site: TSiteSnapshot;
  /**
   * Every page's contents when the publication predates `publication_pages` (its snapshot
   * carries them); null when they are read per page with getPublishedPages.
   */
  inlineContents: ReadonlyMap<string, TPageContents> | null;
  /** The contents of the pages at `pagePaths`, read in the same query (empty when none asked). */
  pagesAtPaths: ReadonlyMap<string, TPageContents>;
}

export interface GetPublishedSiteParams {
  siteId: string;
  /**
   * Canonical paths whose pages' (type 'page') contents to read along, in the same query: a cold
   * page view costs one round trip, as when the snapshot was one document.
   */
  pagePaths?: readonly string[];
}

/**
 * The site-wide part of a site's latest publication, or undefined when it was never published.
 * Reads one row whose snapshot holds no page contents (except for publications from before
 * ADR 046, read whole as before), and the rows of the pages at `pagePaths`.
 */
export async function getPublishedSite(db: DbOrTx, params: GetPublishedSiteParams): Promise<PublishedSite | undefined> {
  const paths = params.pagePaths ?? [];
  const pagesAtPaths =
    paths.length === 0
      ? sql<unknown>`null`
      : sql<unknown>`(select jsonb_object_agg(pp.page_id, pp.contents) from publication_pages pp
          where pp.publication_id = ${publications.id} and pp.page_id in (
            select e->>'id' from jsonb_array_elements(${publications.snapshot}->'pages') e
            where e->>'type' = 'page' and e->>'path' in (${sql.join(
              paths.map((path) => sql`${path}`),
              sql`, `,
            )})))`;
  const [row] = await db
    .select({
      id: publications.id,
      version: publications.version,
      createdAt: publications.createdAt,
      snapshot: publications.snapshot,
      pagesAtPaths,
    })
    .from(publications)
    .where(eq(publications.siteId, params.siteId))
    .orderBy(desc(publications.version))
    .limit(1);
  if (!row) return undefined;
  const { site, inlineContents } = readStoredSnapshot(row.snapshot);
  const stored = typeof row.pagesAtPaths === 'string' ? (JSON.parse(row.pagesAtPaths) as unknown) : row.pagesAtPaths;
  return {
    publicationId: row.id,
    version: row.version,
    publishedAt: row.createdAt,
    site,
    inlineContents,
    pagesAtPaths: new Map(
      Object.entries((stored ?? {}) as Record<string, unknown>).map(([pageId, contents]) => [
        pageId,
        readStoredPageContents(contents),
      ]),
    ),
  };
}
