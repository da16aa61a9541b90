import { z } from 'zod';
import { ZRichTextSchema, richTextFromPlain } from '../../rich-text/rich-text';
import { ZBackgroundSchema } from '../background';
import { ZImageSchema } from '../parts/image';
import { ZSectionBase, itemId, texts } from './shared';

export const FEATURE_TEMPLATES = {
  feature01: { imageHeight: 500, label: 'Image beside a list of features' },
  feature04: { imageHeight: 500, label: 'Grid of feature cards' },
  feature23: { imageHeight: 600, label: 'Alternating rows' },
  feature50: { imageHeight: 600, label: 'Large image with features, reversed grid' },
} as const;
export type TFeatureName = keyof typeof FEATURE_TEMPLATES;

export const FEATURE_LINK_STYLES = ['button', 'link', 'image'] as const;
/**
 * A version 1 feature item (spec doc 2 §3: title, description, imageUrl, imageHeight) read as
 * version 2, so a stored v1 page keeps its text and image when it is edited or published.
 */
export function upgradeFeatureItem(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const v1 = item as Record<string, unknown>;
  if ('body' in v1 || !('description' in v1 || 'imageUrl' in v1)) return item;
  const { description, imageUrl, imageHeight, ...rest } = v1;
  const height = typeof imageHeight === 'number' ? imageHeight : Number(imageHeight);
  return {
    ...rest,
    body: typeof description === 'string' && description.trim() !== '' ? richTextFromPlain(description) : null,
    ...(typeof imageUrl === 'string' && imageUrl.trim() !== '' ? { image: { type: 'image', src: imageUrl } } : {}),
    ...(Number.isFinite(height) && height > 0 ? { styles: { image: { height: Math.min(height, 1000) } } } : {}),
  };
}

/** A feature item, version 2 (spec doc 2 §3): rich body, an image or an icon, a link. */
const ZFeatureItemV2Schema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  title: z.string().max(200).default(''),
  body: ZRichTextSchema.nullable().default(null),
  image: z
    .object({ type: z.enum(['image', 'icon']).default('icon'), src: z.string().max(2000).default('sparkles') })
    .default({}),
  styles: z
    .object({
      image: z
        .object({
          height: z.number().min(0).max(1000).default(48),
          fitType: z.enum(['contain', 'cover', 'fill', 'scale-down']).default('contain'),
        })
        .default({}),
    })
    .default({}),
  link: z
    .object({
      url: z.string().max(2000).default(''),
      text: z.string().max(100).default(''),
      style: z.enum(FEATURE_LINK_STYLES).default('link'),
      openInNewTab: z.boolean().default(true),
    })
    .default({}),
});
export const ZFeatureItemSchema = z.preprocess(upgradeFeatureItem, ZFeatureItemV2Schema);
export type TFeatureItem = z.infer<typeof ZFeatureItemV2Schema>;

const featureItem = (title: string, body: string, icon: string) =>
  ZFeatureItemSchema.parse({ title, body: richTextFromPlain(body), image: { type: 'icon', src: icon } });

export const ZFeatureDataSchema = z.object({
  strapline: z.string().max(200).default('Features'),
  heading: z.string().max(300).default('Everything your clients need'),
  description: z.string().max(2000).default(''),
  textSettings: texts('strapline', 'heading', 'description'),
  image: ZImageSchema.default({}),
  features: z
    .array(ZFeatureItemSchema)
    .max(24)
    .default(() => [
      featureItem('Always up to date', 'Records refresh from your data on their own.', 'refresh'),
      featureItem('Private by default', 'Each client sees only what is theirs.', 'lock'),
      featureItem('Fast everywhere', 'Pages are served from the cache, in milliseconds.', 'bolt'),
    ]),
  background: ZBackgroundSchema.default({}),
});
export const ZFeatureSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('feature'),
  sectionName: z.enum(Object.keys(FEATURE_TEMPLATES) as [TFeatureName, ...TFeatureName[]]).default('feature04'),
  data: ZFeatureDataSchema.default({}),
});
export type TFeatureSection = z.infer<typeof ZFeatureSectionSchema>;
