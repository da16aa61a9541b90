import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZSectionBase, itemId, texts } from './shared';

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
