/**
 * Self-hosted theme fonts through the real request handler of the production build
 * (`npm run build -w portal-host` first): the page head declares only the theme's families,
 * from same-origin /fonts URLs, and /fonts/* serves exactly those files.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreatePortalSchema, ZThemeSchema } from '@atrium/core';
import { createBuilder, createSite, publishSite, resolveWorkspace, tables } from '@atrium/db';
import { createAppRequestHandler, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const ORIGIN = 'http://serif.localhost:3001';

let runtime: Runtime;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  runtime = await createTestRuntime();
  handle = (request) => handler(request, { runtime, clientIp: '127.0.0.1' });

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
    input: ZCreatePortalSchema.parse({ appName: 'Serif', domain: 'serif' }),
  });
  const theme = ZThemeSchema.parse({ heading: { fontFamily: 'Playfair Display' }, paragraph: { fontFamily: 'Lato' } });
  await db.update(tables.siteDrafts).set({ theme }).where(eq(tables.siteDrafts.siteId, site.id));
  await publishSite(db, { siteId: site.id, builderId: builder.id });
});

afterAll(async () => {
  await runtime?.close();
});

const get = (path: string) => handle(new Request(new URL(path, ORIGIN)));
const fontFamilies = (css: string) => [...new Set([...css.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))];

describe('a portal whose theme uses Playfair Display and Lato', () => {
  it('declares exactly those two families in the head, from same-origin /fonts URLs, swapping', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));

    const styles = [...head.matchAll(/<style data-atrium-fonts="">([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const css = styles[0]!;
    expect(fontFamilies(css)).toEqual(['Playfair Display', 'Lato']);
    // Playfair Display has 5 of the offered weights, Lato 4; each in latin-ext and latin.
    expect(css.match(/@font-face\{/g)).toHaveLength((5 + 4) * 2);
    expect(css.match(/font-display:swap/g)).toHaveLength((5 + 4) * 2);
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    for (const url of urls) expect(url).toMatch(/^\/fonts\/(playfair-display|lato)\/[a-z0-9-]+\.woff2$/);

    expect(head).toContain(
      '<link rel="preload" href="/fonts/playfair-display/playfair-display-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(head).toContain(
      '<link rel="preload" href="/fonts/lato/lato-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(head.match(/rel="preload"/g)).toHaveLength(2);

    // Declared once: the page's frame leaves them to the head.
    expect(body).not.toContain('@font-face');
    expect(body).toContain('--atrium-heading-font:&quot;Playfair Display&quot;, ui-serif, Georgia, serif');
    expect(body).toContain('--atrium-paragraph-font:&quot;Lato&quot;, ui-sans-serif, system-ui, sans-serif');
  });

  it('references no external font host', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny/);
    for (const [, url] of html.matchAll(/url\(([^)]+)\)/g)) expect(url).toMatch(/^\/fonts\//);
    // Every link but the canonical URL (the page's own address) is same-origin.
    for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
      if (tag.includes('rel="canonical"')) expect(tag).toContain(`href="${ORIGIN}/"`);
      else expect(tag).toMatch(/href="(\/|data:)/);
    }
  });

  it('also declares them on the portal’s own 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(fontFamilies(html.slice(0, html.indexOf('</head>')))).toEqual(['Playfair Display', 'Lato']);
  });

  it('serves every font file the page names, with immutable caching', async () => {
    const html = await (await get('/')).text();
    const urls = [...new Set([...html.matchAll(/(?:url\(|href=")(\/fonts\/[^)"]+)/g)].map((m) => m[1]!))];
    expect(urls.length).toBe((5 + 4) * 2);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('font/woff2');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4)), url).toBe('wOF2');
      expect(bytes.byteLength).toBe(Number(response.headers.get('Content-Length')));
    }
  });
});

describe('/fonts/*', () => {
  it('serves fonts on any host, even one without a portal', async () => {
    const response = await handle(
      new Request('http://unknown.localhost:3001/fonts/inter/inter-latin-400-normal.woff2'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('font/woff2');
  });

  it.each([
    '/fonts/../../package.json',
    '/fonts/..%2F..%2Fpackage.json',
    '/fonts/%2e%2e/%2e%2e/package.json',
    '/fonts/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/fonts/inter/..%2F..%2F..%2Fpackage.json',
    '/fonts/inter/%2e%2e%2fpackage.json',
    '/fonts/inter/..%5C..%5Cpackage.json',
    '/fonts/inter/package.json',
    '/fonts/inter/LICENSE',
    '/fonts/inter/inter-cyrillic-400-normal.woff2',
    '/fonts/lato/lato-latin-500-normal.woff2',
    '/fonts/lora/lora-latin-400-normal.woff2',
    '/fonts/',
    '/fonts/%00',
  ])('answers 404 to %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('"name"');
    expect(text).not.toContain('wOF2');
  });
});
