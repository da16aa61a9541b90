import { z } from 'zod';
import { createId } from '../ids/create-id';
import { ZRichTextSchema, richTextFromPlain } from '../rich-text/rich-text';
import { ZBackgroundSchema } from './background';
import { ZButtonSchema } from './parts/button';
import { ZImageSchema } from './parts/image';
import { ZTextSettingsSchema } from './parts/text-settings';

/** New blocks are version 2.1 (spec doc 2 §9); list items get ids so they can be dragged. */
export const NEW_BLOCK_VERSION = 2.1;
export const ITEM_ID_LENGTH = 12;
const itemId = () => createId(ITEM_ID_LENGTH);

/** The textSettings of a block's texts; marketing intros are centred unless a layout says otherwise. */
const texts = <K extends string>(...keys: K[]) => {
  const shape = Object.fromEntries(
    keys.map((k) => [k, ZTextSettingsSchema.default({ alignment: 'center' })]),
  ) as Record<K, z.ZodDefault<typeof ZTextSettingsSchema>>;
  // Every key has a default, so `{}` parses; TypeScript cannot see that through the mapped shape.
  return z.object(shape).default({} as z.input<z.ZodObject<typeof shape>>);
};

const ZSectionBase = {
  id: z.string().min(1).max(40),
  version: z.number().default(NEW_BLOCK_VERSION),
};

// ---------------------------------------------------------------- hero

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

// ---------------------------------------------------------------- features

export const FEATURE_TEMPLATES = {
  feature01: { imageHeight: 500, label: 'Image beside a list of features' },
  feature04: { imageHeight: 500, label: 'Grid of feature cards' },
  feature23: { imageHeight: 600, label: 'Alternating rows' },
  feature50: { imageHeight: 600, label: 'Large image with features, reversed grid' },
} as const;
export type TFeatureName = keyof typeof FEATURE_TEMPLATES;

export const FEATURE_LINK_STYLES = ['button', 'link', 'image'] as const;
/** A feature item, version 2 (spec doc 2 §3): rich body, an image or an icon, a link. */
export const ZFeatureItemSchema = z.object({
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
export type TFeatureItem = z.infer<typeof ZFeatureItemSchema>;

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

// ---------------------------------------------------------------- testimonials

export const TESTIMONIAL_TEMPLATES = {
  testimonial01: { label: 'Cards in a grid' },
  testimonial02: { label: 'One large quote' },
  testimonial03: { label: 'Quotes with avatars in a row' },
} as const;
export type TTestimonialName = keyof typeof TESTIMONIAL_TEMPLATES;

export const ZTestimonialItemSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  testimonial: z.string().max(2000).default(''),
  person: z.string().max(200).default(''),
  avatar: z.object({ url: z.string().max(2000).default('') }).default({}),
  /** 0 to 5 stars (spec doc 2 §5). */
  rating: z.number().int().min(0).max(5).default(5),
});
export type TTestimonialItem = z.infer<typeof ZTestimonialItemSchema>;

export const ZTestimonialDataSchema = z.object({
  heading: z.string().max(300).default('What our clients say'),
  textSettings: texts('heading'),
  testimonials: z
    .array(ZTestimonialItemSchema)
    .max(24)
    .default(() => [
      ZTestimonialItemSchema.parse({
        testimonial: 'We found everything in one place from day one.',
        person: 'Amina Diallo, Northwind',
      }),
      ZTestimonialItemSchema.parse({
        testimonial: 'Our clients stopped emailing us for updates.',
        person: 'Leo Martins, Brightside',
        rating: 4,
      }),
      ZTestimonialItemSchema.parse({
        testimonial: 'Set up in an afternoon, and it just works.',
        person: 'Jo Park, Fieldwork',
      }),
    ]),
  background: ZBackgroundSchema.default({}),
});
export const ZTestimonialSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('testimonial'),
  sectionName: z
    .enum(Object.keys(TESTIMONIAL_TEMPLATES) as [TTestimonialName, ...TTestimonialName[]])
    .default('testimonial01'),
  data: ZTestimonialDataSchema.default({}),
});
export type TTestimonialSection = z.infer<typeof ZTestimonialSectionSchema>;

/** The rating input's rule (spec doc 2 §5): clicking the selected star lowers the rating by one. */
export function nextRating(current: number, clicked: number): number {
  const star = Math.max(1, Math.min(5, Math.trunc(clicked)));
  return star === current ? star - 1 : star;
}

// ---------------------------------------------------------------- FAQ

export const FAQ_TEMPLATES = {
  faq01: { label: 'Accordion' },
  faq02: { label: 'Two columns' },
  faq03: { label: 'Heading beside the questions' },
} as const;
export type TFaqName = keyof typeof FAQ_TEMPLATES;

export const ZFaqItemSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  question: z.string().max(500).default(''),
  answer: z.string().max(5000).default(''),
});
export type TFaqItem = z.infer<typeof ZFaqItemSchema>;

export const ZFaqDataSchema = z.object({
  heading: z.string().max(300).default('Frequently asked questions'),
  description: z.string().max(2000).default(''),
  textSettings: texts('heading', 'description'),
  faqs: z
    .array(ZFaqItemSchema)
    .max(50)
    .default(() => [
      ZFaqItemSchema.parse({
        question: 'How do I log in?',
        answer: 'Use the email address we invited you with, and choose a password.',
      }),
      ZFaqItemSchema.parse({
        question: 'Who can see my projects?',
        answer: 'Only you and the people of our team who work on them.',
      }),
      ZFaqItemSchema.parse({
        question: 'How do I ask a question?',
        answer: 'Write to us from any project page, or reply to one of our emails.',
      }),
    ]),
  background: ZBackgroundSchema.default({}),
});
export const ZFaqSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('faq'),
  sectionName: z.enum(Object.keys(FAQ_TEMPLATES) as [TFaqName, ...TFaqName[]]).default('faq01'),
  data: ZFaqDataSchema.default({}),
});
export type TFaqSection = z.infer<typeof ZFaqSectionSchema>;
