/**
 * The Faq section's schema and defaults. They are defined in core (core/src/sections/types/faq.ts)
 * because publishing and the draft API validate pages there; this folder is the type's home in
 * the sections package: its schema and its render component side by side (ADR 013).
 */
export {
  FAQ_TEMPLATES,
  ZFaqSectionSchema,
  ZFaqDataSchema,
  ZFaqItemSchema,
  type TFaqSection,
  type TFaqItem,
  type TFaqName,
} from '@atrium/core';
