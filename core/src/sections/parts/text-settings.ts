import { z } from 'zod';

/** Text sizes xs–7xl (spec doc 2 §9) and their pixel sizes. */
export const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl'] as const;
export type TFontSize = (typeof FONT_SIZES)[number];
export const FONT_SIZE_PX: Record<TFontSize, number> = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 20,
  '2xl': 24,
  '3xl': 30,
  '4xl': 36,
  '5xl': 48,
  '6xl': 60,
  '7xl': 72,
};
export const TEXT_FONT_WEIGHTS = ['light', 'normal', 'bold', '300', '400', '500', '600', '700', '900'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** One text's style in a marketing block (`textSettings.<text>`): colour, size, weight, alignment. */
export const ZTextSettingsSchema = z.object({
  color: z.string().max(50).optional(),
  fontSize: z.enum(FONT_SIZES).optional(),
  fontWeight: z.enum(TEXT_FONT_WEIGHTS).optional(),
  alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
});
export type TTextSettings = z.infer<typeof ZTextSettingsSchema>;
