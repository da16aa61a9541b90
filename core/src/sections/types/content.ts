import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZEmbedSchema } from '../parts/embed';

const ZTextSettings = z.object({
  color: z.string().max(50).optional(),
  fontSize: z.enum(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']).optional(),
  fontWeight: z.enum(['light', 'normal', 'bold', '300', '400', '500', '600', '700', '900']).optional(),
  alignment: z.enum(['left', 'center', 'right', 'justify']).default('left'),
});

/** Content layouts: text with a heading, two columns (left and right content), text with a video (hidden). */
export const CONTENT_TEMPLATES = {
  content01: { label: 'Text with a heading' },
  content07: { label: 'Two columns of text' },
  content11: { label: 'Text with a video' },
} as const;
export type TContentName = keyof typeof CONTENT_TEMPLATES;

/** One column of content07 (spec doc 2 §3: leftContent and rightContent). */
export const ZContentColumnSchema = z.object({
  title: z.string().max(300).default(''),
  subtitle: z.string().max(300).default(''),
  description: z.string().max(5000).default(''),
});

/**
 * The content section: strapline, heading and body text. Body is plain text whose blank
 * lines separate paragraphs; it is rendered as text, never as HTML.
 */
export const ZContentDataSchema = z.object({
  strapline: z.string().max(200).default(''),
  heading: z.string().max(300).default(''),
  body: z.string().max(20000).default(''),
  textSettings: z
    .object({
      strapline: ZTextSettings.default({}),
      heading: ZTextSettings.default({}),
      body: ZTextSettings.default({}),
    })
    .default({}),
  leftContent: ZContentColumnSchema.default({
    title: 'What we do',
    subtitle: 'For clients',
    description: 'We design, build and run the tools your team works in every day.',
  }),
  rightContent: ZContentColumnSchema.default({
    title: 'How we work',
    subtitle: 'Together',
    description: 'Short cycles, one shared portal, and no surprises on the invoice.',
  }),
  /** content11's video or page: a website URL or iframe code, rebuilt as one safe iframe. */
  embed: ZEmbedSchema.default({ embedSource: 'none', height: 400 }),
  background: ZBackgroundSchema.default({}),
});
export type TContentData = z.infer<typeof ZContentDataSchema>;

export const ZContentSectionSchema = z.object({
  id: z.string().min(1).max(40),
  type: z.literal('content'),
  sectionName: z.enum(Object.keys(CONTENT_TEMPLATES) as [TContentName, ...TContentName[]]).default('content01'),
  version: z.number().default(2.1),
  data: ZContentDataSchema.default({}),
});
export type TContentSection = z.infer<typeof ZContentSectionSchema>;

export const contentSample: TContentSection = {
  id: 'samplecontent',
  type: 'content',
  sectionName: 'content01',
  version: 2.1,
  data: ZContentDataSchema.parse({
    strapline: 'Welcome',
    heading: 'Everything your clients need, in one place',
    body: 'Sign in to see your projects.\n\nQuestions? Write to us any time.',
  }),
};
