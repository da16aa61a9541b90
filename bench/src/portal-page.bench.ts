/**
 * Portal page speed, side by side with baselines measured in the same run (these machines are
 * noisy, so only ratios are compared): `npm run build && npm run bench`.
 *
 * The portal host (production build, embedded defaults, its rendered-page cache, ADR 028) serves
 * the demo portal with user accounts on (bench-portal.ts). autocannon loads it over loopback from
 * a worker thread, and a baseline with the same settings, in turns (4 slices each, ABBA, so that
 * a change in the machine's load hits both alike):
 *
 * 1. /about, 2. the home page, 3. a 20-card listing under 4 search/filter URLs, 4. a record page
 *    at its pretty URL — anonymous, BENCH_CONNECTIONS (50) connections; the baseline is a bare
 *    Node `http` server sending the identical bytes. Targets: at least 50% of its requests/s,
 *    p99 under 50 ms, and 0 database queries during the load.
 * 5. the user listing /mine for a signed-in client (never cached) at 20 connections; the
 *    baseline is a bare react-dom/server render of the same page tree per request. Targets: at
 *    least 50% of its requests/s and p99 under 100 ms.
 *
 * Prints the figures as JSON and exits 1 when a target is missed. BENCH_SECONDS (default 10)
 * sets each load's length; BENCH_PAGES=cached or signed-in runs only those page types.
 */
import { mkdtempSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createRuntime, loadEnv } from '@atrium/integrations';
import { DEMO_SUBDOMAIN } from '@atrium/db';
import { createPortalHostApp } from '../../portal-host/server/create-server';
import { loadPortalPage } from '../../portal-host/app/portal/portal-page.server';
import { BENCH_MEMBER, createBenchPortal } from './bench-portal';
import { startBareRenderServer, startStaticServer, type RecordedAnswer } from './baselines';
import { hostRequest } from './host-request';
import { round } from './percentiles';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIGNED_IN_CONNECTIONS = 20;
/** `cached` or `signed-in` runs only those page types (while profiling one path); both by default. */
const ONLY = process.env.BENCH_PAGES;
const TARGETS = {
  cachedShareOfStatic: 0.5,
  cachedP99Ms: 50,
  signedInShareOfRender: 0.5,
  signedInP99Ms: 100,
} as const;

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-')),
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const runtime = await createRuntime(env);
const portal = await createBenchPortal(runtime.db);

// Count every statement the database receives during the measured runs.
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

const server = http.createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const host = `${DEMO_SUBDOMAIN}.${env.PORTAL_ROOT_DOMAIN}`;

/** One request to the portal host (or a baseline at `target`) for the demo portal's host name. */
function request(
  target: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RecordedAnswer> {
  return hostRequest(target, host, pathname, init);
}

// The member logs in as a person would, through the portal's log-in form.
const login = await request(origin, '/account/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${host}` },
  body: new URLSearchParams({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }).toString(),
});
const cookie = cookieOf(login.headers);
if (login.status !== 302 || !cookie) throw new Error(`The member could not log in (${login.status})`);

// Warm up: every URL once (host map, snapshot, record cache, page cache), then record what it sends.
const cachedPages = [
  { page: 'marketing page /about (anonymous)', paths: ['/about'] },
  { page: 'home page / (anonymous)', paths: ['/'] },
  { page: '20-card listing /board under 4 search/filter URLs (anonymous)', paths: portal.listingPaths },
  { page: `record page at its pretty URL ${portal.recordPath} (anonymous)`, paths: [portal.recordPath] },
];
/** Views each path until the page cache answers it fresh (pages with listings go stale after the refresh interval). */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    await request(origin, path);
    const answer = await request(origin, path);
    if (answer.status !== 200 || answer.headers['x-atrium-cache'] !== 'hit') {
      throw new Error(
        `${path} answered ${answer.status} (${String(answer.headers['x-atrium-cache'])}), not a cached page`,
      );
    }
    recorded.set(path, answer);
  }
}
const recorded = new Map<string, RecordedAnswer>();
await warm(cachedPages.flatMap((p) => p.paths));
const member = await request(origin, portal.memberPath, { headers: { cookie } });
if (member.status !== 200 || !member.body.toString().includes('atrium-card')) {
  throw new Error(`${portal.memberPath} did not show the member's projects (${member.status})`);
}

// Prove the counter counts: one uncached lookup must register.
queries = 0;
await runtime.db.execute(sql`select 1`);
if (queries === 0) throw new Error('The query counter did not see a query');

