import type { TSection } from '@atrium/core';

/** What every section renderer receives. */
export interface SectionProps<T extends TSection = TSection> {
  section: T;
  /**
   * Where the section sits on the page, from 0. The first section's heading is the page's
   * `<h1>`; later ones use `<h2>`, so every page has exactly one top-level heading.
   */
  position: number;
  /** The builder's preview (and Add Section thumbnails): empty embeds show a hint there. */
  preview?: boolean;
}
