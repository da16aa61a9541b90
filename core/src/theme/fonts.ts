/**
 * The fonts a theme may use: open fonts shipped with the product as @fontsource npm packages
 * and served from the portal's own origin (docs/decisions/009-self-hosted-fonts-and-colour-schemes.md).
 *
 * Order is popularity, as the spec's font list asks (doc 3 §7): a fixed snapshot of Google
 * Fonts' "most popular" ranking for these families, taken when the list was curated. It only
 * changes when the list does.
 *
 * Removing a family breaks themes that use it: do it only with a theme migration that maps
 * it to another family (core/src/theme/theme.ts).
 */

/** Weights the theme editor offers (spec doc 1 §9); a font lists those it has. */
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 900] as const;
export type TFontWeight = (typeof FONT_WEIGHTS)[number];

export const FONT_CATEGORIES = ['sans', 'serif', 'display'] as const;
export type TFontCategory = (typeof FONT_CATEGORIES)[number];

/** The regular weight: preloaded, and offered by every font in the list. */
export const REGULAR_FONT_WEIGHT = 400;

export interface FontDefinition {
  /** The CSS font-family name, as stored in themes. */
  family: string;
  /** The @fontsource package the files come from: `@fontsource/{packageId}`. */
  packageId: string;
  category: TFontCategory;
  /** Of FONT_WEIGHTS, those the package ships (upright styles only). */
  weights: readonly TFontWeight[];
}

const ALL_WEIGHTS = FONT_WEIGHTS;

export const FONTS: readonly FontDefinition[] = [
  { family: 'Roboto', packageId: 'roboto', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Open Sans', packageId: 'open-sans', category: 'sans', weights: [300, 400, 500, 600, 700] },
  { family: 'Montserrat', packageId: 'montserrat', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Inter', packageId: 'inter', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Poppins', packageId: 'poppins', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Lato', packageId: 'lato', category: 'sans', weights: [300, 400, 700, 900] },
  { family: 'Oswald', packageId: 'oswald', category: 'display', weights: [300, 400, 500, 600, 700] },
  { family: 'Raleway', packageId: 'raleway', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Nunito', packageId: 'nunito', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Rubik', packageId: 'rubik', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Source Sans 3', packageId: 'source-sans-3', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Playfair Display', packageId: 'playfair-display', category: 'serif', weights: [400, 500, 600, 700, 900] },
  { family: 'Merriweather', packageId: 'merriweather', category: 'serif', weights: ALL_WEIGHTS },
  { family: 'Work Sans', packageId: 'work-sans', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'DM Sans', packageId: 'dm-sans', category: 'sans', weights: ALL_WEIGHTS },
  { family: 'Karla', packageId: 'karla', category: 'sans', weights: [300, 400, 500, 600, 700] },
];

/** Family names in popularity order, for zod enums and pickers. */
export const FONT_FAMILIES = FONTS.map((font) => font.family);

export const FONT_FAMILY_MESSAGE = 'Please choose one of the available fonts';

const BY_FAMILY = new Map(FONTS.map((font) => [font.family, font]));
const BY_PACKAGE = new Map(FONTS.map((font) => [font.packageId, font]));

export function findFont(family: string): FontDefinition | undefined {
  return BY_FAMILY.get(family);
}

export function findFontByPackage(packageId: string): FontDefinition | undefined {
  return BY_PACKAGE.get(packageId);
}

export function isAvailableFontFamily(family: unknown): family is string {
  return typeof family === 'string' && BY_FAMILY.has(family);
}

/** What GET /api/fonts answers, in popularity order. */
export function fontListItems(): Array<{ family: string; category: TFontCategory; weights: TFontWeight[] }> {
  return FONTS.map(({ family, category, weights }) => ({ family, category, weights: [...weights] }));
}

const FALLBACK_STACKS: Record<TFontCategory, string> = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  display: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, serif',
};

/** A font-family value: the family, quoted, then system fonts of the same kind while it loads. */
export function fontFamilyStack(family: string): string {
  const category = findFont(family)?.category ?? 'sans';
  return `${JSON.stringify(family)}, ${FALLBACK_STACKS[category]}`;
}
