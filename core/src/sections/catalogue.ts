import { z } from 'zod';
import { createId } from '../ids/create-id';
import { richTextFromPlain } from '../rich-text/rich-text';
import { CONTENT_TEMPLATES, ZContentSectionSchema, contentSample, type TContentSection } from './types/content';
import {
  CODE_TEMPLATES,
  FORM_EMBED_TEMPLATES,
  SOCIAL_PROOF_TEMPLATES,
  ZCodeSectionSchema,
  ZFormEmbedSectionSchema,
  ZSocialProofSectionSchema,
  type TCodeSection,
  type TFormEmbedSection,
  type TSocialProofSection,
  FAQ_TEMPLATES,
  FEATURE_TEMPLATES,
  HERO_TEMPLATES,
  NEW_BLOCK_VERSION,
  TESTIMONIAL_TEMPLATES,
  ZFaqSectionSchema,
  ZFeatureItemSchema,
  ZFeatureSectionSchema,
  ZHeroSectionSchema,
  ZTestimonialSectionSchema,
  type TFaqSection,
  type TFeatureSection,
  type THeroSection,
  type TTestimonialSection,
  DATA_TEMPLATES,
  ZDataSectionSchema,
  dataWithLayout,
  type TDataSection,
} from './types';

/**
 * The section catalogue: one entry per section type, each with its schema, defaults and a
 * sample that a shared test validates and renders; and the templates (layouts) the Add
 * Section modal offers, by category.
 */
export const ZSectionSchema = z.discriminatedUnion('type', [
  ZContentSectionSchema,
  ZHeroSectionSchema,
  ZFeatureSectionSchema,
  ZTestimonialSectionSchema,
  ZFaqSectionSchema,
  ZSocialProofSectionSchema,
  ZFormEmbedSectionSchema,
  ZCodeSectionSchema,
  ZDataSectionSchema,
]);
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

function definition<T extends TSection>(
  type: T['type'],
  label: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  sample: (create: (data?: Partial<T['data']>) => T) => T,
): SectionTypeDefinition<T> {
  const create = (data?: Partial<T['data']>) =>
    schema.parse({ id: createId(SECTION_ID_LENGTH), type, version: NEW_BLOCK_VERSION, data: data ?? {} });
  return { type, label, schema, create, sample: sample(create) };
}

const sampleId = (type: string) => `sample${type}`.slice(0, 12).padEnd(12, '0');

export const SECTION_CATALOGUE: { [K in TSectionType]: SectionTypeDefinition<Extract<TSection, { type: K }>> } = {
  content: {
    type: 'content',
    label: 'Content',
    schema: ZContentSectionSchema as z.ZodType<TContentSection, z.ZodTypeDef, unknown>,
    create: (data) =>
      ZContentSectionSchema.parse({ id: createId(SECTION_ID_LENGTH), type: 'content', data: data ?? {} }),
    sample: contentSample,
  },
  hero: definition<THeroSection>(
    'hero',
    'Hero',
    ZHeroSectionSchema as z.ZodType<THeroSection, z.ZodTypeDef, unknown>,
    (create) => ({
      ...create({
        strapline: 'Client portal',
        image: { source: 'gradient', gradient: 3, height: 500 } as THeroSection['data']['image'],
      }),
      id: sampleId('hero'),
    }),
  ),
  feature: definition<TFeatureSection>(
    'feature',
    'Features',
    ZFeatureSectionSchema as z.ZodType<TFeatureSection, z.ZodTypeDef, unknown>,
    (create) => ({ ...create(), id: sampleId('feature') }),
  ),
  testimonial: definition<TTestimonialSection>(
    'testimonial',
    'Testimonials',
    ZTestimonialSectionSchema as z.ZodType<TTestimonialSection, z.ZodTypeDef, unknown>,
    (create) => ({ ...create(), id: sampleId('testim') }),
  ),
  faq: definition<TFaqSection>(
    'faq',
    'FAQ',
    ZFaqSectionSchema as z.ZodType<TFaqSection, z.ZodTypeDef, unknown>,
    (create) => ({
      ...create(),
      id: sampleId('faq'),
    }),
  ),
  socialProof: definition<TSocialProofSection>(
    'socialProof',
    'Social Proof',
    ZSocialProofSectionSchema as z.ZodType<TSocialProofSection, z.ZodTypeDef, unknown>,
    // The numbers layout shows every text of an item (logos show names only).
    (create) => ({ ...create(), sectionName: 'socialProof03', id: sampleId('social') }),
  ),
  formEmbed: definition<TFormEmbedSection>(
    'formEmbed',
    'Form',
    ZFormEmbedSectionSchema as z.ZodType<TFormEmbedSection, z.ZodTypeDef, unknown>,
    (create) => ({ ...create(), id: sampleId('form') }),
  ),
  code: definition<TCodeSection>(
    'code',
    'Code',
    ZCodeSectionSchema as z.ZodType<TCodeSection, z.ZodTypeDef, unknown>,
    (create) => ({
      ...create({ heading: 'Live availability', description: 'Book a slot that suits you.' }),
      sectionName: 'code02',
      id: sampleId('code'),
    }),
  ),
  data: definition<TDataSection>(
    'data',
    'Data',
    ZDataSectionSchema as z.ZodType<TDataSection, z.ZodTypeDef, unknown>,
    // Thumbnails render it with listingSampleView()'s records.
    (create) => ({
      ...create({
        heading: 'Projects',
        source: { kind: 'local', baseId: '', baseName: '', tableId: 'tblSample', tableName: 'Projects' },
      }),
      id: sampleId('data'),
    }),
  ),
};

