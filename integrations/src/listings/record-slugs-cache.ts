import { createHash } from 'node:crypto';
import { PRETTY_URL_PATTERN } from '@atrium/core';
import { recordIdOfSlug, recordSlugsOf, replaceRecordSlugs } from '@atrium/db';
import type { Runtime } from '../runtime';

/** Pretty URLs change only on 'Save and Sync'; this bounds how long another process may lag. */
const SLUGS_TTL_SECONDS = 300;
/** How long a section's generation counter lives (far longer than any entry made under it). */
const GENERATION_TTL_SECONDS = 30 * 24 * 60 * 60;

const sectionKey = (siteId: string, sectionId: string) => `record-slugs:${siteId}:${sectionId}`;
const generationKey = (siteId: string, sectionId: string) => `${sectionKey(siteId, sectionId)}:generation`;
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * A data section's pretty URLs as one request asks for them (ADR 045): the slugs of the records it
 * shows, and the record one slug names. Nothing reads every slug of a section.
 */
export interface SectionSlugs {
  /** Pretty URLs of these records, by record id (records without one are absent). */
  ofRecords(recordIds: ReadonlyArray<string | undefined>): Promise<ReadonlyMap<string, string>>;
  /** The record a pretty URL names; undefined for anything else (ids, unknown or ill-formed slugs). */
  recordOf(slug: string): Promise<string | undefined>;
}

/**
 * The section's pretty URLs for one request, through the runtime cache: one entry per set of
 * record ids asked (a listing page's cards, a record's Previous/Next) and one per slug (a record
 * page's URL, misses too), each loaded with one indexed query. Entries live under the section's
 * generation, which 'Save and Sync' moves on, so every entry made before it is bypassed at once.
 */
export function sectionSlugs(runtime: Runtime, siteId: string, sectionId: string): SectionSlugs {
  let generation: Promise<number> | undefined;
  const keyOf = async (kind: string, text: string) => {
    generation ??= runtime.cache.get<number>(generationKey(siteId, sectionId)).then((g) => g ?? 0);
    return `${sectionKey(siteId, sectionId)}:g${await generation}:${kind}:${hashOf(text)}`;
  };
  return {
    async ofRecords(asked) {
      const recordIds = [...new Set(asked.filter((id): id is string => Boolean(id)))].sort();
      if (recordIds.length === 0) return new Map();
      const key = await keyOf('records', recordIds.join(','));
      let pairs = await runtime.cache.get<Array<[string, string]>>(key);
      if (!pairs) {
        pairs = [...(await recordSlugsOf(runtime.db, { siteId, sectionId, recordIds }))];
        await runtime.cache.set(key, pairs, SLUGS_TTL_SECONDS);
      }
      return new Map(pairs);
    },
    async recordOf(slug) {
      // Only what Save and Sync could have stored is looked up (no entry for arbitrary URLs).
      if (!PRETTY_URL_PATTERN.test(slug)) return undefined;
      const key = await keyOf('slug', slug);
      // `null` stands for "no record has this slug", so a miss is cached too.
      let recordId = await runtime.cache.get<string | null>(key);
      if (recordId === undefined) {
        recordId = (await recordIdOfSlug(runtime.db, { siteId, sectionId, slug })) ?? null;
        await runtime.cache.set(key, recordId, SLUGS_TTL_SECONDS);
      }
      return recordId ?? undefined;
    },
  };
}

/** 'Save and Sync': stores the section's new pretty URLs and makes every cached one stale. */
export async function syncSectionSlugs(
  runtime: Runtime,
  params: { siteId: string; sectionId: string; slugs: ReadonlyArray<{ slug: string; recordId: string }> },
): Promise<number> {
  const inserted = await replaceRecordSlugs(runtime.db, params);
  await runtime.cache.increment(generationKey(params.siteId, params.sectionId), GENERATION_TTL_SECONDS);
  return inserted;
}

/**
 * Previous/Next links (`listingNeighbours` answered with record ids) at the neighbours' pretty
 * URLs, or their ids where they have none: one lookup for both.
 */
export async function neighbourLinks(
  slugs: SectionSlugs,
  around: { previous?: string; next?: string },
  hrefOf: (slugOrId: string) => string,
): Promise<{ previous?: string; next?: string }> {
  const found = await slugs.ofRecords([around.previous, around.next]);
  const link = (id: string | undefined) => (id ? hrefOf(found.get(id) ?? id) : undefined);
  const previous = link(around.previous);
  const next = link(around.next);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
