import { z } from 'zod';

/**
 * Where a block's image (or background image) comes from (spec doc 2 §3): none, a custom URL,
 * an upload, a stock photo, a plain colour or a gradient preset. The legacy stored value
 * 'unsplash' is read as 'stock'.
 */
export const IMAGE_SOURCES = ['none', 'url', 'upload', 'stock', 'color', 'gradient'] as const;
export type TImageSource = (typeof IMAGE_SOURCES)[number];
export const ZImageSourceSchema = z.preprocess(
  (value) => (value === 'unsplash' ? 'stock' : value),
  z.enum(IMAGE_SOURCES),
);

export const IMAGE_FITS = ['contain', 'cover', 'fill', 'scale-down'] as const;
export const IMAGE_POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;

/** Marketing image height: 0–1000 (step 2; 20 in block editors). Default 500 unless a template says otherwise. */
export const IMAGE_HEIGHT_RANGE = { min: 0, max: 1000, step: 20 } as const;
export const DEFAULT_IMAGE_HEIGHT = 500;

/** A URL a user typed: http(s) only, or a root-relative `/media/...` path Atrium serves. */
export const ZImageUrlSchema = z
  .string()
  .max(2000)
  .refine((url) => url === '' || /^https?:\/\//i.test(url) || url.startsWith('/media/'), {
    message: 'Enter an image URL that starts with http:// or https://',
  });

/** A block's image: source, URL, height, fit and position (position applies only with `cover`). */
export const ZImageSchema = z.object({
  source: ZImageSourceSchema.default('none'),
  imageUrl: ZImageUrlSchema.default(''),
  /** For the colour source. */
  color: z.string().max(50).default(''),
  /** For the gradient source: an index into GRADIENT_PRESETS. */
  gradient: z.number().int().min(0).max(23).default(0),
  height: z.number().min(IMAGE_HEIGHT_RANGE.min).max(IMAGE_HEIGHT_RANGE.max).default(DEFAULT_IMAGE_HEIGHT),
  fitType: z.enum(IMAGE_FITS).default('contain'),
  positionType: z.enum(IMAGE_POSITIONS).default('center'),
  alt: z.string().max(300).default(''),
});
export type TImage = z.infer<typeof ZImageSchema>;
