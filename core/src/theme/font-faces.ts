import { findFont, findFontByPackage, REGULAR_FONT_WEIGHT, type FontDefinition, type TFontWeight } from './fonts';

/**
 * @font-face rules and file URLs for the self-hosted fonts. Pure, so the portal host (in the
 * document head) and the builder's preview (in PortalFrame, also client-side) produce the
 * same CSS; integrations/src/fonts serves the files these URLs name, and nothing else.
 *
 * URLs are same-origin, `/fonts/{packageId}/{packageId}-{subset}-{weight}-normal.woff2`, the
 * file names the @fontsource packages use. Browsers only download a face when text needs it,
 * so declaring every weight a font has costs CSS bytes, not requests.
 */

export const FONT_URL_PREFIX = '/fonts/';

/**
 * Subsets served, with the code points each covers (the ranges Google Fonts and @fontsource
 * publish). Latin and Latin Extended cover Western, Central and Northern European languages.
 */
export const FONT_SUBSETS = {
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;
export type TFontSubset = keyof typeof FONT_SUBSETS;
const SUBSETS = Object.keys(FONT_SUBSETS) as TFontSubset[];

export function fontFileName(packageId: string, subset: TFontSubset, weight: TFontWeight): string {
  return `${packageId}-${subset}-${weight}-normal.woff2`;
}

export function fontFileUrl(font: FontDefinition, subset: TFontSubset, weight: TFontWeight): string {
  return `${FONT_URL_PREFIX}${font.packageId}/${fontFileName(font.packageId, subset, weight)}`;
}

/**
 * Whether `/fonts/{packageId}/{fileName}` is a file this module's CSS can name: a listed
 * package, a served subset and one of the font's weights. The server serves exactly these.
 */
export function isServedFontFile(packageId: string, fileName: string): boolean {
  const font = findFontByPackage(packageId);
  if (!font) return false;
  return SUBSETS.some((subset) => font.weights.some((weight) => fontFileName(packageId, subset, weight) === fileName));
}

/**
 * The @font-face rules of one family for the given weights (those it does not have are
 * skipped), latin-ext then latin, with `font-display: swap` so text shows at once in a
 * fallback font. Empty for a family that is not in the list.
 */
export function fontFaceCss(family: string, weights?: readonly TFontWeight[]): string {
  const font = findFont(family);
  if (!font) return '';
  // A pure function of the font list, asked for on every page render: made once per family and weights.
  const key = `${font.family}\n${weights ? weights.join(',') : '*'}`;
  let css = FONT_FACE_CSS.get(key);
  if (css === undefined) FONT_FACE_CSS.set(key, (css = buildFontFaceCss(font, weights)));
  return css;
}

/** The rules fontFaceCss made, by family and weights (listed families only, so the map stays small). */
const FONT_FACE_CSS = new Map<string, string>();

function buildFontFaceCss(font: FontDefinition, weights?: readonly TFontWeight[]): string {
  const wanted = weights ? font.weights.filter((weight) => weights.includes(weight)) : font.weights;
  const rules: string[] = [];
  for (const weight of wanted) {
    for (const subset of SUBSETS) {
      rules.push(
        `@font-face{font-family:${JSON.stringify(font.family)};font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${fontFileUrl(font, subset, weight)}) format("woff2");unicode-range:${FONT_SUBSETS[subset]}}`,
      );
    }
  }
  return rules.join('\n');
}

/** Where a theme names its fonts. */
export interface ThemeFontChoice {
  heading: { fontFamily: string };
  paragraph: { fontFamily: string };
}

/** The listed fonts a theme uses (heading, then paragraph), each once. */
export function themeFonts(theme: ThemeFontChoice): FontDefinition[] {
  const fonts: FontDefinition[] = [];
  for (const family of [theme.heading.fontFamily, theme.paragraph.fontFamily]) {
    const font = findFont(family);
    if (font && !fonts.includes(font)) fonts.push(font);
  }
  return fonts;
}

/** @font-face rules for only the families the theme uses, every weight they have. */
export function themeFontFaceCss(theme: ThemeFontChoice): string {
  return themeFonts(theme)
    .map((font) => fontFaceCss(font.family))
    .join('\n');
}

/** The files worth preloading: the regular weight (latin) of each family the theme uses. */
export function themeFontPreloadUrls(theme: ThemeFontChoice): string[] {
  return themeFonts(theme).map((font) => fontFileUrl(font, 'latin', REGULAR_FONT_WEIGHT));
}
