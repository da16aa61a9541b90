/**
 * The content section's schema and defaults. They are defined in core (core/src/sections/types/content.ts)
 * because publishing and the draft API validate pages there; this folder is the type's home in
 * the sections package: its schema and its render component side by side (ADR 013).
 */
export {
  CONTENT_TEMPLATES,
  ZContentSectionSchema,
  ZContentDataSchema,
  contentSample,
  type TContentSection,
  type TContentData,
} from '@atrium/core';