/** The Add Section modal's data categories (spec doc 2 §2), in menu order. */
export const DATA_SECTION_CATEGORIES = [
  { id: 'list', label: 'List' },
  { id: 'grid', label: 'Grid' },
  { id: 'table', label: 'Table' },
  { id: 'form', label: 'Form' },
  { id: 'record', label: 'Single Record View' },
] as const;
export type TDataSectionCategoryId = (typeof DATA_SECTION_CATEGORIES)[number]['id'];

/** The Add Section modal's marketing categories (spec doc 2 §2), in menu order. */
export const SECTION_CATEGORIES = [
  { id: 'hero', label: 'Hero' },
  { id: 'features', label: 'Features' },
  { id: 'content', label: 'Content' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'social-proof', label: 'Social Proof' },
  { id: 'faq', label: 'FAQ' },
] as const;
export type TSectionCategoryId = (typeof SECTION_CATEGORIES)[number]['id'];

/** One layout card of the Add Section modal. */
export interface SectionTemplate {
  /** The section's sectionName, e.g. 'hero01'. */
  name: string;
  type: TSectionType;
  category: TSectionCategoryId | TDataSectionCategoryId;
  label: string;
  /** Exists (stored pages may use it) but is not offered in the grid: hero14, feature23, feature50, content11. */
  hidden: boolean;
  /** A new section: fresh 12-character id, version 2.1, the template's defaults. */
  create: () => TSection;
  /** Realistic content for the card's thumbnail. */
  sample: TSection;
}

/** The spec's hidden blocks (doc 2 §2). */
export const HIDDEN_TEMPLATES: readonly string[] = ['hero14', 'feature23', 'feature50', 'content11'];
/** Templates whose two-column grid is reversed (image on the other side; doc 2 §9). */
export const REVERSED_GRID_TEMPLATES: readonly string[] = ['hero18', 'feature01', 'feature50'];

function withName<T extends TSection>(section: T, name: string, patch: (data: T['data']) => T['data'] = (d) => d): T {
  return { ...section, sectionName: name, data: patch(structuredClone(section.data)) } as T;
}

/** The hero templates, each with its image height, grid and text alignment. */
function heroTemplates(): SectionTemplate[] {
  const list: SectionTemplate[] = [];
  for (const [name, t] of Object.entries(HERO_TEMPLATES)) {
    const patch = (d: THeroSection['data']) => ({
      ...d,
      image: { ...d.image, height: t.imageHeight },
      background: {
        ...d.background,
        grid: name === 'hero03' ? ('3/5' as const) : d.background.grid,
        ...(name === 'hero04' ? { imageSource: 'gradient' as const, gradient: 16, color: '#09203f' } : {}),
      },
      ...(['hero03', 'hero05', 'hero14', 'hero18'].includes(name)
        ? {
            textSettings: {
              strapline: { ...d.textSettings.strapline, alignment: 'left' as const },
              heading: { ...d.textSettings.heading, alignment: 'left' as const },
              description: { ...d.textSettings.description, alignment: 'left' as const },
            },
          }
        : {}),
      ...(name === 'hero04'
        ? {
            textSettings: {
              ...d.textSettings,
              heading: { ...d.textSettings.heading, color: '#ffffff' },
              description: { ...d.textSettings.description, color: '#ffffff' },
              strapline: { ...d.textSettings.strapline, color: '#ffffff' },
            },
          }
        : {}),
    });
    const def = SECTION_CATALOGUE.hero;
    list.push({
      name,
      type: 'hero',
      category: 'hero',
      label: t.label,
      hidden: HIDDEN_TEMPLATES.includes(name),
      create: () => withName(def.create(), name, patch),
      sample: withName(def.sample, name, patch),
    });
  }
  return list;
}

