/**
 * The Testimonial section's schema and defaults. They are defined in core (core/src/sections/types/testimonial.ts)
 * because publishing and the draft API validate pages there; this folder is the type's home in
 * the sections package: its schema and its render component side by side (ADR 013).
 */
export {
  TESTIMONIAL_TEMPLATES,
  ZTestimonialSectionSchema,
  ZTestimonialDataSchema,
  ZTestimonialItemSchema,
  nextRating,
  type TTestimonialSection,
  type TTestimonialItem,
  type TTestimonialName,
} from '@atrium/core';
