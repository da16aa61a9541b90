import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { recordIdOfSlug, recordSlugsOf, replaceRecordSlugs } from './record-slugs';

let handle: DbHandle;
let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db, 'slugs')).site.id;
  otherSiteId = (await createTestSite(handle.db, 'other-slugs')).site.id;
});
afterAll(async () => {
  await handle?.close();
});

it("replaces a section's pretty URLs as a whole and reads them by record", async () => {
  const { db } = handle;
  const section = { siteId, sectionId: 'listProjects' };
  expect(
    await replaceRecordSlugs(db, {
      ...section,
      slugs: [
        { slug: 'website-redesign', recordId: 'rec1' },
        { slug: 'brand-refresh', recordId: 'rec2' },
      ],
    }),
  ).toBe(2);
  expect(await recordSlugsOf(db, section)).toEqual(
    new Map([
      ['rec1', 'website-redesign'],
      ['rec2', 'brand-refresh'],
    ]),
  );
  // Save and Sync again: the new set replaces the old one, records left out lose their URL.
  await replaceRecordSlugs(db, { ...section, slugs: [{ slug: 'website-redesign-2026', recordId: 'rec1' }] });
  expect(await recordSlugsOf(db, section)).toEqual(new Map([['rec1', 'website-redesign-2026']]));
  // Some records only (a page of cards); none asked for, none answered.
  await replaceRecordSlugs(db, {
    ...section,
    slugs: [
      { slug: 'one', recordId: 'rec1' },
      { slug: 'two', recordId: 'rec2' },
      { slug: 'three', recordId: 'rec3' },
    ],
  });
  expect(await recordSlugsOf(db, { ...section, recordIds: ['rec3', 'rec1', 'rec9'] })).toEqual(
    new Map([
      ['rec1', 'one'],
      ['rec3', 'three'],
    ]),
  );
  expect(await recordSlugsOf(db, { ...section, recordIds: [] })).toEqual(new Map());
});

it('keeps sections and sites apart', async () => {
  const { db } = handle;
  await replaceRecordSlugs(db, { siteId, sectionId: 'a', slugs: [{ slug: 'same', recordId: 'recA' }] });
  await replaceRecordSlugs(db, { siteId, sectionId: 'b', slugs: [{ slug: 'same', recordId: 'recB' }] });
  await replaceRecordSlugs(db, { siteId: otherSiteId, sectionId: 'a', slugs: [{ slug: 'same', recordId: 'recC' }] });
  await replaceRecordSlugs(db, { siteId, sectionId: 'b', slugs: [] });
  expect(await recordSlugsOf(db, { siteId, sectionId: 'a' })).toEqual(new Map([['recA', 'same']]));
  expect(await recordSlugsOf(db, { siteId, sectionId: 'b' })).toEqual(new Map());
  expect(await recordSlugsOf(db, { siteId: otherSiteId, sectionId: 'a' })).toEqual(new Map([['recC', 'same']]));
  // One slug to its record: only in the section and site asked.
  expect(await recordIdOfSlug(db, { siteId, sectionId: 'a', slug: 'same' })).toBe('recA');
  expect(await recordIdOfSlug(db, { siteId: otherSiteId, sectionId: 'a', slug: 'same' })).toBe('recC');
  expect(await recordIdOfSlug(db, { siteId, sectionId: 'b', slug: 'same' })).toBeUndefined();
  expect(await recordIdOfSlug(db, { siteId, sectionId: 'a', slug: 'other' })).toBeUndefined();
});

it('refuses one slug for two records of a section and keeps the URLs it had', async () => {
  const { db } = handle;
  const section = { siteId, sectionId: 'dupes' };
  await replaceRecordSlugs(db, { ...section, slugs: [{ slug: 'kept', recordId: 'rec1' }] });
  await expect(
    replaceRecordSlugs(db, {
      ...section,
      slugs: [
        { slug: 'twice', recordId: 'rec1' },
        { slug: 'twice', recordId: 'rec2' },
      ],
    }),
  ).rejects.toThrow();
  expect(await recordSlugsOf(db, section)).toEqual(new Map([['rec1', 'kept']]));
});

it('writes more than one chunk of slugs (500 a statement)', async () => {
  const { db } = handle;
  const slugs = Array.from({ length: 1203 }, (_, i) => ({ slug: `project-${i}`, recordId: `rec${i}` }));
  expect(await replaceRecordSlugs(db, { siteId, sectionId: 'big', slugs })).toBe(1203);
  const all = await recordSlugsOf(db, { siteId, sectionId: 'big' });
  expect(all.size).toBe(1203);
  expect(all.get('rec1202')).toBe('project-1202');
});
