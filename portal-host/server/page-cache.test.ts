/**
 * The rendered-page cache (ADR 028) through the portal host's real HTTP server (production
 * build): hits in every encoding and as 304s, freshness after a publish, a record written from a
 * portal form, a subdomain change and an Airtable webhook, private pages for signed-in viewers,
 * tenants that never mix, stale-while-revalidate with one refresh, the memory bound, and the
 * snapshot cache's memory bound (ADR 043).
 * Run `npm run build -w portal-host` first.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CACHE_TTL_CHOICES,
  SECTION_CATALOGUE,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
  emptyPageContents,
  type TPageContents,
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
  listPages,
  setWorkspaceApiKey,
  updatePageContents,
} from '@atrium/db';
import { sites } from '@atrium/db/schema/index';
import {
  AIRTABLE_TOKEN_PURPOSE,
  AirtableClient,
  CHANNELS,
  MemoryRateLimiter,
  encryptSecret,
  type InProcessCacheStats,
  type Runtime,
} from '@atrium/integrations';
import { ensureWebhook } from '@atrium/integrations/airtable/webhooks/ensure-webhook';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalHostApp } from './create-server';
import { turnOnUserAccounts } from '../app/testing/members-table';

const BASE = 'appClientProj2025';
const CLIENTS = 'tblqVh8kOxW4eUL8p';
const CLIENT_NAME = 'fldSpXqNMh31cEJiy';
/** Airtable's pings go nowhere here; the test posts them to the portal host itself. */
const PUBLIC_URL = 'http://127.0.0.1:9';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

interface Host {
  runtime: Runtime;
  server: Server;
  port: number;
  clock: { now: number };
  close(): Promise<void>;
}