const staticServer = await startStaticServer(recorded);
const memberPage = await loadPortalPage({
  request: new Request(`http://${host}${portal.memberPath}`, { headers: { cookie } }),
  params: {},
  runtime,
  clientIp: '127.0.0.1',
});
if (!('kind' in memberPage.data) || memberPage.data.kind !== 'page') throw new Error('The member page did not load');
const renderServer = await startBareRenderServer(memberPage.data);
/** The size of each answer of page 5, so the reader can see how much more the product's document holds. */
const memberBytes = {
  product: member.body.length,
  baseline: (await request(renderServer.url, portal.memberPath)).body.length,
};

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, paths: string[], connections: number, seconds: number, headers = {}) {
  const result = await autocannon({
    url,
    headers: { host, ...headers },
    connections,
    duration: seconds,
    workers: 1,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  return result;
}

type Result = Awaited<ReturnType<typeof autocannon>>;

/** One load's figures from its slices: requests over their total time, the slices' mean p50 and worst p99. */
function figuresOf(slices: Result[]): Load {
  const requests = slices.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = slices.reduce((sum, r) => sum + r.duration, 0);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Math.round(slices.reduce((sum, r) => sum + r.latency.p50, 0) / slices.length),
    p99Ms: Math.max(...slices.map((r) => r.latency.p99)),
    requests,
    non2xx: slices.reduce((sum, r) => sum + r.non2xx, 0),
    errors: slices.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

/** Slices per load: the baseline and the product take turns (ABBA), so a change in the machine's load hits both alike. */
const SLICES = 4;

interface Target {
  url: string;
  headers?: Record<string, string>;
  /** Runs before each of its slices (the product: fresh cache entries, the query counter reset). */
  before?: () => Promise<void>;
  /** Runs after each of its slices. */
  after?: () => void;
}

async function compare(paths: string[], connections: number, baseline: Target, product: Target) {
  const slices = { baseline: [] as Result[], product: [] as Result[] };
  const run = async (name: 'baseline' | 'product', target: Target) => {
    await target.before?.();
    slices[name].push(await load(target.url, paths, connections, DURATION_SECONDS / SLICES, target.headers));
    target.after?.();
  };
  for (let i = 0; i < SLICES; i += 1) {
    if (i % 2 === 0) {
      await run('baseline', baseline);
      await run('product', product);
    } else {
      await run('product', product);
      await run('baseline', baseline);
    }
  }
  return { baseline: figuresOf(slices.baseline), product: figuresOf(slices.product) };
}

const reports = [];
const failures: string[] = [];
for (const { page, paths } of ONLY === 'signed-in' ? [] : cachedPages) {
  let databaseQueries = 0;
  const { baseline, product } = await compare(
    paths,
    CONNECTIONS,
    { url: staticServer.url },
    {
      url: origin,
      // Fresh in the cache for the whole slice: a background refresh of a stale page would query the database.
      before: async () => {
        await warm(paths);
        queries = 0;
      },
      after: () => {
        databaseQueries += queries;
      },
    },
  );
  const ratio = round(product.requestsPerSecond / baseline.requestsPerSecond);
  reports.push({
    page,
    connections: CONNECTIONS,
    product,
    baseline: { kind: 'bare Node static server', ...baseline },
    ratio,
    databaseQueries,
  });
  if (ratio < TARGETS.cachedShareOfStatic) failures.push(`${page}: ${ratio} of the static server's requests/s`);
  if (product.p99Ms >= TARGETS.cachedP99Ms) failures.push(`${page}: p99 ${product.p99Ms} ms`);
  if (databaseQueries > 0) failures.push(`${page}: ${databaseQueries} database queries during the load`);
  if (product.non2xx + product.errors > 0)
    failures.push(`${page}: ${product.non2xx} non-2xx, ${product.errors} errors`);
}

if (ONLY !== 'cached') {
  const page = `user listing ${portal.memberPath} for a signed-in client (not cacheable)`;
  let signedInQueries = 0;
  const { baseline, product } = await compare(
    [portal.memberPath],
    SIGNED_IN_CONNECTIONS,
    { url: renderServer.url },
    {
      url: origin,
      headers: { cookie },
      before: async () => {
        queries = 0;
      },
      after: () => {
        signedInQueries += queries;
      },
    },
  );
  const ratio = round(product.requestsPerSecond / baseline.requestsPerSecond);
  reports.push({
    page,
    connections: SIGNED_IN_CONNECTIONS,
    product,
    baseline: { kind: 'bare react-dom/server render of the same page tree', ...baseline },
    bytes: memberBytes,
    ratio,
    databaseQueriesPerRequest: round(signedInQueries / Math.max(1, product.requests)),
  });
  if (ratio < TARGETS.signedInShareOfRender) failures.push(`${page}: ${ratio} of the bare render's requests/s`);
  if (product.p99Ms >= TARGETS.signedInP99Ms) failures.push(`${page}: p99 ${product.p99Ms} ms`);
  if (product.non2xx + product.errors > 0)
    failures.push(`${page}: ${product.non2xx} non-2xx, ${product.errors} errors`);
}

for (const s of [server, staticServer.server, renderServer.server]) s.close();
await runtime.close();

console.log(JSON.stringify({ seconds: DURATION_SECONDS, targets: TARGETS, reports }, null, 2));
if (failures.length > 0) {
  console.error(`Bench failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bench passed: every page type met its targets.');

function cookieOf(headers: IncomingHttpHeaders): string | undefined {
  return [headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
}
