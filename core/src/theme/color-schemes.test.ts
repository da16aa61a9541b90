import { describe, expect, it } from 'vitest';
import { defaultTheme, ZThemeSchema } from './theme';
import {
  COLOR_SCHEMES,
  DEFAULT_COLOR_SCHEME_INDEX,
  THEME_COLOR_PATHS,
  activeColorScheme,
  applyColorScheme,
  themeColor,
  type ColorScheme,
} from './color-schemes';

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('COLOR_SCHEMES', () => {
  it('is a fixed set of at least 12 uniquely named presets', () => {
    expect(COLOR_SCHEMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(COLOR_SCHEMES.map((s) => s.name)).size).toBe(COLOR_SCHEMES.length);
  });

  it('has the default (index 11) equal to the colours of a new theme', () => {
    const scheme = COLOR_SCHEMES[DEFAULT_COLOR_SCHEME_INDEX]!;
    const theme = defaultTheme();
    for (const path of THEME_COLOR_PATHS) expect(scheme.colors[path], path).toBe(themeColor(theme, path));
    expect(scheme.colors.accentColor).toBe('#8848FF');
    expect(activeColorScheme(theme)).toEqual({ index: DEFAULT_COLOR_SCHEME_INDEX, scheme });
  });

  it.each(COLOR_SCHEMES.map((s) => [s.name, s] as const))('%s sets valid colours a theme accepts', (_, scheme) => {
    for (const path of THEME_COLOR_PATHS) expect(scheme.colors[path], path).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect(() => ZThemeSchema.parse(applyColorScheme(defaultTheme(), scheme))).not.toThrow();
  });

  it.each(COLOR_SCHEMES.map((s) => [s.name, s.colors] as const))('%s keeps text readable (WCAG AA)', (_, c) => {
    const surfaces = [c['background.color']!, c['listing.card.background']!];
    for (const surface of surfaces) {
      expect(contrast(c['heading.color']!, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c['paragraph.color']!, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(
      contrast(c['listing.filters.tag.text']!, c['listing.filters.tag.selectedBackground']!),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.accentColor!, c['background.color']!)).toBeGreaterThanOrEqual(3);
  });
});

describe('applyColorScheme', () => {
  const ocean = COLOR_SCHEMES.find((s) => s.name === 'Ocean')!;

  it('overwrites every colour the scheme sets at once and keeps everything else', () => {
    const theme = ZThemeSchema.parse({
      heading: { fontFamily: 'Lato' },
      listing: { card: { variant: 'shadowed' }, search: { borderRadius: 8 }, filters: { tag: { size: 'large' } } },
    });
    const next = applyColorScheme(theme, ocean);
    for (const path of THEME_COLOR_PATHS) expect(themeColor(next, path), path).toBe(ocean.colors[path]);
    expect(next.heading.fontFamily).toBe('Lato');
    expect(next.listing.card.variant).toBe('shadowed');
    expect(next.listing.search.borderRadius).toBe(8);
    expect(next.listing.filters.tag.size).toBe('large');
    expect(activeColorScheme(next)?.scheme).toBe(ocean);
  });

  it('does not change the theme it was given', () => {
    const theme = defaultTheme();
    const before = structuredClone(theme);
    applyColorScheme(theme, ocean);
    expect(theme).toEqual(before);
  });

  it('sets only the colours a partial scheme names', () => {
    const partial: ColorScheme = { name: 'Accent only', colors: { accentColor: '#00aa00' } };
    const next = applyColorScheme(defaultTheme(), partial);
    expect(next).toEqual({ ...defaultTheme(), accentColor: '#00aa00' });
    expect(activeColorScheme(next, [partial])?.index).toBe(0);
  });
});

describe('activeColorScheme', () => {
  it('is none once a colour differs from every preset', () => {
    const theme = applyColorScheme(defaultTheme(), COLOR_SCHEMES[0]!);
    expect(activeColorScheme({ ...theme, background: { color: '#123123' } })).toBeUndefined();
  });

  it('compares hex colours regardless of case', () => {
    const theme = defaultTheme();
    expect(activeColorScheme({ ...theme, accentColor: '#8848ff' })?.index).toBe(DEFAULT_COLOR_SCHEME_INDEX);
  });

  it('never matches an empty scheme', () => {
    expect(activeColorScheme(defaultTheme(), [{ name: 'Empty', colors: {} }])).toBeUndefined();
  });
});
