/**
 * The user guide shipped with Atrium (docs/guide, served by the builder at /help and
 * /help/{slug}; ADR 056). Linked from the workspace home's Tutorials card, the editor and the
 * spots where a builder decides something ('Learn more').
 */
export const HELP_URL = '/help';

/** The guide's pages, by slug (docs/guide/{n}-{slug}.md). */
export type HelpSlug =
  'getting-started' | 'data-sections' | 'users-and-groups' | 'page-access' | 'publishing-and-domains' | 'invitations';

/** One guide page, optionally at a heading's anchor. */
export function helpUrl(slug: HelpSlug, anchor?: string): string {
  return `${HELP_URL}/${slug}${anchor ? `#${anchor}` : ''}`;
}
