/**
 * Scale (issue 22): `npm run build && npm run bench:scale`.
 *
 * On real PostgreSQL when DATABASE_URL is set, else on the embedded PGlite. Builds, in one
 * database:
 * - 1,000 portals (`--portals`), each made as the wizard makes one (the demo built-in tables,
 *   Projects and Clients: a few dozen records), with a listing of its Projects on its published
 *   home page: many small tenants beside the large one, as the planner's statistics see them;
 * - one portal with an invoices table (Name, Amount, Contact, Status; bench:grid's table) of each
 *   size (`--sizes`, default 1,000, 10,000 and 100,000 records), then VACUUM ANALYZE, as autovacuum would.
 *
 * Then times each read `--samples` times (default 100, after 3 warm-up reads) per size, uncached:
 * the data source itself (`LocalDataSource`), not the `CachedDataSource` the portal reads through.
 * Listing reads (pages of 20, their query built as a portal listing builds it): first page,
 * search common ("client1", about 11% of records) and with no match, filter common (Status is
 * Paid, 25%) and with a value no record has, sorted by a text field (Name) and by a number field
 * (Amount), page 50 sorted by Amount (the cursor of page 50 is read once by following the cursor
 * 49 times; the cursor is opaque and is not decoded; only the 50th read is timed). Besides them:
 * a record page's Previous/Next neighbours (`listingNeighbours`, as
 * `loadRecordPage` does, for a record in the middle of the listing sorted by Name) and the
 * table's record count as the builder's grid reads it (`countLocalRecords`).
 *
 * Once, after the tables: a cold portal's first render (the portal host's production build, as
 * bench:portal-page serves it; `/` of a portal this process has not served yet, a new one per
 * sample) and publishing a 50-page portal (`publishSite`). Then the portal host's memory: more
 * portals are made until `--touch` (default 5,000) exist and the host serves each one's home page
 * once, with small cache budgets (pages 16 MB, snapshots 16 MB, records 8 MB, so that they fill);
 * the JS heap and array buffers after a full garbage collection, against their level before the
 * first, and the caches' sizes as /healthz reports them, five times on the way.
 *
 * Prints a table per size and a JSON object: sizes -> read -> {p50, p99} ms, growth ratios (p50)
 * between consecutive sizes, the portal figures. Exits 1 when a target is missed:
 * - PostgreSQL, at 100,000 records: every listing read and the count p99 < 20 ms, the neighbours
 *   p99 < 20 ms;
 * - both databases: growth from 10,000 to 100,000 records under 2x for every read (judged on p50;
 *   a read whose p50 at 100,000 records is under 1 ms passes, below this machine's noise);
 * - the portal host, after touching the portals: each cache within its budget, and its memory
 *   grown by no more than the budgets' sum and 48 MB (code, pools, host and access-state entries
 *   bounded by count).
 *
 * Flags: `--sizes=1000,10000`, `--samples=N`, `--portals=N`, `--touch=N`, `--quick` (sizes 1,000
 * and 10,000, 20 samples, 100 portals, 500 touched) for runs while developing.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import {
  SECTION_CATALOGUE,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
  ZListingQuerySchema,
  buildListingCondition,
  type ListRecordsParams,
  type TListingQueryInput,
  type TPageContents,
  type TSection,
} from '@atrium/core';
import {
  countLocalRecords,
  createPage,
  createSite,
  createSiteIn,
  insertLocalRecords,
  listLocalTables,
  listPages,
  publishSite,
  updatePageContents,
} from '@atrium/db';
import { createTestSite } from '@atrium/db/testing/create-test-site';
import { LOCAL_BASE, LocalDataSource, createRuntime, loadEnv, syncPublishedListingIndexes } from '@atrium/integrations';
import { listingNeighbours } from '@atrium/integrations/listings/listing-neighbours';
import { createPortalHostApp } from '../../portal-host/server/create-server';
import { hostRequest } from './host-request';
import { createInvoicesTable, invoiceCells, type InvoicesTable } from './invoices-table';
import { percentile, round } from './percentiles';

const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name!, value ?? 'true'] as const;
  }),
);
const QUICK = flags.has('quick');
const SIZES = (flags.get('sizes') ?? (QUICK ? '1000,10000' : '1000,10000,100000')).split(',').map(Number);
const SAMPLES = Number(flags.get('samples') ?? (QUICK ? 20 : 100));
const PORTALS = Number(flags.get('portals') ?? (QUICK ? 100 : 1_000));
/** Portals whose home page the portal host serves once each before its memory is read. */
const TOUCHED = Math.max(PORTALS, Number(flags.get('touch') ?? (QUICK ? 500 : 5_000)));
const WARM_UP = 3;
const PAGE_SIZE = 20;
/** Pages of a 50-page portal. */
const BIG_PORTAL_PAGES = 50;
const TARGETS = {
  listingP99Ms: 20,
  neighboursP99Ms: 20,
  growth: 2,
  growthFloorMs: 1,
  atSize: 100_000,
  /** Memory beyond the caches' budgets a host may grow by (code, pools, counters: not per portal). */
  memorySlackMB: 48,
} as const;
if (SIZES.some((n) => !Number.isInteger(n) || n < 1_000) || !(SAMPLES >= 1) || !(PORTALS >= 1) || !(TOUCHED >= 1)) {
  throw new Error('Usage: --sizes=1000,10000 (each at least 1000) --samples=N --portals=N --touch=N [--quick]');
}

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-scale-')),
  DATABASE_URL: process.env.DATABASE_URL,
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  // Small budgets, which touching thousands of portals fills: memory must stay within them.
  PAGE_CACHE_MB: '16',
  SNAPSHOT_CACHE_MB: '16',
  RECORD_CACHE_MB: '8',
});
const runtime = await createRuntime(env);
const db = runtime.db;
const database = runtime.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
const stamp = Date.now().toString(36);
const { builder, site } = await createTestSite(db, `scale-${stamp}`);
const siteId = site.id;

