/**
 * Portal page throughput: the demo portal served by the portal host (production build) on the
 * embedded defaults, hammered by autocannon over loopback. Proves that a warm portal page is
 * answered from the in-process snapshot cache, not the database: the run counts SQL queries
 * issued during the load and fails if any page view reached the database.
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
import { DEMO_SUBDOMAIN, seedDemo } from '@atrium/db';
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
await seedDemo(runtime.db);

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
const url = `http://127.0.0.1:${port}/about`;
const headers = { host: `${DEMO_SUBDOMAIN}.${env.PORTAL_ROOT_DOMAIN}` };

// Warm up: the first request resolves the host and loads the snapshot.
// (fetch cannot set Host, so the warm-up uses node:http.)
const warmStatus = await new Promise<number>((resolve, reject) => {
  http
    .get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
    .on('error', reject);
});
if (warmStatus !== 200) throw new Error(`Warm-up request failed with ${warmStatus}`);
queries = 0;

// Prove the counter counts: one uncached lookup must register.
await runtime.db.execute(sql`select 1`);
if (queries === 0) throw new Error('The query counter did not see a query');
queries = 0;

const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
server.close();
await runtime.close();

const report = {
  page: 'demo portal /about (SSR, no client JS)',
  connections: CONNECTIONS,
  seconds: DURATION_SECONDS,
  requests: result.requests.total,
  non2xx: result.non2xx,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  databaseQueriesDuringLoad: queries,
};
console.log(JSON.stringify(report, null, 2));
if (report.non2xx > 0 || queries > 0) {
  console.error('Bench failed: non-2xx responses or page views that reached the database.');
  process.exit(1);
}
