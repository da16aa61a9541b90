import { describe, expect, it } from 'vitest';
import { ZThemeSchema } from './theme';
import {
  fontFaceCss,
  fontFileUrl,
  isServedFontFile,
  themeFontFaceCss,
  themeFontPreloadUrls,
  themeFonts,
} from './font-faces';
import { FONTS, findFont } from './fonts';

const families = (css: string) => [...new Set([...css.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))];
const urls = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);

describe('fontFaceCss', () => {
  it('declares each weight in latin-ext and latin, swapping, from same-origin woff2 files', () => {
    const css = fontFaceCss('Lato');
    const rules = css.split('\n');
    expect(rules).toHaveLength(4 * 2);
    for (const rule of rules) {
      expect(rule).toMatch(/^@font-face\{font-family:"Lato";font-style:normal;font-display:swap;font-weight:\d00;/);
      expect(rule).toMatch(
        /src:url\(\/fonts\/lato\/lato-latin(-ext)?-\d00-normal\.woff2\) format\("woff2"\);unicode-range:U\+/,
      );
    }
    expect(css).toContain('url(/fonts/lato/lato-latin-900-normal.woff2)');
    expect(css).toContain('url(/fonts/lato/lato-latin-ext-300-normal.woff2)');
  });

  it('keeps only the asked weights the font has', () => {
    const css = fontFaceCss('Playfair Display', [300, 700]);
    expect(css.match(/font-weight:(\d+)/g)).toEqual(['font-weight:700', 'font-weight:700']);
  });

  it('is empty for a family that is not in the list', () => {
    expect(fontFaceCss('Lora')).toBe('');
  });

  it('names only files the server serves', () => {
    for (const font of FONTS) {
      for (const url of urls(fontFaceCss(font.family))) {
        const [, , packageId, fileName, ...rest] = url.split('/');
        expect(rest).toEqual([]);
        expect(isServedFontFile(packageId!, fileName!), url).toBe(true);
      }
    }
  });
});

describe('isServedFontFile', () => {
  it.each([
    ['inter', 'inter-latin-400-normal.woff2', true],
    ['inter', 'inter-latin-ext-900-normal.woff2', true],
    ['lato', 'lato-latin-500-normal.woff2', false], // Lato has no 500
    ['inter', 'inter-cyrillic-400-normal.woff2', false],
    ['inter', 'inter-latin-400-italic.woff2', false],
    ['inter', 'roboto-latin-400-normal.woff2', false],
    ['inter', '../../package.json', false],
    ['..', 'package.json', false],
    ['lora', 'lora-latin-400-normal.woff2', false],
  ])('%s/%s: %s', (packageId, fileName, served) => {
    expect(isServedFontFile(packageId, fileName)).toBe(served);
  });
});

describe('theme fonts', () => {
  it('gives rules for exactly the heading and paragraph families', () => {
    const theme = ZThemeSchema.parse({
      heading: { fontFamily: 'Playfair Display' },
      paragraph: { fontFamily: 'Lato' },
    });
    expect(themeFonts(theme).map((f) => f.family)).toEqual(['Playfair Display', 'Lato']);
    const css = themeFontFaceCss(theme);
    expect(families(css)).toEqual(['Playfair Display', 'Lato']);
    expect(urls(css).every((url) => url.startsWith('/fonts/'))).toBe(true);
    expect(themeFontPreloadUrls(theme)).toEqual([
      '/fonts/playfair-display/playfair-display-latin-400-normal.woff2',
      '/fonts/lato/lato-latin-400-normal.woff2',
    ]);
  });

  it('declares a family used twice once', () => {
    const theme = ZThemeSchema.parse({});
    expect(families(themeFontFaceCss(theme))).toEqual(['Inter']);
    expect(themeFontPreloadUrls(theme)).toEqual([fontFileUrl(findFont('Inter')!, 'latin', 400)]);
  });
});