v8.setFlagsFromString('--expose-gc');
/** A full garbage collection (memory figures are read after one). */
const collectGarbage = vm.runInNewContext('gc') as () => void;

function log(message: string): void {
  console.error(`[bench:scale] ${message}`);
}

async function timedMs(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

interface Figures {
  p50: number;
  p99: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 3), p99: round(percentile(sorted, 99), 3) };
}

/** `count` timed runs of `read` after WARM_UP untimed ones. */
async function sample(read: () => Promise<unknown>, count = SAMPLES): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i += 1) await read();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timedMs(read));
  return figures(times);
}

// 1. Many small tenants: portals as the wizard makes them, a listing of Projects on each home page.
const tenantSubdomains: string[] = [];
const TENANTS_PER_TRANSACTION = 50;
/** Portals as the wizard makes them, with a listing of Projects on each published home page, up to `total`. */
async function makeTenants(total: number): Promise<void> {
  for (let first = tenantSubdomains.length; first < total; first += TENANTS_PER_TRANSACTION) {
    const made = await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = first; i < Math.min(total, first + TENANTS_PER_TRANSACTION); i += 1) {
        const subdomain = `t${stamp}-${i}`;
        const tenant = await createSiteIn(tx, {
          workspaceId: site.workspaceId,
          builderId: builder.id,
          input: ZCreatePortalSchema.parse({ appName: `Tenant ${i}`, domain: subdomain }),
        });
        const projects = (await listLocalTables(tx, { siteId: tenant.id })).find((t) => t.name === 'Projects')!;
        const [home] = await listPages(tx, { siteId: tenant.id });
        await updatePageContents(tx, {
          siteId: tenant.id,
          pageId: home!.id,
          contents: { ...home!.contents, sections: [...home!.contents.sections, projectsListing(projects)] },
        });
        ids.push(tenant.id);
        tenantSubdomains.push(subdomain);
      }
      return ids;
    });
    for (const id of made) await publishSite(db, { siteId: id, builderId: builder.id });
  }
}
{
  const started = performance.now();
  await makeTenants(PORTALS);
  log(`${PORTALS} portals in ${round((performance.now() - started) / 1000, 1)} s`);
}

function projectsListing(projects: { id: string; fields: Array<{ id: string; name: string }> }): TSection {
  const field = (name: string) => projects.fields.find((f) => f.name === name)!.id;
  return ZDataSectionSchema.parse({
    id: 'projectsList',
    type: 'data',
    sectionName: 'grid1',
    data: {
      source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
      fields: { title: field('Name'), subtitle: field('Status') },
      sort: { type: 'field', fieldId: field('Name'), direction: 'asc' },
      pageSize: 20,
    },
  });
}

