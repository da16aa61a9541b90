import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZSectionBase, itemId, texts } from './shared';

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
