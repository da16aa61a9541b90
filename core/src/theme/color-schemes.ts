import type { TTheme } from './theme';

/**
 * Colour scheme presets (spec doc 1 §3, §4, §9): a fixed, named set. Choosing one overwrites
 * every theme colour it sets at once; the 12th (index 11) is the default scheme, equal to the
 * colours of a new theme, so a new portal starts "on" it.
 */

/** The theme colours a scheme sets, by their path in the theme. */
export const THEME_COLOR_PATHS = [
  'accentColor',
  'background.color',
  'heading.color',
  'paragraph.color',
  'listing.card.titleColor',
  'listing.card.subtitleColor',
  'listing.card.textColor',
  'listing.card.background',
  'listing.search.textColor',
  'listing.search.placeholderColor',
  'listing.search.background',
  'listing.search.borderColor',
  'listing.filters.dropdown.text',
  'listing.filters.dropdown.placeholder',
  'listing.filters.dropdown.background',
  'listing.filters.dropdown.border',
  'listing.filters.tag.text',
  'listing.filters.tag.placeholder',
  'listing.filters.tag.background',
  'listing.filters.tag.selectedBackground',
] as const;
export type TThemeColorPath = (typeof THEME_COLOR_PATHS)[number];

export interface ColorScheme {
  name: string;
  colors: Partial<Record<TThemeColorPath, string>>;
}

/** The handful of roles a scheme is designed from; every path takes one of them. */
interface SchemePalette {
  accent: string;
  /** Page background. */
  background: string;
  /** Cards, search box, dropdowns and tags. */
  surface: string;
  heading: string;
  paragraph: string;
  /** Placeholders. */
  muted: string;
  border: string;
  /** A selected tag's background. */
  selected: string;
}

function scheme(name: string, p: SchemePalette): ColorScheme {
  return {
    name,
    colors: {
      accentColor: p.accent,
      'background.color': p.background,
      'heading.color': p.heading,
      'paragraph.color': p.paragraph,
      'listing.card.titleColor': p.heading,
      'listing.card.subtitleColor': p.paragraph,
      'listing.card.textColor': p.paragraph,
      'listing.card.background': p.surface,
      'listing.search.textColor': p.heading,
      'listing.search.placeholderColor': p.muted,
      'listing.search.background': p.surface,
      'listing.search.borderColor': p.border,
      'listing.filters.dropdown.text': p.heading,
      'listing.filters.dropdown.placeholder': p.muted,
      'listing.filters.dropdown.background': p.surface,
      'listing.filters.dropdown.border': p.border,
      'listing.filters.tag.text': p.heading,
      'listing.filters.tag.placeholder': p.muted,
      'listing.filters.tag.background': p.surface,
      'listing.filters.tag.selectedBackground': p.selected,
    },
  };
}

