/**
 * The Hero section's schema and defaults. They are defined in core (core/src/sections/types/hero.ts)
 * because publishing and the draft API validate pages there; this folder is the type's home in
 * the sections package: its schema and its render component side by side (ADR 013).
 */
export { HERO_TEMPLATES, ZHeroSectionSchema, ZHeroDataSchema, type THeroSection, type THeroName } from '@atrium/core';
