/**
 * Portal page throughput: the demo portal served by the portal host (production build) on the
 * embedded defaults, hammered by autocannon over loopback. Proves that a warm portal page is
 * answered from the in-process snapshot cache, not the database: the run counts SQL queries
 * issued during the load and fails if any page view reached the database. Two pages: /about
 * (marketing sections) and /board, a grid listing of the demo Projects table with search and a
 * tag filter, loaded under a handful of search and filter URLs (records from the record cache).
 *
 *   npm run build && npm run bench
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ZCreatePageSchema, ZDataSectionSchema } from '@atrium/core';
import { DEMO_SUBDOMAIN, createPage, listLocalTables, publishSite, seedDemo } from '@atrium/db';
import { createRuntime, loadEnv } from '@atrium/integrations';
import { createPortalHostApp } from '../../portal-host/server/create-server';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-')),
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const runtime = await createRuntime(env);
const demo = await seedDemo(runtime.db);
if (!demo) throw new Error('The bench needs a fresh data directory');
const projects = (await listLocalTables(runtime.db, { siteId: demo.site.id })).find((t) => t.name === 'Projects')!;
const field = (name: string) => projects.fields.find((f) => f.name === name)!.id;
await createPage(runtime.db, {
  siteId: demo.site.id,
  input: ZCreatePageSchema.parse({ name: 'Board', path: '/board' }),
  contents: {
    version: 1,
    sections: [
      ZDataSectionSchema.parse({
        id: 'benchListing',
        type: 'data',
        sectionName: 'grid1',
        data: {
          source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
          fields: { title: field('Name'), subtitle: field('Status'), tags: field('Tags') },
          search: { fieldIds: [field('Name'), field('Notes')] },
          filters: [{ fieldId: field('Status'), type: 'tags' }],
          sort: { type: 'field', fieldId: field('Name'), direction: 'asc' },
        },
      }),
    ],
  },
});
await publishSite(runtime.db, { siteId: demo.site.id, builderId: demo.builder.id });

// Count every statement the database receives during the measured run.
let queries = 0;
const session = (runtime.db as unknown as { session: { client?: { query: (...a: unknown[]) => unknown } } }).session;
const client = session.client;
if (!client || typeof client.query !== 'function')
  throw new Error('Cannot count queries: unexpected drizzle session shape');
const original = client.query.bind(client);
client.query = (...args: unknown[]) => {
  queries += 1;
  return original(...args);
};

const app = await createPortalHostApp(runtime, { dev: false });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as AddressInfo).port;
const origin = `http://127.0.0.1:${port}`;
const headers = { host: `${DEMO_SUBDOMAIN}.${env.PORTAL_ROOT_DOMAIN}` };
const LISTING_PATHS = [
  '/board',
  '/board?q=website',
  '/board?f.' + field('Status') + '=Done',
  '/board?q=review&f.' + field('Status') + '=In%20review',
];

// Warm up: the first request of each URL resolves the host, loads the snapshot and fills the
// record cache. (fetch cannot set Host, so the warm-up uses node:http.)
function warm(path: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
for (const path of ['/about', ...LISTING_PATHS]) {
  const status = await warm(path);
  if (status !== 200) throw new Error(`Warm-up request to ${path} failed with ${status}`);
}

// Prove the counter counts: one uncached lookup must register.
queries = 0;
await runtime.db.execute(sql`select 1`);
if (queries === 0) throw new Error('The query counter did not see a query');

async function run(page: string, paths: string[]) {
  queries = 0;
  const result = await autocannon({
    url: origin,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    page,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    requests: result.requests.total,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    databaseQueriesDuringLoad: queries,
  };
}

const reports = [
  await run('demo portal /about (SSR, no client JS)', ['/about']),
  await run(
    'demo portal /board: a 20-card listing under 4 search/filter URLs (SSR from the record cache)',
    LISTING_PATHS,
  ),
];
server.close();
await runtime.close();

console.log(JSON.stringify(reports, null, 2));
if (reports.some((r) => r.non2xx > 0 || r.databaseQueriesDuringLoad > 0)) {
  console.error('Bench failed: non-2xx responses or page views that reached the database.');
  process.exit(1);
}