// 2. One invoices table of each size in one portal; then fresh planner statistics.
const tables = new Map<number, InvoicesTable>();
for (const size of SIZES) {
  const started = performance.now();
  const table = await createInvoicesTable(runtime, siteId, `Invoices ${size}`);
  await db.transaction(async (tx) => {
    for (let i = 0; i < size; i += 1_000) {
      const records = Array.from({ length: Math.min(1_000, size - i) }, (_, j) => ({
        fields: invoiceCells(table, i + j + 1),
      }));
      await insertLocalRecords(tx, { siteId, tableId: table.id, records });
    }
  });
  tables.set(size, table);
  log(`${size} records in ${round((performance.now() - started) / 1000, 1)} s`);
}
// Published listings of each table, sorted by Name and by Amount (descending) and searching Name
// and Contact, as the reads below do: the publish builds the large tables' listing indexes, as
// the builder's does.
{
  const started = performance.now();
  const [home] = await listPages(db, { siteId });
  const listings = [...tables.values()].flatMap((table, i) =>
    (
      [
        [table.fields[0], 'asc'],
        [table.fields[1], 'desc'],
      ] as const
    ).map(([fieldId, direction], j) =>
      ZDataSectionSchema.parse({
        id: `scale${i}x${j}`,
        type: 'data',
        sectionName: 'grid1',
        data: {
          source: { kind: 'local', tableId: table.id, tableName: 'Invoices' },
          fields: { title: table.fields[0] },
          search: { fieldIds: [table.fields[0], table.fields[2]] },
          sort: { type: 'field', fieldId, direction },
          pageSize: PAGE_SIZE,
        },
      }),
    ),
  );
  await updatePageContents(db, {
    siteId,
    pageId: home!.id,
    contents: { ...home!.contents, sections: [...home!.contents.sections, ...listings] },
  });
  await publishSite(db, { siteId, builderId: builder.id });
  await syncPublishedListingIndexes(runtime, siteId);
  log(`published the listings and built their listing indexes in ${round((performance.now() - started) / 1000, 1)} s`);
}
// VACUUM too: autovacuum would have run after so many inserts, and it empties the GIN index's pending list.
await db.execute(sql`vacuum analyze local_records`);
await db.execute(sql`analyze`);

// 3. Uncached reads of each table.
const source = new LocalDataSource(db, siteId);
type ReadName =
  | 'firstPage'
  | 'searchCommon'
  | 'searchNoMatch'
  | 'filterCommon'
  | 'filterEmpty'
  | 'sortText'
  | 'sortNumber'
  | 'page50Sorted'
  | 'neighbours'
  | 'count';
const LISTING_READS: ReadName[] = [
  'firstPage',
  'searchCommon',
  'searchNoMatch',
  'filterCommon',
  'filterEmpty',
  'sortText',
  'sortNumber',
  'page50Sorted',
  'count',
];

async function readsOf(table: InvoicesTable, size: number): Promise<Record<ReadName, () => Promise<unknown>>> {
  const [name, amount, contact, status] = table.fields;
  const params = (input: TListingQueryInput): ListRecordsParams => {
    const query = ZListingQuerySchema.parse({ pageSize: PAGE_SIZE, ...input });
    return {
      baseId: LOCAL_BASE.id,
      tableId: table.id,
      where: buildListingCondition(query),
      sort: query.sort,
      pageSize: query.pageSize,
    };
  };
  const list = (input: TListingQueryInput) => {
    const p = params(input);
    return () => source.listRecords(p);
  };
  const byAmount = params({ sort: { type: 'field', fieldId: amount, direction: 'desc' } });
  let cursor: string | undefined;
  for (let page = 1; page < 50; page += 1) {
    cursor = (await source.listRecords({ ...byAmount, cursor })).cursor;
    if (!cursor) throw new Error(`${table.id} has no page ${page + 1}`);
  }
  const page50 = { ...byAmount, cursor };

  // The record page: a listing sorted by Name, and a record in the middle of the order it reads.
  const listing = ZDataSectionSchema.parse({
    id: 'scaleListing',
    type: 'data',
    sectionName: 'grid1',
    data: {
      source: { kind: 'local', tableId: table.id, tableName: 'Invoices' },
      fields: { title: name, subtitle: status },
      search: { fieldIds: [name, contact] },
      sort: { type: 'field', fieldId: name, direction: 'asc' },
      pageSize: PAGE_SIZE,
      detail: { type: 'page', fields: [name, amount, contact, status] },
    },
  }).data;
  const schema = (await source.listTables({ baseId: LOCAL_BASE.id })).find((t) => t.id === table.id)!;
  // A record in the middle of the listing's order (Name ascending).
  const middle = await source.listRecordIds({
    baseId: LOCAL_BASE.id,
    tableId: table.id,
    where: { kind: 'true' },
    sort: { type: 'field', fieldId: name, direction: 'asc' },
    limit: Math.ceil(size / 2),
  });
  const recordId = middle.at(-1)!;

  return {
    firstPage: list({}),
    searchCommon: list({ search: { text: 'client1', fieldIds: [name, contact] } }),
    searchNoMatch: list({ search: { text: 'no such invoice', fieldIds: [name, contact] } }),
    filterCommon: list({ filters: [{ fieldId: status, values: ['Paid'] }] }),
    filterEmpty: list({ filters: [{ fieldId: status, values: ['Refunded'] }] }),
    sortText: list({ sort: { type: 'field', fieldId: name, direction: 'asc' } }),
    sortNumber: list({ sort: { type: 'field', fieldId: amount, direction: 'desc' } }),
    page50Sorted: () => source.listRecords(page50),
    neighbours: async () => {
      const around = await listingNeighbours({
        source,
        baseId: LOCAL_BASE.id,
        table: schema,
        data: listing,
        params: { q: '', filters: {} },
        viewer: {},
        recordId,
      });
      if (!around.previous || !around.next) throw new Error(`No neighbours for ${recordId}`);
    },
    count: () => countLocalRecords(db, { siteId, tableId: table.id }),
  };
}

