import { micromark } from 'micromark';
import type { HelpSlug } from './help-url';

/**
 * The user guide, docs/guide/{n}-{slug}.md, bundled into the server build at build time (Vite's
 * `import.meta.glob`), so `npm start`, the production image and tests serve the same pages
 * without reading the repository at run time (ADR 056). The files are ours: micromark renders
 * them without raw HTML, and links to another guide file (`3-page-access.md#anchor`) become
 * /help links.
 */
const SOURCES = import.meta.glob('../../../docs/guide/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

export interface GuidePage {
  slug: HelpSlug;
  title: string;
  /** The first paragraph, for the contents. */
  summary: string;
  html: string;
}

const FILE_NAME = /(?:^|\/)\d+-([a-z0-9-]+)\.md$/;

/** A heading's anchor: 'Public and user listings' -> 'public-and-user-listings'. */
export function headingAnchor(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function render(markdown: string): string {
  return micromark(markdown)
    .replace(
      /href="(?:\.\/)?\d+-([a-z0-9-]+)\.md(#[a-z0-9-]+)?"/g,
      (_, slug: string, anchor = '') => `href="/help/${slug}${anchor}"`,
    )
    .replace(
      /<h([23])>(.*?)<\/h\1>/g,
      (_, level: string, text: string) => `<h${level} id="${headingAnchor(text)}">${text}</h${level}>`,
    );
}

function parse(path: string, markdown: string): GuidePage {
  const slug = FILE_NAME.exec(path)?.[1];
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  if (!slug || !title) throw new Error(`docs/guide: ${path} needs a name like 1-slug.md and a '# Title' line`);
  const summary = markdown
    .replace(/^# .+$/m, '')
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  return { slug: slug as HelpSlug, title, summary, html: render(markdown) };
}

/** The guide's pages in their order (the files' number). */
export const GUIDE: readonly GuidePage[] = Object.entries(SOURCES)
  .sort(([a], [b]) => Number(/(\d+)-[^/]+$/.exec(a)?.[1]) - Number(/(\d+)-[^/]+$/.exec(b)?.[1]))
  .map(([path, markdown]) => parse(path, markdown));

/** A page by its slug; anything else (including `..` or a file name) finds nothing. */
export function findGuidePage(slug: string | undefined): GuidePage | undefined {
  return GUIDE.find((page) => page.slug === slug);
}
