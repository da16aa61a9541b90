import { joinSnapshot, type TSnapshot } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { getPublishedPages } from './get-published-pages';
import { getPublishedSite } from './get-published-site';

export interface Publication {
  version: number;
  publishedAt: Date;
  snapshot: TSnapshot;
}

/**
 * A site's latest snapshot whole, every page's contents included, or undefined when it was never
 * published. The portal host reads less: getPublishedSite, then getPublishedPages per page.
 */
export async function getLatestPublication(db: DbOrTx, params: { siteId: string }): Promise<Publication | undefined> {
  const published = await getPublishedSite(db, params);
  if (!published) return undefined;
  const contents =
    published.inlineContents ??
    (await getPublishedPages(db, { siteId: params.siteId, publicationId: published.publicationId }));
  return {
    version: published.version,
    publishedAt: published.publishedAt,
    snapshot: joinSnapshot(published.site, contents),
  };
}
