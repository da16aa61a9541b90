import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZThemeSchema } from '@atrium/core';
import { tables } from '@atrium/db';
import { createPortal } from '../../test/editor-fixtures';
import { BASE_URL, createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const fontFamilies = (html: string) => [...new Set([...html.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))];

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
      const res = await h.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('"name"');
      // An unmatched URL is the client's mistake, not a fault: handleError (ADR 020) does not log it.
      expect(vi.mocked(console.error)).not.toHaveBeenCalled();
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
