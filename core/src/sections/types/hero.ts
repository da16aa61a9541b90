import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZButtonSchema } from '../parts/button';
import { ZImageSchema } from '../parts/image';
import { ZSectionBase, texts } from './shared';

/** Hero layouts (spec doc 2 §3, §9) with their default image heights; hero14 is hidden from the grid. */
export const HERO_TEMPLATES = {
  hero01: { imageHeight: 500, label: 'Centred with image below' },
  hero02: { imageHeight: 150, label: 'Centred with a logo image' },
  hero03: { imageHeight: 300, label: 'Text left, image right' },
  hero04: { imageHeight: 600, label: 'Full-bleed background image' },
  hero05: { imageHeight: 500, label: 'Image left, text right' },
  hero14: { imageHeight: 500, label: 'Split with form' },
  hero18: { imageHeight: 350, label: 'Text and image, reversed grid' },
} as const;
export type THeroName = keyof typeof HERO_TEMPLATES;

export const ZHeroDataSchema = z.object({
  strapline: z.string().max(200).default(''),
  heading: z.string().max(300).default('Your portal, all in one place'),
  description: z.string().max(2000).default('Give your clients one place for their projects, documents and updates.'),
  textSettings: texts('strapline', 'heading', 'description'),
  image: ZImageSchema.default({}),
  button: ZButtonSchema.default({ integration: 'url', code: '/account/signup' }),
  background: ZBackgroundSchema.default({}),
});
export const ZHeroSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('hero'),
  sectionName: z.enum(Object.keys(HERO_TEMPLATES) as [THeroName, ...THeroName[]]).default('hero01'),
  data: ZHeroDataSchema.default({}),
});
export type THeroSection = z.infer<typeof ZHeroSectionSchema>;
