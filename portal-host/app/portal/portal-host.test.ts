/**
 * Loader tests through the real request handler of the production build. Run
 * `npm run build -w portal-host` first (turbo runs build before test).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECTION_CATALOGUE, ZCreatePageSchema, ZCreatePortalSchema, emptyPageContents } from '@atrium/core';
import {
  createBuilder,
  createPage,
  createSite,
  listPages,
  publishSite,
  resolveWorkspace,
  updatePageContents,
  updatePageSettings,
} from '@atrium/db';
import { createAppRequestHandler, CHANNELS, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

let runtime: Runtime;
let handle: (request: Request, context?: AppLoadContext) => Promise<Response>;
let acme: { siteId: string; builderId: string; aboutId: string };
let draftOnly: { siteId: string; builderId: string };

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const build = (await import(BUILD.href)) as ServerBuild;
  const handler = createAppRequestHandler(build, 'production');
  runtime = await createTestRuntime();
  handle = (request, context = { runtime, clientIp: '127.0.0.1' }) => handler(request, context);

  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Acme', domain: 'acme', color: '#ff5500' }),
  });
  const about = await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'About', path: '/about' }),
    contents: {
      ...emptyPageContents(),
      sections: [SECTION_CATALOGUE.content.create({ heading: 'About Acme', body: 'We build portals.' })],
    },
  });
  await updatePageSettings(db, {
    siteId: site.id,
    pageId: about.id,
    input: { name: 'About', metaTitle: '', metaDescription: 'All about Acme', addToHeader: true },
  });
  const home = (await listPages(db, { siteId: site.id })).find((page) => page.path === '/')!;
  await updatePageSettings(db, {
    siteId: site.id,
    pageId: home.id,
    input: { name: 'Home', metaTitle: 'Welcome to Acme', metaDescription: '', addToHeader: true },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  acme = { siteId: site.id, builderId: builder.id, aboutId: about.id };

  const unpublished = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Draft only', domain: 'draft-only' }),
  });
  draftOnly = { siteId: unpublished.id, builderId: builder.id };
});

afterAll(async () => {
  await runtime?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => handle(new Request(url, { headers }));

/** Sends CHANNELS.siteChanged as the builder does; waits for delivery (immediate in memory, async with Redis). */
async function announceSiteChanged(siteId: string, until: () => Promise<void>) {
  await runtime.cache.publish(CHANNELS.siteChanged, siteId);
  await vi.waitFor(until, { timeout: 5_000, interval: 50 });
}

