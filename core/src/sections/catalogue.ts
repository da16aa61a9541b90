import { z } from 'zod';
import { createId } from '../ids/create-id';
import { ZContentSectionSchema, contentSample, type TContentSection } from './content';

/**
 * The section catalogue: one entry per section type, each with its schema, defaults and a
 * sample that a shared test validates and renders. More types arrive with the page editor.
 */
export const ZSectionSchema = z.discriminatedUnion('type', [ZContentSectionSchema]);
export type TSection = z.infer<typeof ZSectionSchema>;
export type TSectionType = TSection['type'];

export const SECTION_ID_LENGTH = 12;

interface SectionTypeDefinition<T extends TSection> {
  type: T['type'];
  label: string;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  create: (data?: Partial<T['data']>) => T;
  sample: T;
}

export const SECTION_CATALOGUE: { [K in TSectionType]: SectionTypeDefinition<Extract<TSection, { type: K }>> } = {
  content: {
    type: 'content',
    label: 'Content',
    schema: ZContentSectionSchema as z.ZodType<TContentSection, z.ZodTypeDef, unknown>,
    create: (data) =>
      ZContentSectionSchema.parse({ id: createId(SECTION_ID_LENGTH), type: 'content', data: data ?? {} }),
    sample: contentSample,
  },
};
