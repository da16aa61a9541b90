import { recordSlugsOf, replaceRecordSlugs } from '@atrium/db';
import type { Runtime } from '../runtime';

/** Pretty URLs change only on 'Save and Sync'; this bounds how long another process may lag. */
const SLUGS_TTL_SECONDS = 300;

const key = (siteId: string, sectionId: string) => `record-slugs:${siteId}:${sectionId}`;

export interface SectionSlugs {
  /** Record id to pretty URL. */
  byRecord: ReadonlyMap<string, string>;
  /** Pretty URL to record id. */
  bySlug: ReadonlyMap<string, string>;
}

/**
 * A data section's pretty URLs, from the runtime cache (loaded from the database once), so a
 * listing or record page view needs no query for them.
 */
export async function sectionSlugs(runtime: Runtime, siteId: string, sectionId: string): Promise<SectionSlugs> {
  let pairs = await runtime.cache.get<Array<[string, string]>>(key(siteId, sectionId));
  if (!pairs) {
    pairs = [...(await recordSlugsOf(runtime.db, { siteId, sectionId }))];
    await runtime.cache.set(key(siteId, sectionId), pairs, SLUGS_TTL_SECONDS);
  }
  return { byRecord: new Map(pairs), bySlug: new Map(pairs.map(([recordId, slug]) => [slug, recordId])) };
}

/** 'Save and Sync': stores the section's new pretty URLs and drops the cached ones. */
export async function syncSectionSlugs(
  runtime: Runtime,
  params: { siteId: string; sectionId: string; slugs: ReadonlyArray<{ slug: string; recordId: string }> },
): Promise<number> {
  const inserted = await replaceRecordSlugs(runtime.db, params);
  await runtime.cache.delete(key(params.siteId, params.sectionId));
  return inserted;
}
