import type { TPageContents, TSiteSnapshot } from '@atrium/core';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publications } from '../schema/index';
import { readStoredSnapshot } from './read-stored-snapshot';

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
}

/**
 * The site-wide part of a site's latest publication, or undefined when it was never published.
 * Reads one row whose snapshot holds no page contents (except for publications from before
 * ADR 046, read whole as before).
 */
export async function getPublishedSite(db: DbOrTx, params: { siteId: string }): Promise<PublishedSite | undefined> {
  const [row] = await db
    .select({
      id: publications.id,
      version: publications.version,
      createdAt: publications.createdAt,
      snapshot: publications.snapshot,
    })
    .from(publications)
    .where(eq(publications.siteId, params.siteId))
    .orderBy(desc(publications.version))
    .limit(1);
  if (!row) return undefined;
  const { site, inlineContents } = readStoredSnapshot(row.snapshot);
  return { publicationId: row.id, version: row.version, publishedAt: row.createdAt, site, inlineContents };
}
