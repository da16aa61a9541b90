/** The form block's schema and defaults, defined in core (ADR 013). */
export {
  FORM_EMBED_TEMPLATES,
  ZFormEmbedSectionSchema,
  ZFormEmbedDataSchema,
  type TFormEmbedSection,
  type TFormEmbedName,
} from '@atrium/core';
