import { existsSync } from 'node:fs';
import { FONTS, FONT_WEIGHTS, fontFaceCss, fontFileName, themeFontFaceCss, ZThemeSchema } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { FONT_CACHE_CONTROL, fontFileResponse, resolveFontFile } from './serve-font-file';

const WOFF2_SIGNATURE = 'wOF2';
const fontPath = (url: string) => url.replace(/^\/fonts\//, '');
const GET = new Request('http://localhost/fonts/');

describe('the installed font packages', () => {
  it.each(FONTS.map((font) => [font.family, font] as const))(
    '%s ships exactly the listed weights, in latin and latin-ext',
    (_, font) => {
      for (const weight of FONT_WEIGHTS) {
        for (const subset of ['latin', 'latin-ext'] as const) {
          const fileName = fontFileName(font.packageId, subset, weight);
          const listed = font.weights.includes(weight);
          const file = resolveFontFile(`${font.packageId}/${fileName}`);
          expect(file !== undefined, `${fileName} served`).toBe(listed);
          if (file) expect(existsSync(file), `${fileName} installed`).toBe(true);
        }
      }
    },
  );

  it('has a file for every URL the @font-face CSS names', () => {
    for (const font of FONTS) {
      for (const [, url] of fontFaceCss(font.family).matchAll(/url\(([^)]+)\)/g)) {
        const file = resolveFontFile(fontPath(url!));
        expect(file && existsSync(file), url).toBe(true);
      }
    }
  });
});

describe('fontFileResponse', () => {
  it('streams the woff2 with immutable caching', async () => {
    const response = await fontFileResponse(GET, 'lato/lato-latin-400-normal.woff2');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('font/woff2');
    expect(response.headers.get('Cache-Control')).toBe(FONT_CACHE_CONTROL);
    expect(FONT_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(response.headers.get('Content-Length')));
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe(WOFF2_SIGNATURE);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fontFileResponse(
      new Request('http://localhost/fonts/', { method: 'HEAD' }),
      'inter/inter-latin-400-normal.woff2',
    );
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('Content-Length'))).toBeGreaterThan(1000);
    expect(response.body).toBeNull();
  });

  it('serves every file a theme using Playfair Display and Lato needs', async () => {
    const theme = ZThemeSchema.parse({
      heading: { fontFamily: 'Playfair Display' },
      paragraph: { fontFamily: 'Lato' },
    });
    const urls = [...themeFontFaceCss(theme).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBe((5 + 4) * 2);
    for (const url of urls) {
      const response = await fontFileResponse(GET, fontPath(url));
      expect(response.status, url).toBe(200);
      await response.body?.cancel();
    }
  });

  it.each([
    undefined,
    '',
    'inter',
    'inter/',
    '../../package.json',
    '../package.json',
    'inter/../../package.json',
    'inter/../inter/inter-latin-400-normal.woff2',
    'inter/./inter-latin-400-normal.woff2',
    'inter/files/inter-latin-400-normal.woff2',
    'inter/package.json',
    'inter/LICENSE',
    'inter/inter-latin-400-normal.woff',
    'inter/inter-cyrillic-400-normal.woff2',
    'inter/inter-latin-400-italic.woff2',
    'lato/lato-latin-500-normal.woff2',
    'inter/..%2F..%2Fpackage.json',
    'inter\\..\\..\\package.json',
    '/etc/passwd',
    'lora/lora-latin-400-normal.woff2',
  ])('answers 404 to %j', async (path) => {
    const response = await fontFileResponse(GET, path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).not.toContain('immutable');
  });
});
