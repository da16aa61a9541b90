/**
 * The Feature section's schema and defaults. They are defined in core (core/src/sections/types/feature.ts)
 * because publishing and the draft API validate pages there; this folder is the type's home in
 * the sections package: its schema and its render component side by side (ADR 013).
 */
export {
  FEATURE_TEMPLATES,
  FEATURE_LINK_STYLES,
  ZFeatureSectionSchema,
  ZFeatureDataSchema,
  ZFeatureItemSchema,
  type TFeatureSection,
  type TFeatureItem,
  type TFeatureName,
} from '@atrium/core';
