import { fontListItems } from '@atrium/core';

/** Spec doc 3 §7 and §9: the font list is cached 10 minutes (600000 ms). */
const FONT_LIST_CACHE_CONTROL = 'public, max-age=600';

/**
 * GET /api/fonts (spec doc 3 §7, path not shown there): the theme editor's font picker,
 * `{ items: [{ family, category, weights }] }` in popularity order. The fonts are the
 * self-hosted ones (core/src/theme/fonts.ts); the list is public and the same for everyone.
 */
export const loader = () =>
  Response.json({ items: fontListItems() }, { headers: { 'Cache-Control': FONT_LIST_CACHE_CONTROL } });
