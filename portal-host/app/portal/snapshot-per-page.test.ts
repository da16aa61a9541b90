/**
 * Snapshots stored and read per page (ADR 046), through the real request handler of the
 * production build (`npm run build -w portal-host` first): a cold page view reads the site-wide
 * part and that page's contents only; old publications (one whole document) still render.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECTION_CATALOGUE, ZCreatePageSchema, ZCreatePortalSchema, emptyPageContents } from '@atrium/core';
import { createBuilder, createPage, createSite, publishSite, resolveWorkspace } from '@atrium/db';
import { storeAsOldFormat } from '@atrium/db/testing/store-as-old-format';
import { createAppRequestHandler, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const PAGES = 8;
const headingOf = (n: number) => `Heading of page ${n}`;
const pathOf = (n: number) => (n === 0 ? '/' : `/page-${n}`);

let runtime: Runtime;
let handler: (request: Request, context: AppLoadContext) => Promise<Response>;
let site: { id: string; builderId: string };

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  runtime = await createTestRuntime();
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const created = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Many pages', domain: 'many' }),
  });
  for (let n = 1; n < PAGES; n += 1) {
    await createPage(db, {
      siteId: created.id,
      input: ZCreatePageSchema.parse({ name: `Page ${n}`, path: pathOf(n) }),
      contents: {
        ...emptyPageContents(),
        sections: [SECTION_CATALOGUE.content.create({ heading: headingOf(n), body: `Body of page ${n}.` })],
      },
    });
  }
  await publishSite(db, { siteId: created.id, builderId: builder.id });
  site = { id: created.id, builderId: builder.id };
});

afterAll(async () => {
  await runtime?.close();
});

/** A copy of the runtime the portal host has not seen: its caches start empty (same database). */
function coldHost() {
  const context = { runtime: { ...runtime }, clientIp: '127.0.0.1' };
  return (path: string) => handler(new Request(`http://many.localhost:3001${path}`), context);
}

/** Every row the database sends back while `run` runs, as JSON text, and how many queries. */
async function readsDuring(run: () => Promise<void>): Promise<{ queries: number; text: string }> {
  const client = (runtime.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    const results = await Promise.all(spy.mock.results.map((result) => result.value as Promise<{ rows?: unknown }>));
    return { queries: results.length, text: JSON.stringify(results.map((result) => result.rows ?? null)) };
  } finally {
    spy.mockRestore();
  }
}

describe('a publication stored per page', () => {
  it('renders every page of a multi-page portal with its own sections only', async () => {
    const get = coldHost();
    for (let n = 1; n < PAGES; n += 1) {
      const response = await get(pathOf(n));
      expect(response.status, pathOf(n)).toBe(200);
      const html = await response.text();
      expect(html).toContain(headingOf(n));
      // Every page is in the navigation (the page index), the current one marked.
      expect(html).toMatch(new RegExp(`<a href="${pathOf(PAGES - 1)}"( aria-current="page")?>Page ${PAGES - 1}</a>`));
      for (let other = 1; other < PAGES; other += 1) if (other !== n) expect(html).not.toContain(headingOf(other));
    }
    expect((await get('/')).status).toBe(200);
    expect((await get('/no-such-page')).status).toBe(404);
    const sitemap = await (await get('/sitemap.xml')).text();
    for (let n = 1; n < PAGES; n += 1) expect(sitemap).toContain(`http://many.localhost:3001${pathOf(n)}</loc>`);
  });

  it('reads only the site-wide part and the one page on a cold page view, in one query with the host', async () => {
    const get = coldHost();
    const cold = await readsDuring(async () => {
      const response = await get('/page-3');
      expect(response.status).toBe(200);
      await response.text();
    });
    // The host name, then the publication with the page at the path: as many queries as before.
    expect(cold.queries).toBe(2);
    expect(cold.text).toContain(headingOf(3));
    for (let n = 1; n < PAGES; n += 1) if (n !== 3) expect(cold.text).not.toContain(headingOf(n));
    // The page index is there (every page's name and path), for the navigation.
    expect(cold.text).toContain('/page-7');

    // Another page of the now warm portal: that page's row only.
    const next = await readsDuring(async () => {
      await (await get('/page-5')).text();
    });
    expect(next.queries).toBe(1);
    expect(next.text).toContain(headingOf(5));
    for (let n = 1; n < PAGES; n += 1) if (n !== 5) expect(next.text).not.toContain(headingOf(n));

    // And nothing once both are cached.
    const warm = await readsDuring(async () => {
      await (await get('/page-3')).text();
      await (await get('/page-5')).text();
    });
    expect(warm.queries).toBe(0);
  });

  it('still renders a publication from before publication_pages, whose snapshot holds every page', async () => {
    await storeAsOldFormat(runtime.db, site.id);
    const get = coldHost();
    const cold = await readsDuring(async () => {
      const response = await get('/page-2');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(headingOf(2));
    });
    // Read whole, as before: the other pages' contents come along.
    expect(cold.text).toContain(headingOf(6));
    for (let n = 1; n < PAGES; n += 1) {
      const html = await (await get(pathOf(n))).text();
      expect(html).toContain(headingOf(n));
      if (n !== 1) expect(html).not.toContain(headingOf(1));
    }
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('http://many.localhost:3001/page-7</loc>');

    // The next publish is stored per page again, and served by a cold host.
    await publishSite(runtime.db, { siteId: site.id, builderId: site.builderId });
    const after = await readsDuring(async () => {
      const response = await coldHost()('/page-2');
      expect(response.headers.get('X-Atrium-Snapshot')).toBe('2');
      expect(await response.text()).toContain(headingOf(2));
    });
    expect(after.text).not.toContain(headingOf(6));
  });
});