async function startHost(runtime: Runtime): Promise<Host> {
  const clock = { now: Date.now() };
  const server = createServer(await createPortalHostApp(runtime, { dev: false, now: () => clock.now })).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    runtime,
    server,
    port: (server.address() as AddressInfo).port,
    clock,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** node:http, because fetch will not send a Host header of our choosing. */
function send(
  host: Host,
  path: string,
  init: { method?: string; host?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Answer> {
  const hostHeader = init.host ?? 'acme.localhost';
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = { Host: `${hostHeader}:${host.port}`, ...init.headers };
  if (body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Origin = `http://${hostHeader}:${host.port}`;
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: host.port, path, method: init.method ?? (body ? 'POST' : 'GET'), headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw, text: raw.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const cacheStatus = (answer: Answer) => answer.headers['x-atrium-cache'];

function contents(heading: string): TPageContents {
  return { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading })] };
}

let runtime: Runtime;
let fake: FakeAirtable;
/** The fake Airtable's clock: its 5 requests/s per base also count the test's own write. */
let airtableNow = Date.now();
let host: Host;
const ids = { acme: '', other: '', club: '', acmeHome: '', hookId: '' };

beforeAll(async () => {
  fake = await startFakeAirtable({ fixtures: demoFixtures(), now: () => airtableNow });
  runtime = await createTestRuntime({ AIRTABLE_API_URL: fake.url, PUBLIC_URL });
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'pages@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  await setWorkspaceApiKey(db, {
    workspace,
    sealedApiKey: encryptSecret('pat-test', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE),
  });
  const site = (name: string, domain: string) =>
    createSite(db, {
      workspaceId: workspace.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName: name, domain }),
      homeContents: contents(`Welcome to ${name}`),
    });

  const acme = await site('Acme', 'acme');
  const projects = await createLocalTable(db, {
    siteId: acme.id,
    name: 'Projects',
    fields: [{ id: 'fldName000000000', name: 'Name', type: 'singleLineText' }],
  });
  await insertLocalRecords(db, {
    siteId: acme.id,
    tableId: projects.id,
    records: [{ fields: { fldName000000000: 'Harbour lights' } }, { fields: { fldName000000000: 'Lighthouse' } }],
  });
  const page = (siteId: string, name: string, path: string, sections: unknown[]) =>
    createPage(db, {
      siteId,
      input: ZCreatePageSchema.parse({ name, path }),
      contents: { version: 1, sections: sections.map((s) => ZDataSectionSchema.parse(s)) },
    });
  await page(acme.id, 'Board', '/board', [
    {
      id: 'boardListing',
      type: 'data',
      sectionName: 'grid1',
      data: {
        source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
        fields: { title: 'fldName000000000' },
        sort: { type: 'field', fieldId: 'fldName000000000', direction: 'asc' },
        search: { fieldIds: ['fldName000000000'] },
        access: [
          { action: 'view', applyToAll: true },
          { action: 'create', applyToAll: true },
        ],
        form: { fields: ['fldName000000000'], createLabel: 'Suggest a project' },
      },
    },
  ]);
  await page(acme.id, 'Clients', '/clients', [
    {
      id: 'clientList',
      type: 'data',
      sectionName: 'grid1',
      data: {
        source: { kind: 'airtable', baseId: BASE, tableId: CLIENTS, tableName: 'Clients' },
        fields: { title: CLIENT_NAME },
        search: { fieldIds: [CLIENT_NAME] },
        detail: { type: 'none' },
      },
    },
  ]);
  const client = new AirtableClient({ token: 'pat-test', apiUrl: fake.url, limiter: new MemoryRateLimiter() });
  ids.hookId = (await ensureWebhook(runtime, { workspaceId: workspace.id, baseId: BASE, client }))!.id;

  const other = await site('Other', 'other');
  await page(other.id, 'Board', '/board', []);

  // A portal with user accounts, and one member.
  const club = await site('Club', 'club');
  await turnOnUserAccounts(db, club.id);
  await createEndUser(db, { siteId: club.id, email: 'member@example.com', password: 'a good password', groups: [] });

  for (const s of [acme, other, club]) await publishSite(db, { siteId: s.id, builderId: builder.id });
  const acmeHome = (await listPages(db, { siteId: acme.id })).find((p) => p.path === '/')!;
  Object.assign(ids, { acme: acme.id, other: other.id, club: club.id, acmeHome: acmeHome.id });
  host = await startHost(runtime);
}, 60_000);

afterAll(async () => {
  await host?.close();
  await runtime?.close();
  await fake?.close();
});

