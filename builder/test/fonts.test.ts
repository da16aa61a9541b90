import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FONT_FAMILIES, ZThemeSchema } from '@atrium/core';
import { tables } from '@atrium/db';
import { createPortal } from './editor-fixtures';
import { BASE_URL, createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const fontFamilies = (html: string) => [...new Set([...html.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))];

describe('[THEME] GET /api/fonts', () => {
  it('lists the self-hosted fonts in popularity order, cached 10 minutes', async () => {
    const res = await h.request('/api/fonts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=600');
    const { items } = (await res.json()) as { items: Array<{ family: string; category: string; weights: number[] }> };
    expect(items.map((item) => item.family)).toEqual(FONT_FAMILIES);
    expect(items[0]).toEqual({ family: 'Roboto', category: 'sans', weights: [300, 400, 500, 600, 700, 900] });
    expect(items.find((item) => item.family === 'Playfair Display')).toEqual({
      family: 'Playfair Display',
      category: 'serif',
      weights: [400, 500, 600, 700, 900],
    });
  });
});

describe('[THEME] /fonts/*', () => {
  it('serves a woff2 with immutable caching', async () => {
    const res = await h.request('/fonts/playfair-display/playfair-display-latin-700-normal.woff2');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('font/woff2');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
  });

  it.each([
    '/fonts/..%2F..%2Fpackage.json',
    '/fonts/inter/..%2F..%2F..%2Fpackage.json',
    '/fonts/inter/%2e%2e%2f%2e%2e%2fpackage.json',
    '/fonts/inter/package.json',
    '/fonts/lato/lato-latin-500-normal.woff2',
  ])('answers 404 to %s', async (path) => {
    const res = await h.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"name"');
  });

  it.each(['/fonts/../../package.json', '/fonts/%2e%2e/%2e%2e/package.json'])(
    'never reaches the font route with %s: the URL becomes /package.json, which nothing serves',
    async (path) => {
      expect(new URL(path, BASE_URL).pathname).toBe('/package.json');
      // Remix reports an unmatched URL with console.error; that one report is expected here.
      const report = vi.mocked(console.error).mockImplementationOnce(() => undefined);
      const res = await h.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('"name"');
      expect(String(report.mock.lastCall?.[0])).toContain('No route matches URL "/package.json"');
    },
  );
});

describe('[THEME] the editor preview', () => {
  it('declares the theme fonts from the builder’s own /fonts URLs', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const theme = ZThemeSchema.parse({
      heading: { fontFamily: 'Playfair Display' },
      paragraph: { fontFamily: 'Lato' },
    });
    await h.runtime.db.update(tables.siteDrafts).set({ theme }).where(eq(tables.siteDrafts.siteId, site.id));

    const res = await h.request(`/edit/${site.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    const css = [...html.matchAll(/<style data-atrium-fonts="">([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(css).toHaveLength(1);
    expect(fontFamilies(css[0]!)).toEqual(['Playfair Display', 'Lato']);
    for (const [, url] of css[0]!.matchAll(/url\(([^)]+)\)/g)) {
      expect(url).toMatch(/^\/fonts\//);
      const font = await h.request(url!);
      expect(font.status, url).toBe(200);
      await font.body?.cancel();
    }
  });
});
