import { type TDataData, listingAbilities, listingScopeCondition, recordPagePath } from '@atrium/core';
import { recordSlugsOf } from '@atrium/db';
import type { DataSourceCacheOptions } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { listingBaseId } from './listing-base-id';
import { listingSourceFor } from './listing-source-for';

/** At most this many record pages of one listing go into the sitemap. */
export const SITEMAP_MAX_RECORDS = 5_000;

/**
 * The record pages of a public listing for the sitemap: every record's pretty URL or id path,
 * read page by page through the cache, each page's slugs by its ids from the database. User listings have none (their records are private).
 */
export async function listingRecordPaths(
  runtime: Runtime,
  input: { siteId: string; sectionId: string; data: TDataData; pagePath: string; cache?: DataSourceCacheOptions },
): Promise<string[]> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page' || data.listingType !== 'public') return [];
  // Record pages protected by permissions stay out of the sitemap (spec doc 2 §8).
  if (!listingAbilities(data.access, []).view) return [];
  const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
  if (!source) return [];
  const paths: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId: listingBaseId(data.source),
      tableId: data.source.tableId,
      where: listingScopeCondition(data, {}),
      sort: { type: 'none' },
      pageSize: 100,
      cursor,
      fieldIds: [],
    });
    // Each page's slugs in one query by its ids: at most 100 a batch, never the whole list at once.
    const ids = page.records.map((r) => r.id);
    const slugs = await recordSlugsOf(runtime.db, { siteId: input.siteId, sectionId: input.sectionId, recordIds: ids });
    for (const id of ids) paths.push(recordPagePath(input.pagePath, slugs.get(id) ?? id));
    cursor = page.cursor;
  } while (cursor && paths.length < SITEMAP_MAX_RECORDS);
  return paths.slice(0, SITEMAP_MAX_RECORDS);
}