export const COLOR_SCHEMES: readonly ColorScheme[] = [
  scheme('Ocean', {
    accent: '#0b6bcb',
    background: '#f5f9fd',
    surface: '#ffffff',
    heading: '#0b1f33',
    paragraph: '#4a5d70',
    muted: '#8a9aab',
    border: '#d6e2ee',
    selected: '#dcebfa',
  }),
  scheme('Forest', {
    accent: '#2f7d4a',
    background: '#f6faf6',
    surface: '#ffffff',
    heading: '#13291b',
    paragraph: '#4d6254',
    muted: '#8b9c90',
    border: '#d7e5da',
    selected: '#dcefe1',
  }),
  scheme('Sunset', {
    accent: '#e4572e',
    background: '#fff8f4',
    surface: '#ffffff',
    heading: '#2b1a14',
    paragraph: '#6b5047',
    muted: '#a38c84',
    border: '#f0ddd4',
    selected: '#fde2d6',
  }),
  scheme('Rose', {
    accent: '#d6336c',
    background: '#fff7fa',
    surface: '#ffffff',
    heading: '#2d1320',
    paragraph: '#6a4d5a',
    muted: '#a88e99',
    border: '#f1d9e2',
    selected: '#fbdbe6',
  }),
  scheme('Teal', {
    accent: '#0f8b8d',
    background: '#f4fafa',
    surface: '#ffffff',
    heading: '#0e2728',
    paragraph: '#4a6162',
    muted: '#8aa0a1',
    border: '#d3e6e6',
    selected: '#d5eeee',
  }),
  scheme('Sand', {
    accent: '#b7791f',
    background: '#fbf8f1',
    surface: '#ffffff',
    heading: '#2a2216',
    paragraph: '#66594a',
    muted: '#a39884',
    border: '#ebe2cf',
    selected: '#f6e9cc',
  }),
  scheme('Crimson', {
    accent: '#c62828',
    background: '#fdf7f7',
    surface: '#ffffff',
    heading: '#2a1111',
    paragraph: '#664848',
    muted: '#a48a8a',
    border: '#efd8d8',
    selected: '#f8d9d9',
  }),
  scheme('Slate', {
    accent: '#475569',
    background: '#f8fafc',
    surface: '#ffffff',
    heading: '#0f172a',
    paragraph: '#475569',
    muted: '#94a3b8',
    border: '#e2e8f0',
    selected: '#e2e8f0',
  }),
  scheme('Lavender', {
    accent: '#7c6fd6',
    background: '#f8f7fd',
    surface: '#ffffff',
    heading: '#1d1a33',
    paragraph: '#5b5772',
    muted: '#9b97b0',
    border: '#e3e0f3',
    selected: '#e6e2fa',
  }),
  scheme('Midnight', {
    accent: '#8ab4f8',
    background: '#0f1420',
    surface: '#1a2130',
    heading: '#f1f4f9',
    paragraph: '#b4bccb',
    muted: '#7b8599',
    border: '#2c3547',
    selected: '#2a3d5c',
  }),
  scheme('Graphite', {
    accent: '#f5b700',
    background: '#161616',
    surface: '#222222',
    heading: '#fafafa',
    paragraph: '#bdbdbd',
    muted: '#858585',
    border: '#3a3a3a',
    selected: '#4a3d12',
  }),
  // Index 11: the default; equal to the colours of defaultTheme().
  scheme('Atrium', {
    accent: '#8848FF',
    background: '#fbfbfd',
    surface: '#ffffff',
    heading: '#000000',
    paragraph: '#595a5f',
    muted: '#8c8c94',
    border: '#e2e2e6',
    selected: '#efe8ff',
  }),
];

/** The default scheme's position (spec doc 1 §9). */
export const DEFAULT_COLOR_SCHEME_INDEX = 11;

/** A copy of the theme with every colour the scheme sets replaced; the rest is kept. */
export function applyColorScheme(theme: TTheme, scheme: ColorScheme): TTheme {
  const next = structuredClone(theme);
  for (const path of THEME_COLOR_PATHS) {
    const value = scheme.colors[path];
    if (value !== undefined) setColor(next, path, value);
  }
  return next;
}

/** The first preset whose every colour the theme has (hex compared case-insensitively), if any. */
export function activeColorScheme(
  theme: TTheme,
  schemes: readonly ColorScheme[] = COLOR_SCHEMES,
): { index: number; scheme: ColorScheme } | undefined {
  const index = schemes.findIndex(
    (candidate) =>
      Object.keys(candidate.colors).length > 0 &&
      THEME_COLOR_PATHS.every((path) => {
        const value = candidate.colors[path];
        return value === undefined || value.toLowerCase() === themeColor(theme, path).toLowerCase();
      }),
  );
  const scheme = schemes[index];
  return scheme ? { index, scheme } : undefined;
}

/** The colour at a path of the theme. */
export function themeColor(theme: TTheme, path: TThemeColorPath): string {
  let node: unknown = theme;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as string;
}

function setColor(theme: TTheme, path: TThemeColorPath, value: string): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = theme as unknown as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}
