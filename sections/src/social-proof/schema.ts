/** The social proof section's schema and defaults, defined in core (ADR 013). */
export {
  SOCIAL_PROOF_TEMPLATES,
  ZSocialProofSectionSchema,
  ZSocialProofDataSchema,
  ZSocialProofItemSchema,
  type TSocialProofSection,
  type TSocialProofItem,
  type TSocialProofName,
} from '@atrium/core';