describe('a published page', () => {
  it('renders with title, description, nav links, theme and caching headers, without any script', async () => {
    const response = await get('http://acme.localhost:3001/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(response.headers.get('X-Atrium-Snapshot')).toBe('1');
    expect(response.headers.get('ETag')).toMatch(new RegExp(`^W/"[^"]+-${acme.siteId}-1"$`));

    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>About | Acme</title>');
    expect(html).toContain('<meta name="description" content="All about Acme"/>');
    expect(html).toContain('<link rel="canonical" href="http://acme.localhost:3001/about"/>');
    expect(html).toMatch(/<h1 class="atrium-content__heading"[^>]*>About Acme<\/h1>/);
    expect(html).toContain('<p>We build portals.</p>');
    expect(html).toContain('<a href="/">Home</a>');
    expect(html).toContain('<a href="/about" aria-current="page">About</a>');
    expect(html).toContain('--atrium-accent:#ff5500');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[\w-]+\.css"\/>/);
    expect(html).not.toContain('<script');
  });

  it('uses the page meta title when set, and serves the home page at /', async () => {
    const html = await (await get('http://acme.localhost:3001/')).text();
    expect(html).toContain('<title>Welcome to Acme</title>');
    expect(html).not.toContain('name="description"');
    expect(html).toMatch(/<h1 class="atrium-content__heading"[^>]*>Acme<\/h1>/);
    expect(html).toContain('<a href="/" aria-current="page">Home</a>');
  });

  it('matches paths case-insensitively and without a trailing slash', async () => {
    for (const path of ['/About/', '/ABOUT', '/about//']) {
      const response = await get(`http://ACME.localhost:3001${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('About Acme');
      expect(html).toContain('<link rel="canonical" href="http://acme.localhost:3001/about"/>');
    }
  });

  it('answers 304 to a revalidation with the current ETag', async () => {
    const first = await get('http://acme.localhost:3001/about');
    const etag = first.headers.get('ETag')!;
    const revalidated = await get('http://acme.localhost:3001/about', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    const stale = await get('http://acme.localhost:3001/about', { 'If-None-Match': 'W/"old-build-site-0"' });
    expect(stale.status).toBe(200);
  });
});

describe('what is not a published page', () => {
  it("renders the portal's own 404 with its header and footer for an unknown path", async () => {
    const response = await get('http://acme.localhost:3001/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('ETag')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<title>Page not found | Acme</title>');
    expect(html).toContain('<h1 class="atrium-not-found__heading">Page not found</h1>');
    expect(html).toContain('<a href="/about">About</a>');
    expect(html).toContain('atrium-header');
    expect(html).toContain(`© ${new Date().getFullYear()} Acme`);
  });

  it('explains that there is no portal at an unknown host', async () => {
    const response = await get('http://nope.localhost:3001/about');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Portal not found</title>');
    expect(html).toContain('There is no portal at nope.localhost.');
    expect(html).toContain('Portals are addressed as {subdomain}.localhost');
    expect(html).not.toContain('atrium-header');
    expect(html).not.toContain('<script');
  });

  it('says so when the portal was never published, until it is', async () => {
    const response = await get('http://draft-only.localhost:3001/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This portal has not been published yet.');

    await publishSite(runtime.db, { siteId: draftOnly.siteId, builderId: draftOnly.builderId });
    await announceSiteChanged(draftOnly.siteId, async () => {
      expect((await get('http://draft-only.localhost:3001/')).status).toBe(200);
    });
  });
});

describe('publishing', () => {
  it('serves the new snapshot on the next request after the builder announces it', async () => {
    const before = await get('http://acme.localhost:3001/about');
    const version = Number(before.headers.get('X-Atrium-Snapshot'));

    await updatePageContents(runtime.db, {
      siteId: acme.siteId,
      pageId: acme.aboutId,
      contents: {
        ...emptyPageContents(),
        sections: [SECTION_CATALOGUE.content.create({ heading: 'About Acme, take two' })],
      },
    });
    await publishSite(runtime.db, { siteId: acme.siteId, builderId: acme.builderId });

    // Until the announcement, the cached snapshot is served: the cache really is in front of the database.
    const cached = await get('http://acme.localhost:3001/about');
    expect(cached.headers.get('X-Atrium-Snapshot')).toBe(String(version));
    expect(await cached.text()).not.toContain('take two');

    await announceSiteChanged(acme.siteId, async () => {
      const after = await get('http://acme.localhost:3001/about');
      expect(after.headers.get('X-Atrium-Snapshot')).toBe(String(version + 1));
      expect(await after.text()).toContain('About Acme, take two');
    });
  });
});

describe('the portal cache', () => {
  it('serves warm pages, 404s and unknown hosts without querying the database', async () => {
    // Every query of either driver (PGlite or pg.Pool) goes through the client's query().
    const client = (runtime.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const queries = vi.spyOn(client, 'query');
    // A runtime object the portal host has not seen yet starts with empty caches (same database and pub/sub).
    const fresh = { runtime: { ...runtime }, clientIp: '127.0.0.1' };
    const getFresh = (url: string) => handle(new Request(url), fresh);
    try {
      // Cold: a burst of requests costs one host lookup and one snapshot read, not one per request.
      const burst = await Promise.all(Array.from({ length: 5 }, () => getFresh('http://acme.localhost:3001/about')));
      expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(queries).toHaveBeenCalledTimes(2);
      await getFresh('http://ghost.localhost:3001/');
      expect(queries).toHaveBeenCalledTimes(3);

      queries.mockClear();
      for (const url of [
        'http://acme.localhost:3001/about',
        'http://acme.localhost:3001/',
        'http://Acme.localhost:3001/ABOUT/',
        'http://acme.localhost:3001/missing',
        'http://ghost.localhost:3001/',
      ]) {
        const response = await getFresh(url);
        expect(response.status, url).toBeLessThan(500);
        await response.text();
      }
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('without invalidation messages', () => {
  it('serves from the database instead of caching, and subscribes again on the next request', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    let attempts = 0;
    let reachable = false;
    const cache = new Proxy(runtime.cache, {
      get(target, property) {
        if (property !== 'subscribe') return Reflect.get(target, property);
        return (channel: string, handler: (message: string) => void) => {
          attempts += 1;
          return reachable ? target.subscribe(channel, handler) : Promise.reject(new Error('Redis is unreachable'));
        };
      },
    });
    const isolated = { ...runtime, cache };
    const getIsolated = (url: string) => handle(new Request(url), { runtime: isolated, clientIp: '127.0.0.1' });

    expect((await getIsolated('http://acme.localhost:3001/about')).status).toBe(200);
    expect((await getIsolated('http://acme.localhost:3001/about')).status).toBe(200);
    expect(attempts).toBe(2);
    expect(String(logged.mock.calls[0]?.[0])).toContain('cannot subscribe to site changes');

    reachable = true;
    await getIsolated('http://acme.localhost:3001/about');
    await getIsolated('http://acme.localhost:3001/about');
    expect(attempts).toBe(3);
  });
});

describe('/healthz', () => {
  it('answers ok when the database does, on any host', async () => {
    const response = await get('http://127.0.0.1:3001/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // Without a server around the build there is no page cache; the viewer page memo counts.
    expect(await response.json()).toEqual({
      ok: true,
      viewerPages: {
        entries: expect.any(Number),
        bytes: expect.any(Number),
        hits: expect.any(Number),
        misses: expect.any(Number),
      },
      caches: {
        snapshots: {
          entries: expect.any(Number),
          bytes: expect.any(Number),
          maxBytes: 128 * 1024 * 1024,
          evictions: 0,
        },
        records: { entries: expect.any(Number), bytes: expect.any(Number), maxBytes: 64 * 1024 * 1024, evictions: 0 },
      },
    });
  });
});
