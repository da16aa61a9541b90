/**
 * Reliability under faults (ADR 023): `npm run test:reliability` (after `npm run build`).
 *
 * Starts everything it needs on spare ports: its own `redis-server` (6390–6399), a fresh database
 * on the machine's PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432),
 * and the portal host as its own process from the production build (`portal-host/server/main.ts`,
 * NODE_ENV=production, port 3500–3589), exactly as it runs in production. This script plays the
 * builder: it publishes with the same domain functions (publishSite, then the site-changed
 * message through its own Redis connection).
 *
 * For LOAD_SECONDS, 50 anonymous visitors (autocannon) load the demo portal's pages, and a prober
 * reads every page in turn and records which edition of the portal each answer shows (every page
 * carries a "Reliability edition N" heading, so a page from a half-written or mixed snapshot
 * shows). Meanwhile Redis is killed (SIGKILL), edition 2 is published while it is down, Redis is
 * started again (empty), and edition 3 is published once it is back.
 *
 * Fails (exit 1) unless: 0 responses 5xx, 0 connection errors or timeouts (30 s), answers in every
 * second of the run; every answer shows exactly one edition; edition 1 until edition 2 is
 * published, edition 2 everywhere within 5 s of Redis being back, edition 3 within 3 s of its
 * publish, never an older edition after a newer one; each publish stored whole (a snapshot with
 * every page, each with its edition); and the portal host logged Redis's loss and return once
 * each, without ioredis noise or stack traces. Prints what it measured as JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  SECTION_CATALOGUE,
  ZCreatePageSchema,
  ZDataSectionSchema,
  emptyPageContents,
  type TPageContents,
} from '@atrium/core';
import {
  DEMO_SUBDOMAIN,
  createPage,
  getLatestPublication,
  listLocalTables,
  listPages,
  publishSite,
  seedDemo,
  tables,
  updatePageContents,
} from '@atrium/db';
import { CHANNELS, createRuntime, loadEnv, type Runtime } from '@atrium/integrations';
import { eq } from 'drizzle-orm';
import { freePort, startTestRedisServer } from '@atrium/integrations/testing/redis-server';

const LOAD_SECONDS = 30;
const CONNECTIONS = 50;
const KILL_REDIS_AT_MS = 6_000;
const PUBLISH_DURING_OUTAGE_AT_MS = 10_000;
const RESTART_REDIS_AT_MS = 16_000;
const PUBLISH_AFTER_AT_MS = 22_000;
/** Redis back -> the edition published during the outage is served everywhere. */
const CATCH_UP_LIMIT_MS = 5_000;
/** A publish with Redis up -> served everywhere. */
const PUBLISH_LIMIT_MS = 3_000;
/** Grace for answers already being rendered when a new edition arrives. */
const IN_FLIGHT_GRACE_MS = 1_000;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_SECRET = 'reliability-secret-reliability-secret-00';
const HOST = `${DEMO_SUBDOMAIN}.localhost`;
const started = Date.now();
const elapsed = () => Date.now() - started;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[reliability ${(elapsed() / 1000).toFixed(1)}s] ${line}`);

interface Probe {
  at: number;
  path: string;
  status: number;
  editions: number[];
}

const cleanups: Array<() => Promise<void>> = [];
const failures: string[] = [];
const check = (ok: boolean, failure: string) => {
  if (!ok) failures.push(failure);
};

async function main() {
  if (!existsSync(path.join(ROOT, 'portal-host/build/server/index.js'))) {
    throw new Error('No portal-host build: run `npm run build` first.');
  }
  const redis = await startTestRedisServer([6390, 6399]);
  cleanups.push(() => redis.close());
  const databaseUrl = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-reliability-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'production',
    APP_SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    PORTAL_ROOT_DOMAIN: 'localhost',
  };
  log(`redis-server on ${redis.port}, database ${new URL(databaseUrl).pathname.slice(1)}`);

  // The builder's side: the demo portal, a listing page, and the first edition on every page.
  const publisher = await createRuntime(loadEnv(env));
  cleanups.unshift(() => publisher.close());
  const demo = await seedDemo(publisher.db);
  if (!demo) throw new Error('The fresh database already had builders');
  const siteId = demo.site.id;
  const builderId = demo.builder.id;
  const projects = (await listLocalTables(publisher.db, { siteId })).find((t) => t.name === 'Projects');
  if (!projects) throw new Error('The demo portal has no Projects table');
  const field = (name: string) => projects.fields.find((f) => f.name === name)!.id;
  await createPage(publisher.db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Board', path: '/board' }),
    contents: {
      version: 1,
      sections: [
        ZDataSectionSchema.parse({
          id: 'reliabilityListing',
          type: 'data',
          sectionName: 'grid1',
          data: {
            source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
            fields: { title: field('Name'), subtitle: field('Status') },
            search: { fieldIds: [field('Name')] },
            filters: [{ fieldId: field('Status'), type: 'tags' }],
          },
        }),
      ],
    },
  });
  const pagePaths = (await listPages(publisher.db, { siteId })).map((p) => p.path);
  // The demo's pages for its clients only (page rules: groups) send visitors to log in; the
  // probes and the load read what a visitor can open.
  const membersOnly = new Set(
    (
      await publisher.db
        .select({ path: tables.pages.path, groups: tables.pages.groups })
        .from(tables.pages)
        .where(eq(tables.pages.siteId, siteId))
    )
      .filter((p) => Array.isArray(p.groups) && p.groups.length > 0)
      .map((p) => p.path),
  );
  const visitorPaths = pagePaths.filter((p) => !membersOnly.has(p));
  const versions = [await publishEdition(publisher, siteId, builderId, 1)];

  // The portal host, as in production.
  const port = await freePort([3500, 3589]);
  const portalHost = await startPortalHost({ ...env, PORTAL_PORT: String(port) });
  cleanups.unshift(() => portalHost.stop());
  const loadPaths = [...visitorPaths, '/board?q=website', `/board?f.${field('Status')}=Done`];
  for (const p of loadPaths) {
    const answer = await get(port, p);
    if (answer.status !== 200) throw new Error(`Warm-up of ${p} answered ${answer.status}`);
  }
  for (const p of membersOnly) {
    const answer = await get(port, p);
    if (answer.status !== 302)
      throw new Error(`A visitor's ${p} (members only) answered ${answer.status}, not a redirect to log in`);
  }
  log(`portal host on ${port}; pages ${visitorPaths.join(' ')} (and ${[...membersOnly].join(' ')} for members)`);

  // The run.
  const probes: Probe[] = [];
  let loading = true;
  const prober = (async () => {
    while (loading) {
      for (const p of visitorPaths) {
        const at = elapsed();
        const answer = await get(port, p).catch(() => ({ status: 0, body: '' }));
        probes.push({ at, path: p, status: answer.status, editions: editionsIn(answer.body) });
      }
      await sleep(100);
    }
  })();
  const loadStart = elapsed();
  const load = autocannon({
    url: `http://127.0.0.1:${port}`,
    headers: { host: HOST },
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    // A request stuck on Redis would leave whole seconds without answers (requests.min below) and
    // gaps in the probes; the timeout itself only catches a request that never ends, and is long
    // enough that a busy machine's queueing (seconds at p99 under 50 connections) is not one.
    timeout: 30,
    requests: loadPaths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const at = (ms: number) => sleep(Math.max(0, loadStart + ms - elapsed()));
  const events: Record<string, number> = {};

  await at(KILL_REDIS_AT_MS);
  await redis.stop();
  events.redisKilled = elapsed();
  log('redis-server killed');

  await at(PUBLISH_DURING_OUTAGE_AT_MS);
  events.publish2Started = elapsed();
  versions.push(await publishEdition(publisher, siteId, builderId, 2));
  events.publish2Done = elapsed();
  log('edition 2 published while Redis is down');

  await at(RESTART_REDIS_AT_MS);
  await redis.start();
  events.redisRestarted = elapsed();
  log('redis-server started again');

  await at(PUBLISH_AFTER_AT_MS);
  events.publish3Started = elapsed();
  versions.push(await publishEdition(publisher, siteId, builderId, 3));
  events.publish3Done = elapsed();
  log('edition 3 published with Redis up');

  const result = await load;
  loading = false;
  await prober;
  events.loadEnded = elapsed();

  // Snapshots: each publish stored whole, the last one is the latest.
  const latest = await getLatestPublication(publisher.db, { siteId });
  check(latest?.version === versions.at(-1), `the latest publication is ${latest?.version}, not ${versions.at(-1)}`);
  const latestPaths = latest?.snapshot.pages.map((p) => p.path).sort() ?? [];
  check(
    JSON.stringify(latestPaths) === JSON.stringify([...pagePaths].sort()),
    `the latest snapshot has pages ${latestPaths.join(' ')}, not ${pagePaths.join(' ')}`,
  );
  check(
    (latest?.snapshot.pages ?? []).every((p) => JSON.stringify(p).includes('Reliability edition 3')),
    'a page of the latest snapshot lacks its edition 3 heading',
  );

  // Load: no 5xx, no dropped connections, answers every second.
  check(result['5xx'] === 0, `${result['5xx']} responses were 5xx`);
  check(result.non2xx === 0, `${result.non2xx} responses were not 2xx`);
  check(result.errors === 0, `${result.errors} connection errors`);
  check(result.timeouts === 0, `${result.timeouts} timeouts`);
  check(result.requests.min > 0, 'a second of the run went without any answer');

  // Editions as visitors saw them.
  const editionOf = (probe: Probe) => probe.editions[0] ?? 0;
  const bad = probes.filter((p) => p.status !== 200 || p.editions.length !== 1);
  check(
    bad.length === 0,
    `${bad.length} probes failed or showed no single edition: ${JSON.stringify(bad.slice(0, 3))}`,
  );
  const beforePublish2 = probes.filter((p) => p.at < events.publish2Started!);
  check(
    beforePublish2.every((p) => editionOf(p) === 1),
    'a page showed another edition than 1 before edition 2 was published',
  );
  const firstEdition2 = probes.find((p) => editionOf(p) === 2)?.at;
  const edition2Everywhere = firstSettled(probes, 2, events.redisRestarted!);
  check(
    edition2Everywhere !== undefined && edition2Everywhere - events.redisRestarted! <= CATCH_UP_LIMIT_MS,
    `edition 2 was not served everywhere within ${CATCH_UP_LIMIT_MS} ms of Redis being back`,
  );
  const edition3Everywhere = firstSettled(probes, 3, events.publish3Done!);
  check(
    edition3Everywhere !== undefined && edition3Everywhere - events.publish3Done! <= PUBLISH_LIMIT_MS,
    `edition 3 was not served everywhere within ${PUBLISH_LIMIT_MS} ms of its publish`,
  );
  let newest = 0;
  let newestAt = 0;
  const regressions: Probe[] = [];
  for (const probe of probes) {
    const edition = editionOf(probe);
    if (edition > newest) {
      newest = edition;
      newestAt = probe.at;
    } else if (edition < newest && probe.at > newestAt + IN_FLIGHT_GRACE_MS) regressions.push(probe);
  }
  check(regressions.length === 0, `older editions served after newer ones: ${JSON.stringify(regressions.slice(0, 3))}`);
  const gaps = probes.slice(1).map((p, i) => p.at - probes[i]!.at);
  const longestProbeGapMs = Math.max(0, ...gaps);
  check(longestProbeGapMs < 5_000, `the prober waited ${longestProbeGapMs} ms for an answer`);

  // The portal host's log: Redis's loss and return, once each.
  const output = portalHost.output();
  const downLines = output.filter((l) => /Redis at REDIS_URL .* is unreachable/.test(l));
  const backLines = output.filter((l) => /Redis at REDIS_URL .* is back after/.test(l));
  check(downLines.length === 1, `the portal host logged Redis unreachable ${downLines.length} times`);
  check(backLines.length === 1, `the portal host logged Redis back ${backLines.length} times`);
  check(!output.some((l) => l.includes('[ioredis]')), 'ioredis logged on its own');
  check(!output.some((l) => /^\s+at /.test(l)), 'the portal host printed a stack trace');

  const report = {
    run: 'portal host under load while Redis is killed and restarted and publishes run',
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    requests: result.requests.total,
    requestsPerSecond: { average: Math.round(result.requests.average), min: result.requests.min },
    status: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    timelineMs: Object.fromEntries(Object.entries(events).map(([k, v]) => [k, v - loadStart])),
    publishedVersions: versions,
    probes: probes.length,
    longestProbeGapMs,
    edition2: {
      firstSeenMs: firstEdition2 === undefined ? null : firstEdition2 - loadStart,
      everywhereAfterRedisBackMs: edition2Everywhere === undefined ? null : edition2Everywhere - events.redisRestarted!,
    },
    edition3EverywhereAfterPublishMs:
      edition3Everywhere === undefined ? null : edition3Everywhere - events.publish3Done!,
    portalHostRedisLog: [...downLines, ...backLines],
  };
  console.log(JSON.stringify(report, null, 2));
}

/** When every page answered with `edition` (and kept doing so) after `since`; undefined if never. */
function firstSettled(probes: Probe[], edition: number, since: number): number | undefined {
  const after = probes.filter((p) => p.at >= since);
  const lastOther = after.findLastIndex((p) => (p.editions[0] ?? 0) < edition);
  const settled = after[lastOther + 1];
  return settled && (settled.editions[0] ?? 0) >= edition ? settled.at : undefined;
}

function editionsIn(html: string): number[] {
  return [...new Set([...html.matchAll(/Reliability edition (\d+)/g)].map((m) => Number(m[1])))];
}

/** Puts "Reliability edition N" at the top of every page, then publishes as the builder does. */
async function publishEdition(runtime: Runtime, siteId: string, builderId: string, edition: number): Promise<number> {
  for (const page of await listPages(runtime.db, { siteId })) {
    const sections = page.contents.sections.filter((s) => s.id !== 'reliabilityEdition');
    const marker = { ...SECTION_CATALOGUE.content.create({ heading: `Reliability edition ${edition}` }) };
    const contents: TPageContents = {
      ...emptyPageContents(),
      ...page.contents,
      sections: [{ ...marker, id: 'reliabilityEdition' }, ...sections],
    };
    await updatePageContents(runtime.db, { siteId, pageId: page.id, contents });
  }
  const published = await publishSite(runtime.db, { siteId, builderId });
  await runtime.cache.publish(CHANNELS.siteChanged, siteId);
  return published.version;
}

/** A fresh database on the machine's PostgreSQL, dropped at the end. */
async function createDatabase(): Promise<string> {
  const name = `atrium_reliability_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startPortalHost(env: Record<string, string>) {
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.join(ROOT, 'portal-host'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!lines.some((l) => l.includes('listening on port'))) {
    if (child.exitCode !== null) throw new Error(`The portal host exited at start:\n${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`The portal host did not start in 60 s:\n${lines.join('\n')}`);
    await sleep(100);
  }
  return {
    output: () => lines,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: HOST }, agent, timeout: 10_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${pathname} timed out`)));
    request.on('error', reject);
  });
}

let exitCode = 0;
try {
  await main();
  if (failures.length > 0) {
    exitCode = 1;
    console.error(`Reliability test failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  } else console.log('Reliability test passed.');
} catch (error) {
  exitCode = 1;
  console.error('Reliability test could not run:', error);
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.warn('cleanup:', error));
  agent.destroy();
}
log(`done in ${(elapsed() / 1000).toFixed(1)} s`);
process.exit(exitCode);
