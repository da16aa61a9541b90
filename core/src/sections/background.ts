import { z } from 'zod';
import { ZImageSourceSchema, ZImageUrlSchema, IMAGE_POSITIONS } from './parts/image';

/** Grid spacing of two-column blocks: image/text share 2/5, even or 3/5 (reversed for hero18, feature01, feature50). */
export const BACKGROUND_GRIDS = ['2/5', 'even', '3/5'] as const;
export const SECTION_HEIGHT_RANGE = { min: 0, max: 1000, step: 50 } as const;
export const PADDING_RANGE = { min: 0, max: 100, step: 4 } as const;
/**
 * The spec's default section height (doc 2 §9). Portals render it as 'as tall as the content'
 * (ADR 048): the slider moves in steps of 50 from 0, so 425 is never a height a builder picked.
 */
export const SECTION_HEIGHT_DEFAULT = 425;

/** Section background (spec doc 2 §3, defaults §9). */
export const ZBackgroundSchema = z.object({
  grid: z.enum(BACKGROUND_GRIDS).default('even'),
  color: z.string().max(50).default('transparent'),
  minHeight: z.number().min(0).max(1000).default(SECTION_HEIGHT_DEFAULT),
  paddingTop: z.number().min(0).max(100).default(48),
  paddingBottom: z.number().min(0).max(100).default(48),
  paddingLeft: z.number().min(0).max(100).default(24),
  paddingRight: z.number().min(0).max(100).default(24),
  imageSource: ZImageSourceSchema.default('none'),
  imageUrl: ZImageUrlSchema.default(''),
  /** For the gradient source: an index into GRADIENT_PRESETS. */
  gradient: z.number().int().min(0).max(23).default(0),
  /** Applies only when the image covers the section. */
  position: z.enum(IMAGE_POSITIONS).default('center'),
  /** A dark overlay over a background image so text stays readable. */
  hasGradient: z.boolean().default(true),
});
export type TBackground = z.infer<typeof ZBackgroundSchema>;
