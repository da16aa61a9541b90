import { SECTION_CATALOGUE, ZCreatePageSchema, emptyPageContents } from '@atrium/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createPage } from '../pages/create-page';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { getLatestPublication } from './get-latest-publication';
import { getPublishedPages } from './get-published-pages';
import { getPublishedSite } from './get-published-site';
import { storeAsOldFormat } from '../testing/store-as-old-format';
import { listPublications } from './list-publications';
import { PUBLICATIONS_KEPT, publishSite } from './publish-site';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

it('publishes numbered snapshots of the drafts; earlier versions stay, the latest is served', async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'published');
  expect(await getLatestPublication(db, { siteId: site.id })).toBeUndefined();
  expect(await listPublications(db, { siteId: site.id })).toEqual([]);

  const first = await publishSite(db, { siteId: site.id, builderId: builder.id });
  expect(first.version).toBe(1);
  expect(first.snapshot.site).toMatchObject({ id: site.id, subdomain: 'published' });
  expect(first.snapshot.pages.map((p) => p.path)).toEqual(['/']);

  // A change to the drafts is in the next snapshot only.
  await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Pricing', path: '/pricing' }),
    contents: { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading: 'Our prices' })] },
  });
  const second = await publishSite(db, { siteId: site.id, builderId: builder.id });
  expect(second.version).toBe(2);
  expect(second.snapshot.pages.map((p) => p.path)).toEqual(['/', '/pricing']);

  const latest = await getLatestPublication(db, { siteId: site.id });
  expect(latest?.version).toBe(2);
  expect(latest?.snapshot.pages.find((p) => p.path === '/pricing')?.contents.sections[0]).toMatchObject({
    type: 'content',
  });
  const history = await listPublications(db, { siteId: site.id });
  expect(history.map((p) => [p.version, p.publishedBy])).toEqual([
    [2, builder.id],
    [1, builder.id],
  ]);
  expect(history[0]!.publishedAt.getTime()).toBeGreaterThanOrEqual(history[1]!.publishedAt.getTime());
});

it('numbers the publications of each site on their own, and concurrent publishes one after another', async () => {
  const { db } = handle;
  const a = await createTestSite(db, 'site-a');
  const b = await createTestSite(db, 'site-b');
  await publishSite(db, { siteId: a.site.id, builderId: a.builder.id });
  expect((await publishSite(db, { siteId: b.site.id, builderId: b.builder.id })).version).toBe(1);
  const versions = await Promise.all(
    [1, 2, 3].map(() => publishSite(db, { siteId: a.site.id, builderId: a.builder.id })),
  );
  expect(versions.map((v) => v.version).sort()).toEqual([2, 3, 4]);
  expect((await listPublications(db, { siteId: a.site.id })).map((p) => p.version)).toEqual([4, 3, 2, 1]);
});

it('refuses to publish a portal that is not there', async () => {
  const { db } = handle;
  const { builder } = await createTestSite(db, 'refused');
  await expect(publishSite(db, { siteId: 'no-such-site', builderId: builder.id })).rejects.toThrow(/not found/);
  expect(await getLatestPublication(db, { siteId: 'no-such-site' })).toBeUndefined();
});

it('keeps the last PUBLICATIONS_KEPT versions of the last PUBLICATIONS_KEPT_DAYS days, and always the latest', async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'pruned');
  const other = await createTestSite(db, 'untouched');
  await publishSite(db, { siteId: other.site.id, builderId: other.builder.id });
  for (let i = 0; i < PUBLICATIONS_KEPT + 3; i += 1) await publishSite(db, { siteId: site.id, builderId: builder.id });
  const versions = async (siteId: string) => (await listPublications(db, { siteId })).map((p) => p.version);
  const kept = await versions(site.id);
  expect(kept).toHaveLength(PUBLICATIONS_KEPT);
  expect(kept[0]).toBe(PUBLICATIONS_KEPT + 3);
  expect(kept.at(-1)).toBe(4);
  // Versions older than the window go at the next publish, but the latest always stays.
  await db.execute(
    sql`update publications set created_at = now() - interval '40 days' where site_id = ${site.id} and version <= 10`,
  );
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  expect((await versions(site.id)).at(-1)).toBe(11);
  await db.execute(sql`update publications set created_at = now() - interval '40 days' where site_id = ${site.id}`);
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  expect(await versions(site.id)).toEqual([PUBLICATIONS_KEPT + 5]);
  // Another portal's publications are never touched.
  expect(await versions(other.site.id)).toEqual([1]);
  // The pruned publications' page rows went with them (cascade): one row per kept publication.
  const pageRows = async (siteId: string) =>
    rowsOf(
      await db.execute(
        sql`select count(*)::int as n from publication_pages pp join publications p on p.id = pp.publication_id where p.site_id = ${siteId}`,
      ),
    )[0]?.n;
  expect(await pageRows(site.id)).toBe(1);
  expect(await pageRows(other.site.id)).toBe(1);
  expect(
    rowsOf(
      await db.execute(
        sql`select count(*)::int as n from publication_pages pp left join publications p on p.id = pp.publication_id where p.id is null`,
      ),
    )[0]?.n,
  ).toBe(0);
});

