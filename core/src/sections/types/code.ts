import { z } from 'zod';
import { ZBackgroundSchema } from '../background';
import { ZSectionBase, texts } from './shared';

/** Code blocks run a builder's HTML/CSS/JS snippet in a sandboxed frame (ADR 010). */
export const CODE_TEMPLATES = {
  code01: { label: 'Full-width code' },
  code02: { label: 'Code under a heading' },
  code03: { label: 'Code in a card' },
} as const;
export type TCodeName = keyof typeof CODE_TEMPLATES;

export const CODE_HEIGHT_RANGE = { min: 100, max: 2000, step: 50 } as const;
export const CODE_SNIPPET_MAX = 50_000;

export const ZCodeDataSchema = z.object({
  heading: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
  textSettings: texts('heading', 'description'),
  code: z
    .object({
      snippet: z
        .string()
        .max(CODE_SNIPPET_MAX, `A snippet can be at most ${CODE_SNIPPET_MAX.toLocaleString('en')} characters.`)
        .default(
          '<div style="font-family: sans-serif; padding: 24px; text-align: center">\n  <strong>Your code here</strong>\n  <p>HTML, CSS and JavaScript run in their own sandbox.</p>\n</div>',
        ),
      height: z.number().min(CODE_HEIGHT_RANGE.min).max(CODE_HEIGHT_RANGE.max).default(300),
    })
    .default({}),
  background: ZBackgroundSchema.default({}),
});
export const ZCodeSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('code'),
  sectionName: z.enum(Object.keys(CODE_TEMPLATES) as [TCodeName, ...TCodeName[]]).default('code01'),
  data: ZCodeDataSchema.default({}),
});
export type TCodeSection = z.infer<typeof ZCodeSectionSchema>;
