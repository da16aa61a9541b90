import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZEmbedSchema } from '../parts/embed';
import { ZSectionBase, texts } from './shared';

/** Form blocks embed a form from a form service (Typeform, Tally, Google Forms, Airtable…). */
export const FORM_EMBED_TEMPLATES = {
  form01: { label: 'Form under a heading' },
  form02: { label: 'Text beside a form' },
  form03: { label: 'Form on a card' },
} as const;
export type TFormEmbedName = keyof typeof FORM_EMBED_TEMPLATES;

export const ZFormEmbedDataSchema = z.object({
  heading: z.string().max(300).default('Get in touch'),
  description: z.string().max(2000).default('Tell us about your project and we will reply within a working day.'),
  textSettings: texts('heading', 'description'),
  /** The form: its share link (website URL) or its embed code, rebuilt as one safe iframe. */
  embed: ZEmbedSchema.default({ embedSource: 'url', height: 600 }),
  background: ZBackgroundSchema.default({}),
});
export const ZFormEmbedSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('formEmbed'),
  sectionName: z.enum(Object.keys(FORM_EMBED_TEMPLATES) as [TFormEmbedName, ...TFormEmbedName[]]).default('form01'),
  data: ZFormEmbedDataSchema.default({}),
});
export type TFormEmbedSection = z.infer<typeof ZFormEmbedSectionSchema>;
