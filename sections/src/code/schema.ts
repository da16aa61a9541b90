/** The code block's schema and defaults, defined in core (ADR 013). */
export {
  CODE_TEMPLATES,
  CODE_HEIGHT_RANGE,
  ZCodeSectionSchema,
  ZCodeDataSchema,
  type TCodeSection,
  type TCodeName,
} from '@atrium/core';