function rowsOf(result: unknown): Array<{ n: number }> {
  return (result as { rows: Array<{ n: number }> }).rows;
}

it("stores the site-wide parts and page index in the snapshot, each page's contents in its own row", async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'per-page');
  for (const [name, path] of [
    ['Pricing', '/pricing'],
    ['About', '/about'],
  ] as const) {
    await createPage(db, {
      siteId: site.id,
      input: ZCreatePageSchema.parse({ name, path }),
      contents: {
        ...emptyPageContents(),
        sections: [SECTION_CATALOGUE.content.create({ heading: `${name} heading` })],
      },
    });
  }
  const published = await publishSite(db, { siteId: site.id, builderId: builder.id });
  const stored = (await db.execute(sql`select snapshot from publications where site_id = ${site.id}`)) as unknown as {
    rows: Array<{ snapshot: unknown }>;
  };
  const text = JSON.stringify(stored.rows[0]!.snapshot);
  expect(text).not.toContain('Pricing heading');
  expect(text).not.toContain('About heading');
  expect(text).not.toContain('"contents"');

  const index = await getPublishedSite(db, { siteId: site.id });
  expect(index?.inlineContents).toBeNull();
  expect(index?.site.pages.map((p) => [p.path, p.name])).toEqual([
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/about', 'About'],
  ]);
  const pricing = index!.site.pages.find((p) => p.path === '/pricing')!;
  const one = await getPublishedPages(db, {
    siteId: site.id,
    publicationId: index!.publicationId,
    pageIds: [pricing.id],
  });
  expect([...one.keys()]).toEqual([pricing.id]);
  expect(one.get(pricing.id)?.sections[0]).toMatchObject({ type: 'content' });
  expect(JSON.stringify(one.get(pricing.id))).toContain('Pricing heading');
  // The pages at some paths come along with the site-wide part, in the same query.
  const along = await getPublishedSite(db, {
    siteId: site.id,
    pagePaths: ['/pricing', '/pricing/some-record', '/nope'],
  });
  expect([...along!.pagesAtPaths.keys()]).toEqual([pricing.id]);
  expect(along!.pagesAtPaths.get(pricing.id)).toEqual(one.get(pricing.id));
  expect(index?.pagesAtPaths.size).toBe(0);
  // Scoped by site: another site's id reads nothing.
  const other = await createTestSite(db, 'per-page-other');
  expect((await getPublishedPages(db, { siteId: other.site.id, publicationId: index!.publicationId })).size).toBe(0);
  // The whole snapshot, as before.
  expect((await getLatestPublication(db, { siteId: site.id }))?.snapshot).toEqual(published.snapshot);
});

it('reads a publication from before publication_pages (the whole snapshot in one document) as before', async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'old-format');
  await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Old', path: '/old' }),
    contents: { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading: 'Old heading' })] },
  });
  const published = await publishSite(db, { siteId: site.id, builderId: builder.id });
  await storeAsOldFormat(db, site.id);

  const index = await getPublishedSite(db, { siteId: site.id });
  expect(index?.site.format).toBe(2);
  expect(index?.site.pages.map((p) => p.path)).toEqual(['/', '/old']);
  const old = index!.site.pages.find((p) => p.path === '/old')!;
  expect(index?.inlineContents?.get(old.id)?.sections[0]).toMatchObject({ type: 'content' });
  expect((await getLatestPublication(db, { siteId: site.id }))?.snapshot).toEqual(published.snapshot);
});
