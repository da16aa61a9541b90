import type { ComponentType } from 'react';
import type { TSection, TSectionType } from '@atrium/core';
import { Code } from './code/Code';
import { DataListing } from './data/DataListing';
import { Content } from './content/Content';
import { FormEmbed } from './form-embed/FormEmbed';
import { SocialProof } from './social-proof/SocialProof';
import { Faq } from './faq/Faq';
import { Feature } from './feature/Feature';
import { Hero } from './hero/Hero';
import { Testimonial } from './testimonial/Testimonial';
import type { SectionProps } from './section-props';

/** One renderer per catalogue type. Adding a type to the core catalogue fails type-checking here until it has one. */
export const SECTION_RENDERERS: { [K in TSectionType]: ComponentType<SectionProps<Extract<TSection, { type: K }>>> } = {
  content: Content,
  hero: Hero,
  feature: Feature,
  testimonial: Testimonial,
  faq: Faq,
  socialProof: SocialProof,
  formEmbed: FormEmbed,
  code: Code,
  data: DataListing,
};

/** Spec doc 1 §8 / doc 2: shown in the builder's preview for a section type that no longer exists. */
export const UNSUPPORTED_SECTION_MESSAGE =
  'This block is no longer supported. To update the content, please delete and re-create it using our current collection.';

/** A section as stored; its type may be one the catalogue no longer knows. */
export type RenderableSection = TSection | { id?: string; type: string };

export interface RenderSectionProps {
  section: RenderableSection;
  position: number;
  /** True in the builder's preview: unknown sections show the spec's notice instead of nothing. */
  preview?: boolean;
}

export function hasSectionRenderer(type: string): type is TSectionType {
  return Object.hasOwn(SECTION_RENDERERS, type);
}

export function RenderSection({ section, position, preview = false }: RenderSectionProps) {
  if (hasSectionRenderer(section.type)) {
    // The map pairs each type with its renderer; TypeScript cannot correlate the two through an index.
    const Renderer = SECTION_RENDERERS[section.type] as ComponentType<SectionProps>;
    return <Renderer section={section as TSection} position={position} preview={preview} />;
  }
  if (!preview) return null;
  return (
    <section className="atrium-section atrium-unsupported" role="note">
      <div className="atrium-container">
        <p>{UNSUPPORTED_SECTION_MESSAGE}</p>
      </div>
    </section>
  );
}
