/**
 * The portal host while Redis is lost and back (ADR 023), through the production build's request
 * handler. The portal host and a "builder process" (its own runtime and Redis connections on the
 * same database) use a redis-server of the test's own on a spare port, which the test kills and
 * restarts. Proves: pages keep answering (no 5xx) from the in-process caches and the database,
 * log-in works and is still limited (counters in process, then carried over to Redis), a publish
 * made during the outage is served once Redis is back (resubscription, replay), and Redis's state
 * is logged once per change.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SECTION_CATALOGUE,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
  emptyPageContents,
} from '@atrium/core';
import {
  createBuilder,
  createEndUser,
  createLocalTable,
  createPage,
  createSite,
  insertLocalRecords,
  publishSite,
  resolveWorkspace,
  updatePageContents,
} from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { createAppRequestHandler, CHANNELS, RedisCache, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { startTestRedisServer, type TestRedisServer } from '@atrium/integrations/testing/redis-server';
import '../load-context';
import { turnOnUserAccounts } from '../testing/members-table';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const PORTAL = 'http://outage.localhost:3001';

let redis: TestRedisServer;
let portalHost: Runtime;
let builderProcess: Runtime;
let handler: ReturnType<typeof createAppRequestHandler>;
let site: { id: string; builderId: string; aboutId: string };
const redisLog: string[] = [];

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  redis = await startTestRedisServer();
  const prefix = `atrium-test:outage:${Math.random().toString(36).slice(2)}:`;
  const db = await createTestDb();
  portalHost = await createTestRuntime({}, { db, cache: new RedisCache(redis.url, prefix) });
  // Another process: its own Redis connections, the same database (closed by the portal host's runtime).
  builderProcess = await createTestRuntime(
    {},
    { db: { ...db, close: async () => undefined }, cache: new RedisCache(redis.url, prefix) },
  );
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (line.includes('Redis')) redisLog.push(`${level} ${line}`);
    };
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
  vi.spyOn(console, 'info').mockImplementation(record('info'));
  site = await makePortal(builderProcess);
});

afterAll(async () => {
  vi.mocked(console.warn).mockRestore?.();
  vi.mocked(console.info).mockRestore?.();
  await builderProcess?.close();
  await portalHost?.close();
  await redis?.close();
});

async function makePortal(runtime: Runtime) {
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'outage-builder@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const created = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Outage', domain: 'outage' }),
  });
  const about = await createPage(db, {
    siteId: created.id,
    input: ZCreatePageSchema.parse({ name: 'About', path: '/about' }),
    contents: { ...emptyPageContents(), sections: [aboutSection('About Outage, first edition')] },
  });
  const projects = await createLocalTable(db, {
    siteId: created.id,
    name: 'Projects',
    fields: [{ id: 'fldTitle00000000', name: 'Title', type: 'singleLineText' }],
  });
  await insertLocalRecords(db, {
    siteId: created.id,
    tableId: projects.id,
    records: [{ fields: { fldTitle00000000: 'Website relaunch' } }, { fields: { fldTitle00000000: 'Annual report' } }],
  });
  await createPage(db, {
    siteId: created.id,
    input: ZCreatePageSchema.parse({ name: 'Projects', path: '/projects' }),
    contents: {
      version: 1,
      sections: [
        ZDataSectionSchema.parse({
          id: 'projectsList',
          type: 'data',
          sectionName: 'list1',
          data: {
            source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
            fields: { title: 'fldTitle00000000' },
            search: { fieldIds: ['fldTitle00000000'] },
          },
        }),
      ],
    },
  });
  await turnOnUserAccounts(db, created.id);
  await createEndUser(db, { siteId: created.id, email: 'member@example.com', password: 'the right password' });
  await publishSite(db, { siteId: created.id, builderId: builder.id });
  return { id: created.id, builderId: builder.id, aboutId: about.id };
}

function aboutSection(heading: string) {
  return SECTION_CATALOGUE.content.create({ heading, body: 'We keep answering.' });
}

/** The builder's publish: the snapshot in one transaction, then the site-changed message. */
async function publishAbout(heading: string) {
  await updatePageContents(builderProcess.db, {
    siteId: site.id,
    pageId: site.aboutId,
    contents: { ...emptyPageContents(), sections: [aboutSection(heading)] },
  });
  await publishSite(builderProcess.db, { siteId: site.id, builderId: site.builderId });
  await builderProcess.cache.publish(CHANNELS.siteChanged, site.id);
}