const bySize: Record<string, Record<string, Figures>> = {};
for (const size of SIZES) {
  const reads = await readsOf(tables.get(size)!, size);
  const results: Record<string, Figures> = {};
  for (const [name, read] of Object.entries(reads)) results[name] = await sample(read);
  bySize[size] = results;
  console.log(`\n${database}, ${size.toLocaleString('en')} records (${SAMPLES} samples each, ms):`);
  console.table(results);
}

// 4. Portals: a cold portal's first render, and publishing a 50-page portal.
const server = http.createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
/**
 * A connection per request: minutes pass between the stages, and a kept-alive socket the server
 * has closed meanwhile would answer the next request with ECONNRESET.
 */
const NEW_CONNECTION = { agent: false } as const;
const coldRenders: number[] = [];
for (const [i, subdomain] of tenantSubdomains.slice(0, SAMPLES + WARM_UP).entries()) {
  let status = 0;
  const ms = await timedMs(async () => {
    const answer = await hostRequest(origin, `${subdomain}.${env.PORTAL_ROOT_DOMAIN}`, '/', NEW_CONNECTION);
    status = answer.status;
    if (!answer.body.toString().includes('atrium-card')) status = -1;
  });
  if (status !== 200) throw new Error(`The home page of ${subdomain} answered ${status} (or showed no cards)`);
  if (i >= WARM_UP) coldRenders.push(ms);
}

// 5. The portal host's memory after touching TOUCHED portals (a home page each, with its listing),
// against the caches' byte budgets (the bench's env sets small ones, so that they fill).
{
  const started = performance.now();
  await makeTenants(TOUCHED);
  log(`${TOUCHED} portals in all (${round((performance.now() - started) / 1000, 1)} s more)`);
}
const budgetMB = env.PAGE_CACHE_MB + env.SNAPSHOT_CACHE_MB + env.RECORD_CACHE_MB;
const baselineMB = memoryMB();
const memoryCheckpoints: Array<{ touched: number; growthMB: number; caches: Record<string, CacheFigures> }> = [];
for (const [i, subdomain] of tenantSubdomains.slice(0, TOUCHED).entries()) {
  const answer = await hostRequest(origin, `${subdomain}.${env.PORTAL_ROOT_DOMAIN}`, '/', NEW_CONNECTION);
  if (answer.status !== 200) throw new Error(`The home page of ${subdomain} answered ${answer.status}`);
  const touched = i + 1;
  if (touched % Math.max(1, Math.floor(TOUCHED / 5)) === 0 || touched === TOUCHED) {
    memoryCheckpoints.push({ touched, growthMB: round(memoryMB() - baselineMB, 1), caches: await cacheFigures() });
    log(`touched ${touched} portals: ${memoryCheckpoints.at(-1)!.growthMB} MB more than before the first`);
  }
}
server.close();

/** The JS heap and array buffers (the page cache's bodies) after a full garbage collection, MB. */
function memoryMB(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
}

interface CacheFigures {
  entries: number;
  MB: number;
  budgetMB: number | null;
  evictions: number;
}

/** The portal host's caches as its /healthz reports them. */
async function cacheFigures(): Promise<Record<string, CacheFigures>> {
  const answer = await hostRequest(
    origin,
    `${tenantSubdomains[0]}.${env.PORTAL_ROOT_DOMAIN}`,
    '/healthz',
    NEW_CONNECTION,
  );
  type Stats = { entries: number; bytes: number; maxBytes: number | null; evictions: number };
  const health = JSON.parse(answer.body.toString()) as {
    pageCache: Stats;
    caches: { snapshots: Stats; records?: Stats };
  };
  const figuresOf = (stats: Stats): CacheFigures => ({
    entries: stats.entries,
    MB: round(stats.bytes / 1024 / 1024, 1),
    budgetMB: stats.maxBytes === null ? null : round(stats.maxBytes / 1024 / 1024, 1),
    evictions: stats.evictions,
  });
  return {
    pages: figuresOf(health.pageCache),
    snapshots: figuresOf(health.caches.snapshots),
    ...(health.caches.records ? { records: figuresOf(health.caches.records) } : {}),
  };
}

