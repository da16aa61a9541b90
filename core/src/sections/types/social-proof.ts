import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZSectionBase, itemId, texts } from './shared';

/** Social proof layouts: a row of logos, a logo grid beside the heading, numbers with labels. */
export const SOCIAL_PROOF_TEMPLATES = {
  socialProof01: { label: 'Row of logos' },
  socialProof02: { label: 'Logo grid beside a heading' },
  socialProof03: { label: 'Numbers that matter' },
} as const;
export type TSocialProofName = keyof typeof SOCIAL_PROOF_TEMPLATES;

/** One logo or number: a name (shown as a wordmark without a logo), a value for numbers, a link. */
export const ZSocialProofItemSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  name: z.string().max(200).default(''),
  value: z.string().max(50).default(''),
  imageUrl: z.string().max(2000).default(''),
  url: z.string().max(2000).default(''),
});
export type TSocialProofItem = z.infer<typeof ZSocialProofItemSchema>;

const item = (name: string, value: string) => ZSocialProofItemSchema.parse({ name, value });

export const ZSocialProofDataSchema = z.object({
  strapline: z.string().max(200).default(''),
  heading: z.string().max(300).default('Trusted by teams who ship'),
  description: z.string().max(2000).default(''),
  textSettings: texts('strapline', 'heading', 'description'),
  items: z
    .array(ZSocialProofItemSchema)
    .max(24)
    .default(() => [
      item('Northwind', '120+'),
      item('Globex', '98%'),
      item('Initech', '24 h'),
      item('Umbrella', '4.9/5'),
    ]),
  background: ZBackgroundSchema.default({}),
});
export const ZSocialProofSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('socialProof'),
  sectionName: z
    .enum(Object.keys(SOCIAL_PROOF_TEMPLATES) as [TSocialProofName, ...TSocialProofName[]])
    .default('socialProof01'),
  data: ZSocialProofDataSchema.default({}),
});
export type TSocialProofSection = z.infer<typeof ZSocialProofSectionSchema>;
