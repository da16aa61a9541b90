import { z } from 'zod';
import { HEX_COLOR } from '../portals/schemas';
import { FONT_FAMILY_MESSAGE, fontFamilyStack, isAvailableFontFamily } from './fonts';

export const DEFAULT_ACCENT_COLOR = '#8848FF';
export const DEFAULT_FONT_FAMILY = 'Inter';

/**
 * Version 2: font families must come from the curated list (core/src/theme/fonts.ts) and the
 * listing filters were added. Version 1 themes are upgraded on load (THEME_MIGRATIONS).
 */
export const THEME_VERSION = 2;

export const ZThemeColorSchema = z
  .string()
  .regex(HEX_COLOR, 'Please enter a valid colour')
  .or(z.literal('transparent'))
  .or(z.literal('white'));
const color = ZThemeColorSchema;

/** A family from the curated, self-hosted list. */
export const ZFontFamilySchema = z.string().refine(isAvailableFontFamily, FONT_FAMILY_MESSAGE);

export const TAG_VARIANTS = ['outlined', 'solid'] as const;
export const TAG_SIZES = ['small', 'medium', 'large'] as const;
export const TAG_ALIGNMENTS = ['left', 'center', 'right'] as const;

/**
 * The current version's shape without the upgrade step, for what needs a plain object schema
 * (form constraints, sub-schemas). Parse stored or submitted themes with ZThemeSchema.
 */
export const ZThemeDocumentSchema = z.object({
  version: z.literal(THEME_VERSION).default(THEME_VERSION),
  accentColor: color.default(DEFAULT_ACCENT_COLOR),
  background: z.object({ color: color.default('#fbfbfd') }).default({}),
  heading: z
    .object({ fontFamily: ZFontFamilySchema.default(DEFAULT_FONT_FAMILY), color: color.default('#000000') })
    .default({}),
  paragraph: z
    .object({ fontFamily: ZFontFamilySchema.default(DEFAULT_FONT_FAMILY), color: color.default('#595a5f') })
    .default({}),
  listing: z
    .object({
      card: z
        .object({
          titleColor: color.default('#000000'),
          subtitleColor: color.default('#595a5f'),
          textColor: color.default('#595a5f'),
          variant: z.enum(['bordered', 'shadowed', 'none']).default('bordered'),
          background: color.default('#ffffff'),
        })
        .default({}),
      search: z
        .object({
          textColor: color.default('#000000'),
          textSize: z.string().default('sm'),
          /** The search box's placeholder text. */
          placeholder: z.string().max(100).default('Search'),
          placeholderColor: color.default('#8c8c94'),
          background: color.default('#ffffff'),
          borderColor: color.default('#e2e2e6'),
          borderWidth: z.number().min(0).max(4).default(1),
          borderRadius: z.number().min(0).max(24).default(24),
        })
        .default({}),
      filters: z
        .object({
          /** Dropdown filters: colours of the chosen value, the placeholder, the box and its border. */
          dropdown: z
            .object({
              text: color.default('#000000'),
              placeholder: color.default('#8c8c94'),
              background: color.default('#ffffff'),
              border: color.default('#e2e2e6'),
            })
            .default({}),
          /** Tag filters: colours, then how tags look and line up. */
          tag: z
            .object({
              text: color.default('#000000'),
              placeholder: color.default('#8c8c94'),
              background: color.default('#ffffff'),
              selectedBackground: color.default('#efe8ff'),
              variant: z.enum(TAG_VARIANTS).default('outlined'),
              size: z.enum(TAG_SIZES).default('medium'),
              alignment: z.enum(TAG_ALIGNMENTS).default('left'),
            })
            .default({}),
        })
        .default({}),
    })
    .default({}),
});

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** Ordered upgrades: THEME_MIGRATIONS[n] turns version n+1 into n+2. */
const THEME_MIGRATIONS: Migration[] = [
  // 1 -> 2: any font family was accepted; one that is not in the list now falls back to Inter.
  (doc) => ({
    ...doc,
    heading: withListedFont(doc.heading),
    paragraph: withListedFont(doc.paragraph),
  }),
];

function withListedFont(part: unknown): unknown {
  if (!isRecord(part) || part.fontFamily === undefined || isAvailableFontFamily(part.fontFamily)) return part;
  return { ...part, fontFamily: DEFAULT_FONT_FAMILY };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs the migrations a stored theme needs; a theme without a version is taken as current. */
function upgradeTheme(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  let doc = stored;
  let version = typeof stored.version === 'number' ? stored.version : THEME_VERSION;
  while (version < THEME_VERSION) {
    const migrate = THEME_MIGRATIONS[version - 1];
    if (!migrate) break;
    doc = { ...migrate(doc), version: version + 1 };
    version += 1;
  }
  return doc;
}

/**
 * Theme (spec doc 1 §3): accent, background, heading and paragraph fonts, listing styles.
 * Parsing upgrades older stored themes first, so loading a version 1 theme whose font is not
 * in the list gives Inter, while a current theme (what the editor sends) with such a font is
 * refused with FONT_FAMILY_MESSAGE. Missing parts get their defaults.
 */
export const ZThemeSchema = z.preprocess(upgradeTheme, ZThemeDocumentSchema);
export type TTheme = z.infer<typeof ZThemeSchema>;

export function defaultTheme(accentColor: string = DEFAULT_ACCENT_COLOR): TTheme {
  return ZThemeSchema.parse({ accentColor });
}

const TAG_JUSTIFY: Record<(typeof TAG_ALIGNMENTS)[number], string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * The theme as CSS custom properties, used by the portal host and the builder's preview alike.
 * The one place a theme becomes CSS; the @font-face rules for its fonts come from
 * themeFontFaceCss (core/src/theme/font-faces.ts).
 */
export function themeCssVariables(theme: TTheme): Record<string, string> {
  const { card, search, filters } = theme.listing;
  return {
    '--atrium-accent': theme.accentColor,
    '--atrium-background': theme.background.color,
    '--atrium-heading-font': fontFamilyStack(theme.heading.fontFamily),
    '--atrium-heading-color': theme.heading.color,
    '--atrium-paragraph-font': fontFamilyStack(theme.paragraph.fontFamily),
    '--atrium-paragraph-color': theme.paragraph.color,
    '--atrium-card-title': card.titleColor,
    '--atrium-card-subtitle': card.subtitleColor,
    '--atrium-card-text': card.textColor,
    '--atrium-card-background': card.background,
    '--atrium-search-text-color': search.textColor,
    '--atrium-search-placeholder-color': search.placeholderColor,
    '--atrium-search-background': search.background,
    '--atrium-search-radius': `${search.borderRadius}px`,
    '--atrium-search-border-width': `${search.borderWidth}px`,
    '--atrium-search-border-color': search.borderColor,
    '--atrium-dropdown-text-color': filters.dropdown.text,
    '--atrium-dropdown-placeholder-color': filters.dropdown.placeholder,
    '--atrium-dropdown-background': filters.dropdown.background,
    '--atrium-dropdown-border-color': filters.dropdown.border,
    '--atrium-tag-text-color': filters.tag.text,
    '--atrium-tag-placeholder-color': filters.tag.placeholder,
    '--atrium-tag-background': filters.tag.background,
    '--atrium-tag-selected-background': filters.tag.selectedBackground,
    '--atrium-tag-alignment': TAG_JUSTIFY[filters.tag.alignment],
  };
}