describe('the rendered-page cache', () => {
  it('answers a repeat anonymous view from the cache, in brotli and gzip too, with a strong ETag, 304 and HEAD', async () => {
    const first = await send(host, '/');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Welcome to Acme');
    const second = await send(host, '/');
    expect(cacheStatus(second)).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const etag = second.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.vary).toMatch(/Accept-Encoding/);

    const br = await send(host, '/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(first.text);
    const gz = await send(host, '/', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(first.text);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);

    const notModified = await send(host, '/', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    const head = await send(host, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(cacheStatus(head)).toBe('hit');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
  });

  it('keeps portals apart: the same path of two portals, and a host it does not know', async () => {
    await send(host, '/');
    await send(host, '/', { host: 'other.localhost' });
    const acme = await send(host, '/');
    const other = await send(host, '/', { host: 'other.localhost' });
    expect([cacheStatus(acme), cacheStatus(other)]).toEqual(['hit', 'hit']);
    expect(acme.text).toContain('Welcome to Acme');
    expect(acme.text).not.toContain('Welcome to Other');
    expect(other.text).toContain('Welcome to Other');
    expect(other.text).not.toContain('Welcome to Acme');
    const nobody = await send(host, '/', { host: 'nobody.localhost' });
    expect(nobody.status).toBe(404);
    expect(cacheStatus(nobody)).toBeUndefined();
  });

  it('shows a publish on the very next request', async () => {
    await send(host, '/');
    expect(cacheStatus(await send(host, '/'))).toBe('hit');
    await updatePageContents(runtime.db, { siteId: ids.acme, pageId: ids.acmeHome, contents: contents('New Acme') });
    await publishSite(runtime.db, { siteId: ids.acme, builderId: (await builderOf(ids.acme))! });
    await runtime.cache.publish(CHANNELS.siteChanged, ids.acme);
    const after = await send(host, '/');
    expect(cacheStatus(after)).toBe('miss');
    expect(after.text).toContain('New Acme');
    // Another portal's pages stay cached.
    expect(cacheStatus(await send(host, '/', { host: 'other.localhost' }))).toBe('hit');
  });

  it('shows a record written from a portal form on the very next request', async () => {
    await send(host, '/board');
    const before = await send(host, '/board');
    expect(cacheStatus(before)).toBe('hit');
    expect(before.text).not.toContain('Zeppelin hangar');
    const created = await send(host, '/board', {
      form: { intent: 'listing-create', sectionId: 'boardListing', 'field:fldName000000000': 'Zeppelin hangar' },
    });
    expect(created.status).toBe(303);
    const after = await send(host, '/board');
    expect(cacheStatus(after)).toBe('miss');
    expect(after.text).toContain('Zeppelin hangar');
  });

  it('stops answering at an old subdomain at once, and answers at the new one', async () => {
    await send(host, '/', { host: 'other.localhost' });
    expect(cacheStatus(await send(host, '/', { host: 'other.localhost' }))).toBe('hit');
    await runtime.db.update(sites).set({ subdomain: 'another' }).where(eq(sites.id, ids.other));
    await runtime.cache.publish(CHANNELS.siteChanged, ids.other);
    try {
      expect((await send(host, '/', { host: 'other.localhost' })).status).toBe(404);
      const moved = await send(host, '/', { host: 'another.localhost' });
      expect(moved.status).toBe(200);
      expect(moved.text).toContain('Welcome to Other');
    } finally {
      await runtime.db.update(sites).set({ subdomain: 'other' }).where(eq(sites.id, ids.other));
      await runtime.cache.publish(CHANNELS.siteChanged, ids.other);
    }
  });

  it('shows a change Airtable reports through a webhook on the very next request', async () => {
    await send(host, '/clients?q=initech');
    const before = await send(host, '/clients?q=initech');
    expect(cacheStatus(before)).toBe('hit');
    expect(before.text).not.toContain('Initech');
    const client = new AirtableClient({ token: 'pat-test', apiUrl: fake.url, limiter: new MemoryRateLimiter() });
    await client.request({
      method: 'POST',
      path: `/v0/${BASE}/${CLIENTS}`,
      baseId: BASE,
      body: { fields: { Name: 'Initech' } },
    });
    await fake.flushNotifications();
    // The test's own write counted against the base's 5 requests a second; the portal's next read starts a new second.
    airtableNow += 2_000;
    // Unchanged until Airtable says so: the page and the records behind it are cached.
    expect(cacheStatus(await send(host, '/clients?q=initech'))).toBe('hit');
    const { body, mac } = fake.state.notifications.at(-1)!;
    const ping = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: host.port,
          path: `/hooks/airtable/${ids.hookId}`,
          method: 'POST',
          headers: {
            Host: `127.0.0.1:${host.port}`,
            'Content-Type': 'application/json',
            'X-Airtable-Content-MAC': `hmac-sha256=${mac}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(ping).toBe(200);
    const after = await send(host, '/clients?q=initech');
    expect(cacheStatus(after)).toBe('miss');
    expect(after.text).toContain('Initech');
  });

  it('does not keep a page whose listing could not read its records', async () => {
    const storesBefore = (await health()).stores!;
    fake.setDown(true);
    try {
      const failed = await send(host, '/clients?q=northwind');
      expect(failed.status).toBe(200);
      expect(failed.text).toContain('Something went wrong when fetching your records.');
      const again = await send(host, '/clients?q=northwind');
      expect(cacheStatus(again)).toBeUndefined();
      expect((await health()).stores).toBe(storesBefore);
    } finally {
      fake.setDown(false);
    }
    airtableNow += 2_000;
    const recovered = await send(host, '/clients?q=northwind');
    expect(recovered.text).not.toContain('Something went wrong');
    expect(cacheStatus(await send(host, '/clients?q=northwind'))).toBe('hit');
  });

  it('never answers a signed-in viewer from the cache, and never stores their page', async () => {
    const login = await send(host, '/account/login', {
      host: 'club.localhost',
      form: { email: 'member@example.com', password: 'a good password' },
    });
    expect(login.status).toBe(302);
    const cookie = [login.headers['set-cookie']!].flat()[0]!.split(';')[0]!;
    const mine = await send(host, '/', { host: 'club.localhost', headers: { Cookie: cookie } });
    expect(mine.status).toBe(200);
    expect(cacheStatus(mine)).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.text).toContain('Log Out');
    // Answered in front of Express (ADR 036) with what its middleware would add: the security
    // headers, a nonce of its own, compression.
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}'/);
    const compressed = await send(host, '/', {
      host: 'club.localhost',
      headers: { Cookie: cookie, 'Accept-Encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toContain('Log Out');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    // A host that names no portal is still Remix's to answer, with its message.
    const unknown = await send(host, '/', { host: 'nobody.localhost', headers: { Cookie: cookie } });
    expect(unknown.status).toBe(404);
    // A visitor's first view renders (nothing was stored for the member), the second is a hit.
    const visitor = await send(host, '/', { host: 'club.localhost' });
    expect(cacheStatus(visitor)).toBe('miss');
    expect(visitor.text).not.toContain('Log Out');
    expect(visitor.headers.vary).toMatch(/Cookie/);
    expect(cacheStatus(await send(host, '/', { host: 'club.localhost' }))).toBe('hit');
    // With the page cached, the member still gets their own page.
    const again = await send(host, '/', { host: 'club.localhost', headers: { Cookie: `theme=dark; ${cookie}` } });
    expect(cacheStatus(again)).toBeUndefined();
    expect(again.text).toContain('Log Out');
  });

  it('answers a listing page past its refresh interval at once, stale, and refreshes it once in the background', async () => {
    await send(host, '/board?q=light');
    expect(cacheStatus(await send(host, '/board?q=light'))).toBe('hit');
    const storesBefore = (await health()).stores!;
    host.clock.now += (CACHE_TTL_CHOICES.at(-1)! + 1) * 1000;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(host, '/board?q=light')));
    expect(answers.map(cacheStatus)).toEqual(['stale', 'stale', 'stale', 'stale', 'stale']);
    expect(answers.every((a) => a.text.includes('Lighthouse'))).toBe(true);
    await vi.waitFor(async () => expect(cacheStatus(await send(host, '/board?q=light'))).toBe('hit'), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await health()).stores).toBe(storesBefore + 1);
  });
});

describe('the memory bound', () => {
  it('holds under a flood of distinct query strings, and the host keeps answering', async () => {
    const small = await createTestRuntime({ PAGE_CACHE_MB: '0.25' });
    const own = await startHost(small);
    try {
      const builder = await createBuilder(small.db, {
        firstName: 'B',
        lastName: 'L',
        email: 'flood@example.com',
        password: 'correct horse battery',
      });
      const workspace = (await resolveWorkspace(small.db, { builderId: builder.id, routeId: 0 }))!;
      const site = await createSite(small.db, {
        workspaceId: workspace.id,
        builderId: builder.id,
        input: ZCreatePortalSchema.parse({ appName: 'Flood', domain: 'flood' }),
        homeContents: contents('Flooded'),
      });
      await publishSite(small.db, { siteId: site.id, builderId: builder.id });
      for (let i = 0; i < 120; i += 1) {
        const answer = await send(own, `/?utm=${i}`, { host: 'flood.localhost' });
        expect(answer.status).toBe(200);
      }
      const stats = (await send(own, '/healthz', { host: 'flood.localhost' })).text;
      const pageCache = (JSON.parse(stats) as { pageCache: Record<string, number> }).pageCache;
      expect(pageCache.maxBytes).toBe(0.25 * 1024 * 1024);
      expect(pageCache.bytes).toBeLessThanOrEqual(pageCache.maxBytes!);
      expect(pageCache.evictions).toBeGreaterThan(0);
      expect(pageCache.entries).toBeLessThan(120);
      expect(pageCache.stores).toBe(120);
      expect(cacheStatus(await send(own, '/?utm=119', { host: 'flood.localhost' }))).toBe('hit');
    } finally {
      await own.close();
      await small.close();
    }
  });
});

describe("the snapshot cache's memory bound", () => {
  it('keeps the published snapshots within SNAPSHOT_CACHE_MB while more portals than it holds keep rendering', async () => {
    // About 50 KB of snapshots for 12 portals of about 12 KB each; no rendered-page cache, so every
    // view resolves its portal's snapshot.
    const small = await createTestRuntime({ SNAPSHOT_CACHE_MB: '0.05', PAGE_CACHE_MB: '0' });
    const own = await startHost(small);
    try {
      const builder = await createBuilder(small.db, {
        firstName: 'B',
        lastName: 'L',
        email: 'many@example.com',
        password: 'correct horse battery',
      });
      const workspace = (await resolveWorkspace(small.db, { builderId: builder.id, routeId: 0 }))!;
      const portals = Array.from({ length: 12 }, (_, i) => `many${i}`);
      for (const [i, domain] of portals.entries()) {
        const site = await createSite(small.db, {
          workspaceId: workspace.id,
          builderId: builder.id,
          input: ZCreatePortalSchema.parse({ appName: `Many ${i}`, domain }),
          homeContents: {
            ...emptyPageContents(),
            sections: Array.from({ length: 3 }, (_, j) =>
              SECTION_CATALOGUE.content.create({
                heading: `Portal ${i} part ${j}`,
                body: `Portal ${i} says hello. `.repeat(100),
              }),
            ),
          },
        });
        await publishSite(small.db, { siteId: site.id, builderId: builder.id });
      }
      const snapshots = async () => {
        const answer = await send(own, '/healthz', { host: 'many0.localhost' });
        expect(answer.status).toBe(200);
        return (JSON.parse(answer.text) as { caches: { snapshots: InProcessCacheStats } }).caches.snapshots;
      };

      for (let round = 0; round < 2; round += 1) {
        for (const [i, domain] of portals.entries()) {
          const answer = await send(own, '/', { host: `${domain}.localhost` });
          expect(answer.status).toBe(200);
          expect(answer.text).toContain(`Portal ${i} part 2`);
          const stats = await snapshots();
          expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes!);
        }
      }
      const stats = await snapshots();
      expect(stats.maxBytes).toBe(Math.floor(0.05 * 1024 * 1024));
      // Full, not empty: the most recent portals are kept and older ones were pushed out.
      expect(stats.entries).toBeGreaterThan(1);
      expect(stats.entries).toBeLessThan(portals.length);
      expect(stats.bytes).toBeGreaterThan(stats.maxBytes! / 2);
      expect(stats.evictions).toBeGreaterThanOrEqual(2 * portals.length - stats.entries);
    } finally {
      await own.close();
      await small.close();
    }
  });
});

async function health(): Promise<Record<string, number>> {
  const answer = await send(host, '/healthz');
  return (JSON.parse(answer.text) as { pageCache: Record<string, number> }).pageCache;
}

async function builderOf(siteId: string): Promise<string | undefined> {
  const [row] = await runtime.db.select({ createdBy: sites.createdBy }).from(sites).where(eq(sites.id, siteId));
  return row?.createdBy ?? undefined;
}