const bigPortal = await createSite(db, {
  workspaceId: site.workspaceId,
  builderId: builder.id,
  input: ZCreatePortalSchema.parse({ appName: 'Fifty pages', domain: `fifty-${stamp}` }),
});
for (let i = 1; i < BIG_PORTAL_PAGES; i += 1) {
  await createPage(db, {
    siteId: bigPortal.id,
    input: ZCreatePageSchema.parse({ name: `Page ${i}`, path: `/page-${i}` }),
    contents: everySection(),
  });
}
let snapshotBytes = 0;
const publish = await sample(
  async () => {
    const { snapshot } = await publishSite(db, { siteId: bigPortal.id, builderId: builder.id });
    snapshotBytes = JSON.stringify(snapshot).length;
  },
  Math.min(SAMPLES, 50),
);

/** A page with one section of every type but data (as the builder adds them, with their defaults). */
function everySection(): TPageContents {
  const types = Object.values(SECTION_CATALOGUE).filter((d) => d.type !== 'data');
  return { version: 1, sections: types.map((d) => d.create()) } as TPageContents;
}

await runtime.close();

// 6. Growth and targets.
const growth: Record<string, Record<string, number>> = {};
for (let i = 1; i < SIZES.length; i += 1) {
  const [from, to] = [SIZES[i - 1]!, SIZES[i]!];
  growth[`${from}->${to}`] = Object.fromEntries(
    Object.keys(bySize[to]!).map((name) => [name, round(bySize[to]![name]!.p50 / bySize[from]![name]!.p50)]),
  );
}
const failures: string[] = [];
const atTarget = bySize[TARGETS.atSize];
if (atTarget && runtime.dbKind === 'postgres') {
  for (const name of LISTING_READS) {
    const p99 = atTarget[name]!.p99;
    if (p99 >= TARGETS.listingP99Ms) failures.push(`${name} p99 ${p99} ms at 100,000 records (target < 20 ms)`);
  }
  const p99 = atTarget.neighbours!.p99;
  if (p99 >= TARGETS.neighboursP99Ms) failures.push(`neighbours p99 ${p99} ms at 100,000 records (target < 20 ms)`);
}
const lastCheckpoint = memoryCheckpoints.at(-1)!;
for (const [name, cache] of Object.entries(lastCheckpoint.caches)) {
  if (cache.budgetMB !== null && cache.MB > cache.budgetMB) {
    failures.push(`the ${name} cache holds ${cache.MB} MB, over its ${cache.budgetMB} MB budget`);
  }
}
if (lastCheckpoint.growthMB > budgetMB + TARGETS.memorySlackMB) {
  failures.push(
    `the portal host grew by ${lastCheckpoint.growthMB} MB after ${TOUCHED} portals (budgets ${budgetMB} MB + ${TARGETS.memorySlackMB} MB)`,
  );
}
const judged = bySize[10_000] && atTarget ? growth['10000->100000'] : undefined;
if (judged && atTarget) {
  for (const [name, ratio] of Object.entries(judged)) {
    if (atTarget[name]!.p50 >= TARGETS.growthFloorMs && ratio >= TARGETS.growth) {
      failures.push(`${name} grows ${ratio}x from 10,000 to 100,000 records (target < 2x)`);
    }
  }
}

console.log(
  JSON.stringify(
    {
      database,
      samples: SAMPLES,
      pageSize: PAGE_SIZE,
      portals: PORTALS,
      sizes: bySize,
      growth,
      portal: {
        coldFirstRender: figures(coldRenders),
        publish50Pages: { ...publish, snapshotKB: round(snapshotBytes / 1024, 0) },
        memory: { budgetMB, checkpoints: memoryCheckpoints },
      },
      targets: {
        ...TARGETS,
        judged:
          runtime.dbKind === 'postgres'
            ? 'p99 at 100,000 records and growth 10,000 -> 100,000'
            : 'growth 10,000 -> 100,000 only (PGlite)',
      },
      failures,
    },
    null,
    2,
  ),
);
if (failures.length > 0) {
  console.error(`Bench failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bench passed.');