function request(path: string, init: { clientIp?: string; cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Host: new URL(PORTAL).host };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Origin = PORTAL;
  }
  return handler(
    new Request(`${PORTAL}${path}`, {
      method: init.form ? 'POST' : 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: 'manual',
    }),
    { runtime: portalHost, clientIp: init.clientIp ?? '198.51.100.1' },
  );
}

async function page(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const connected = (runtime: Runtime) => (runtime.cache as RedisCache).connected;

/** Wrong passwords until the log-in limit answers 429; returns how many it took (at most 200 tried). */
async function failUntilLimited(clientIp: string): Promise<number> {
  for (let attempt = 1; attempt <= 200; attempt += 1) {
    const response = await request('/account/login', {
      clientIp,
      form: { email: 'member@example.com', password: `wrong password ${attempt}` },
    });
    expect([401, 429]).toContain(response.status);
    if (response.status === 429) return attempt;
  }
  throw new Error('200 wrong passwords in a row were never limited');
}

describe('the portal host while Redis is lost and back', () => {
  it('keeps answering, keeps log-in working and limited, and serves the publish made meanwhile once Redis is back', async () => {
    // Warm: snapshot and host in process, listing records in Redis.
    expect(await page('/')).toBeTruthy();
    expect(await page('/projects')).toContain('Website relaunch');
    expect(await page('/about')).toContain('About Outage, first edition');

    await redis.stop();
    await vi.waitFor(
      () => {
        expect(connected(portalHost)).toBe(false);
        expect(connected(builderProcess)).toBe(false);
      },
      { timeout: 5_000 },
    );

    // Pages: from the in-process snapshot, and listing records read again from the database.
    expect(await page('/')).toBeTruthy();
    expect(await page('/projects')).toContain('Annual report');
    const searched = await page('/projects?q=annual');
    expect(searched).toContain('Annual report');
    expect(searched).not.toContain('Website relaunch');
    expect(await page('/about')).toContain('About Outage, first edition');
    expect((await request('/no-such-page')).status).toBe(404);

    // Log-in works, and its session opens My Account.
    const login = await request('/account/login', {
      clientIp: '198.51.100.7',
      form: { email: 'member@example.com', password: 'the right password' },
    });
    expect(login.status).toBe(302);
    const cookie = login.headers.get('Set-Cookie')!.split(';')[0]!;
    const account = await request('/account', { cookie });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('member@example.com');

    // The log-in limit still counts, in process.
    const attemptsUntilLimited = await failUntilLimited('198.51.100.2');
    expect(attemptsUntilLimited).toBeGreaterThan(1);

    // A publish in the builder process meanwhile: this portal host cannot hear it yet and keeps
    // serving the previous snapshot, whole.
    await publishAbout('About Outage, second edition');
    const during = await page('/about');
    expect(during).toContain('About Outage, first edition');
    expect(during).not.toContain('second edition');

    // Several reconnection attempts later, each process has said once that Redis is unreachable.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const down = redisLog.filter((l) => l.includes('is unreachable'));
    expect(down).toHaveLength(2);
    for (const line of down) {
      expect(line).toMatch(
        new RegExp(`^warn Redis at REDIS_URL \\(redis://127\\.0\\.0\\.1:${redis.port}\\) is unreachable \\(`),
      );
    }
    expect(redisLog).toHaveLength(2);

    await redis.start();
    await vi.waitFor(
      () => {
        expect(connected(portalHost)).toBe(true);
        expect(connected(builderProcess)).toBe(true);
      },
      { timeout: 10_000 },
    );
    // The portal host resubscribed and dropped what it may have missed: the new snapshot is served.
    await vi.waitFor(async () => expect(await page('/about')).toContain('About Outage, second edition'), {
      timeout: 5_000,
    });
    const back = redisLog.filter((l) => l.includes('is back after'));
    expect(back).toHaveLength(2);
    expect(redisLog).toHaveLength(4);

    // The failures counted during the outage were carried over to Redis: still limited.
    const afterOutage = await request('/account/login', {
      clientIp: '198.51.100.2',
      form: { email: 'member@example.com', password: 'wrong again' },
    });
    expect(afterOutage.status).toBe(429);

    // And invalidation across processes works again: the next publish is served at once.
    await publishAbout('About Outage, third edition');
    await vi.waitFor(async () => expect(await page('/about')).toContain('About Outage, third edition'), {
      timeout: 2_000,
    });
  });
});
