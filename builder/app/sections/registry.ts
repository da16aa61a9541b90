import type { EditorRegistry } from '../editor/block-drawer/field-specs';
import { contentEditor } from './content/editor';
import { faqEditor } from './faq/editor';
import { featureEditor } from './feature/editor';
import { heroEditor } from './hero/editor';
import { testimonialEditor } from './testimonial/editor';

/** The block drawer's editor module per section type; a type without one fails type-checking. */
export const SECTION_EDITORS: EditorRegistry = {
  content: contentEditor,
  hero: heroEditor,
  feature: featureEditor,
  testimonial: testimonialEditor,
  faq: faqEditor,
};