/** The feature templates, each with its image height (two start with a gradient). */
function featureTemplates(): SectionTemplate[] {
  const list: SectionTemplate[] = [];
  for (const [name, t] of Object.entries(FEATURE_TEMPLATES)) {
    const def = SECTION_CATALOGUE.feature;
    const patch = (d: TFeatureSection['data']) => ({
      ...d,
      image: {
        ...d.image,
        height: t.imageHeight,
        ...(name === 'feature01' || name === 'feature50' ? { source: 'gradient' as const, gradient: 13 } : {}),
      },
    });
    list.push({
      name,
      type: 'feature',
      category: 'features',
      label: t.label,
      hidden: HIDDEN_TEMPLATES.includes(name),
      create: () => withName(def.create(), name, patch),
      sample: withName(def.sample, name, patch),
    });
  }
  return list;
}

function templates(): SectionTemplate[] {
  const list: SectionTemplate[] = [...heroTemplates(), ...featureTemplates()];
  for (const [name, t] of Object.entries(CONTENT_TEMPLATES)) {
    const def = SECTION_CATALOGUE.content;
    const patch = (d: TContentSection['data']) =>
      name === 'content11'
        ? {
            ...d,
            embed: {
              ...d.embed,
              embedSource: 'url' as const,
              url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
            },
          }
        : d;
    list.push({
      name,
      type: 'content',
      category: 'content',
      label: t.label,
      hidden: HIDDEN_TEMPLATES.includes(name),
      create: () => withName(def.create(), name, patch),
      sample: withName(def.sample, name, patch),
    });
  }
  // Form and code blocks sit with the content layouts: the spec's marketing categories are fixed.
  for (const [templates, type] of [
    [FORM_EMBED_TEMPLATES, 'formEmbed'],
    [CODE_TEMPLATES, 'code'],
  ] as const) {
    for (const [name, t] of Object.entries(templates)) {
      const def = SECTION_CATALOGUE[type];
      list.push({
        name,
        type,
        category: 'content',
        label: t.label,
        hidden: false,
        create: () => withName(def.create(), name),
        sample: withName(def.sample, name),
      });
    }
  }
  for (const [name, t] of Object.entries(TESTIMONIAL_TEMPLATES)) {
    const def = SECTION_CATALOGUE.testimonial;
    list.push({
      name,
      type: 'testimonial',
      category: 'testimonials',
      label: t.label,
      hidden: false,
      create: () => withName(def.create(), name),
      sample: withName(def.sample, name),
    });
  }
  for (const [name, t] of Object.entries(SOCIAL_PROOF_TEMPLATES)) {
    const def = SECTION_CATALOGUE.socialProof;
    list.push({
      name,
      type: 'socialProof',
      category: 'social-proof',
      label: t.label,
      hidden: false,
      create: () => withName(def.create(), name),
      sample: withName(def.sample, name),
    });
  }
  for (const [name, t] of Object.entries(DATA_TEMPLATES)) {
    const def = SECTION_CATALOGUE.data;
    // Each layout starts with its own detail type (the Expandable list expands its records).
    const create = () => {
      const section = withName(def.create(), name) as TDataSection;
      return { ...section, data: dataWithLayout(section.data, name) };
    };
    list.push({
      name,
      type: 'data',
      category: t.category,
      label: t.label,
      hidden: false,
      create,
      sample: withName(def.sample, name),
    });
  }
  for (const [name, t] of Object.entries(FAQ_TEMPLATES)) {
    const def = SECTION_CATALOGUE.faq;
    list.push({
      name,
      type: 'faq',
      category: 'faq',
      label: t.label,
      hidden: false,
      create: () => withName(def.create(), name),
      sample: withName(def.sample, name),
    });
  }
  return list;
}

export const SECTION_TEMPLATES: readonly SectionTemplate[] = templates();

export function findTemplate(name: string): SectionTemplate | undefined {
  return SECTION_TEMPLATES.find((t) => t.name === name);
}

/** What a category's grid shows: its templates, without the hidden ones. */
export function visibleTemplates(category: TSectionCategoryId | TDataSectionCategoryId): SectionTemplate[] {
  return SECTION_TEMPLATES.filter((t) => t.category === category && !t.hidden);
}

/** A new feature item (v2) for the drawer's Add item. */
export function newFeatureItem(title = 'New feature') {
  return ZFeatureItemSchema.parse({ title, body: richTextFromPlain('Describe it in a sentence or two.') });
}
