import type { EditorRegistry } from '../drawer-fields/field-specs';
import { codeEditor } from './code/editor';
import { dataEditor } from './data/editor';
import { contentEditor } from './content/editor';
import { formEmbedEditor } from './form-embed/editor';
import { socialProofEditor } from './social-proof/editor';
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
  socialProof: socialProofEditor,
  formEmbed: formEmbedEditor,
  code: codeEditor,
  data: dataEditor,
};
