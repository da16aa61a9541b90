import { z } from 'zod';
import { HEX_COLOR } from '../portals/schemas';

export const DEFAULT_ACCENT_COLOR = '#8848FF';
export const DEFAULT_FONT_FAMILY = 'Inter';
const color = z
  .string()
  .regex(HEX_COLOR, 'Please enter a valid colour')
  .or(z.literal('transparent'))
  .or(z.literal('white'));

/** Theme (spec doc 1 §3): accent, background, heading and paragraph fonts, listing styles. */
export const ZThemeSchema = z.object({
  version: z.literal(1).default(1),
  accentColor: color.default(DEFAULT_ACCENT_COLOR),
  background: z.object({ color: color.default('#fbfbfd') }).default({}),
  heading: z
    .object({ fontFamily: z.string().min(1).max(100).default(DEFAULT_FONT_FAMILY), color: color.default('#000000') })
    .default({}),
  paragraph: z
    .object({ fontFamily: z.string().min(1).max(100).default(DEFAULT_FONT_FAMILY), color: color.default('#595a5f') })
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
          placeholderColor: color.default('#8c8c94'),
          background: color.default('#ffffff'),
          borderColor: color.default('#e2e2e6'),
          borderWidth: z.number().min(0).max(4).default(1),
          borderRadius: z.number().min(0).max(24).default(24),
        })
        .default({}),
    })
    .default({}),
});
export type TTheme = z.infer<typeof ZThemeSchema>;

export function defaultTheme(accentColor: string = DEFAULT_ACCENT_COLOR): TTheme {
  return ZThemeSchema.parse({ accentColor });
}

/** The theme as CSS custom properties, used by the portal host and the builder's preview alike. */
export function themeCssVariables(theme: TTheme): Record<string, string> {
  return {
    '--atrium-accent': theme.accentColor,
    '--atrium-background': theme.background.color,
    '--atrium-heading-font': `${JSON.stringify(theme.heading.fontFamily)}, ui-sans-serif, system-ui, sans-serif`,
    '--atrium-heading-color': theme.heading.color,
    '--atrium-paragraph-font': `${JSON.stringify(theme.paragraph.fontFamily)}, ui-sans-serif, system-ui, sans-serif`,
    '--atrium-paragraph-color': theme.paragraph.color,
    '--atrium-card-title': theme.listing.card.titleColor,
    '--atrium-card-text': theme.listing.card.textColor,
    '--atrium-card-background': theme.listing.card.background,
    '--atrium-search-radius': `${theme.listing.search.borderRadius}px`,
    '--atrium-search-border-width': `${theme.listing.search.borderWidth}px`,
    '--atrium-search-border-color': theme.listing.search.borderColor,
  };
}
