/**
 * Pretty URLs per record (ADR 045): a listing page reads the slugs of the records it shows, a
 * record page the one slug in its URL and its neighbours', never a section's whole list; Save and
 * Sync makes every cached slug stale at once; a slug of another listing or portal is a 404.
 * Rows read from record_slugs are counted by a spy on the database client.
 */
import { ZCreatePortalSchema, ZDataDataSchema, type TDataData, type TListingSource } from '@atrium/core';
import { createBuilder, createLocalTable, createSite, insertLocalRecords, resolveWorkspace } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { listingRecordPaths } from './listing-record-paths';
import { loadListing } from './load-listing';
import { loadRecordPage } from './load-record-page';
import { syncSectionSlugs } from './record-slugs-cache';
import { syncPrettyUrls } from './sync-pretty-urls';

const RECORDS = 1_500;
/** Each portal's Projects table (table ids are unique across portals). */
const TABLES = ['tblSlugProjects001', 'tblSlugProjects002'] as const;
const NAME = 'fldSlugName0000001';
const sourceOf = (tableId: string): TListingSource => ({
  kind: 'local',
  baseId: '',
  baseName: '',
  tableId,
  tableName: 'Projects',
});
const dataOf = (tableId: string): TDataData =>
  ZDataDataSchema.parse({
    source: sourceOf(tableId),
    fields: { title: NAME },
    sort: { type: 'field', fieldId: NAME, direction: 'asc' },
    pageSize: 20,
    detail: { type: 'page', slugFieldId: NAME, fields: [NAME] },
  });
const DATA = dataOf(TABLES[0]);
const nameOf = (i: number) => `Project ${String(i).padStart(4, '0')}`;
const slugOf = (i: number) => `project-${String(i).padStart(4, '0')}`;

let runtime: Runtime;
let siteId: string;
let otherSiteId: string;
let ids: string[];
let otherIds: string[];
/** Rows each query of record_slugs answered, in order. */
const slugRowsRead: number[] = [];

type SiteOwner = Pick<Parameters<typeof createSite>[1], 'builderId' | 'workspaceId'>;

async function portalWithProjects(name: string, tableId: string, { builderId, workspaceId }: SiteOwner) {
  const site = await createSite(runtime.db, {
    workspaceId,
    builderId,
    input: ZCreatePortalSchema.parse({ appName: name }),
  });
  await createLocalTable(runtime.db, {
    siteId: site.id,
    id: tableId,
    name: 'Projects',
    fields: [{ id: NAME, name: 'Name', type: 'singleLineText' }],
  });
  const rows = await insertLocalRecords(runtime.db, {
    siteId: site.id,
    tableId,
    records: Array.from({ length: RECORDS }, (_, i) => ({ fields: { [NAME]: nameOf(i) } })),
  });
  const byName = new Map(rows.map((r) => [r.fields[NAME] as string, r.id]));
  return { siteId: site.id, ids: Array.from({ length: RECORDS }, (_, i) => byName.get(nameOf(i))!) };
}

beforeAll(async () => {
  runtime = await createTestRuntime();
  const builder = await createBuilder(runtime.db, {
    firstName: 'S',
    lastName: '',
    email: 'slugs@example.com',
    password: 'long enough pw',
  });
  const workspace = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  const owner = { builderId: builder.id, workspaceId: workspace.id };
  ({ siteId, ids } = await portalWithProjects('Slugs', TABLES[0], owner));
  ({ siteId: otherSiteId, ids: otherIds } = await portalWithProjects('Other slugs', TABLES[1], owner));
  const sync = (site: string, tableId: string) =>
    syncPrettyUrls(runtime, {
      siteId: site,
      sectionId: 'listProjects',
      source: sourceOf(tableId),
      lookupFieldId: NAME,
    });
  expect(await sync(siteId, TABLES[0])).toEqual({ inserted: RECORDS, total: RECORDS });
  expect(await sync(otherSiteId, TABLES[1])).toEqual({ inserted: RECORDS, total: RECORDS });
  // A second listing of the same table with slugs of its own; the first one's records have others.
  await syncSectionSlugs(runtime, {
    siteId,
    sectionId: 'otherListing',
    slugs: [{ slug: 'only-in-the-other-listing', recordId: ids[5]! }],
  });

  // Every query's rows from record_slugs (PGlite and node-postgres both answer `{ rows }`).
  const client = (runtime.db as unknown as { $client: { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> } })
    .$client;
  const query = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    const result = await query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    if (/"record_slugs"/.test(text)) slugRowsRead.push(result.rows.length);
    return result;
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await runtime.close();
});

/** What `run` read from record_slugs: queries and rows. */
async function slugReads<T>(run: () => Promise<T>): Promise<{ result: T; queries: number; rows: number }> {
  slugRowsRead.length = 0;
  const result = await run();
  return { result, queries: slugRowsRead.length, rows: slugRowsRead.reduce((sum, n) => sum + n, 0) };
}

const listingPage = (after?: string) =>
  loadListing(runtime, {
    siteId,
    data: DATA,
    params: { q: '', filters: {}, ...(after ? { after } : {}) },
    detail: { sectionId: 'listProjects', pagePath: '/projects' },
  });
const recordPage = (slug: string, site = siteId, sectionId = 'listProjects') =>
  loadRecordPage(runtime, {
    siteId: site,
    sectionId,
    data: dataOf(site === siteId ? TABLES[0] : TABLES[1]),
    pagePath: '/projects',
    slug,
  });

describe('a listing page', () => {
  it('reads only the slugs of the records it shows, once, then from the cache', async () => {
    const cold = await slugReads(() => listingPage());
    expect(cold.result.status).toBe('ok');
    expect(cold.result.records.map((c) => c.href)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/projects/${slugOf(i)}`),
    );
    expect(cold).toMatchObject({ queries: 1, rows: 20 });
    const warm = await slugReads(() => listingPage());
    expect(warm).toMatchObject({ queries: 0, rows: 0 });
  });
});

describe('a record page', () => {
  it('resolves its slug and its neighbours with keyed lookups', async () => {
    const cold = await slugReads(() => recordPage(slugOf(700)));
    expect(cold.result).toMatchObject({
      kind: 'record',
      canonicalPath: `/projects/${slugOf(700)}`,
      view: { neighbours: { previous: `/projects/${slugOf(699)}`, next: `/projects/${slugOf(701)}` } },
    });
    // One row for the slug, two for the neighbours: never the section's 1,500.
    expect(cold).toMatchObject({ queries: 2, rows: 3 });
    expect(await slugReads(() => recordPage(slugOf(700)))).toMatchObject({ queries: 0, rows: 0 });
    // By id: moved to the pretty URL.
    const byId = await slugReads(() => recordPage(ids[42]!));
    expect(byId.result).toEqual({ kind: 'redirect', to: `/projects/${slugOf(42)}` });
    expect(byId.rows).toBeLessThanOrEqual(1);
  });

  it('answers 404 for a slug of another listing or another portal, and for what is no slug at all', async () => {
    // The other listing's slug names a record this listing holds; it is still not this listing's URL.
    expect(await recordPage('only-in-the-other-listing')).toEqual({ kind: 'not-found' });
    expect((await recordPage('only-in-the-other-listing', siteId, 'otherListing')).kind).toBe('record');
    // The other portal has the same slugs for its own records: each portal opens only its own.
    const here = await recordPage(slugOf(3));
    const there = await recordPage(slugOf(3), otherSiteId);
    expect(here).toMatchObject({ kind: 'record', view: { id: ids[3] } });
    expect(there).toMatchObject({ kind: 'record', view: { id: otherIds[3] } });
    // Another portal's record id is nothing here, even when the listing names that portal's table.
    expect(await recordPage(otherIds[3]!)).toEqual({ kind: 'not-found' });
    expect(
      await loadRecordPage(runtime, {
        siteId,
        sectionId: 'listProjects',
        data: dataOf(TABLES[1]),
        pagePath: '/p',
        slug: slugOf(3),
      }),
    ).toEqual({ kind: 'not-found' });
    for (const slug of ['no-such-project', 'Project-0003', 'project 0003', '../project-0003', 'x'.repeat(101)]) {
      expect(await recordPage(slug)).toEqual({ kind: 'not-found' });
    }
  });

  it('follows Save and Sync at once: the new URL opens, the old one is a 404, the id moves to the new one', async () => {
    // Warm the cache with the old URLs first.
    expect((await recordPage(slugOf(10))).kind).toBe('record');
    expect(await recordPage(ids[10]!)).toEqual({ kind: 'redirect', to: `/projects/${slugOf(10)}` });
    await listingPage();
    await syncSectionSlugs(runtime, {
      siteId,
      sectionId: 'listProjects',
      slugs: ids.map((id, i) => ({ slug: i === 10 ? 'renamed-project' : slugOf(i), recordId: id })),
    });
    expect(await recordPage(slugOf(10))).toEqual({ kind: 'not-found' });
    expect(await recordPage('renamed-project')).toMatchObject({ kind: 'record', view: { id: ids[10] } });
    expect(await recordPage(ids[10]!)).toEqual({ kind: 'redirect', to: '/projects/renamed-project' });
    expect((await listingPage()).records[10]!.href).toBe('/projects/renamed-project');
    // Its neighbours link to it at the new URL.
    expect(await recordPage(slugOf(11))).toMatchObject({
      view: { neighbours: { previous: '/projects/renamed-project' } },
    });
  });
});

describe('the sitemap', () => {
  it("reads the listing's slugs in batches of at most one page of records", async () => {
    const {
      result: paths,
      queries,
      rows,
    } = await slugReads(() =>
      listingRecordPaths(runtime, { siteId, sectionId: 'listProjects', data: DATA, pagePath: '/projects' }),
    );
    expect(paths).toHaveLength(RECORDS);
    expect(new Set(paths)).toEqual(
      new Set(Array.from({ length: RECORDS }, (_, i) => `/projects/${i === 10 ? 'renamed-project' : slugOf(i)}`)),
    );
    expect(queries).toBe(RECORDS / 100);
    expect(rows).toBe(RECORDS);
    expect(Math.max(...slugRowsRead)).toBe(100);
  });
});
