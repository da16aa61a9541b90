import { z } from 'zod';
import { ZFooterSchema } from '../documents/footer';
import { ZHeaderSchema } from '../documents/header';
import { PAGE_CONTENTS_VERSION, ZPageContentsSchema, type TPageContents } from '../documents/page-contents';
import { ZSiteSettingsSchema } from '../documents/settings';
import { ZThemeSchema } from '../theme/theme';
import { PAGE_TYPES } from '../pages/schemas';
import { prepareContentsForPublish } from './prepare-for-publish';

export const SNAPSHOT_FORMAT = 1;

export const ZSnapshotPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  type: z.enum(PAGE_TYPES),
  meta: z.object({ title: z.string().default(''), description: z.string().default('') }).default({}),
  options: z.object({ isPublic: z.boolean().default(true), addToHeader: z.boolean().default(true) }).default({}),
  contents: ZPageContentsSchema,
});
export type TSnapshotPage = z.infer<typeof ZSnapshotPageSchema>;

/**
 * What the portal host serves: one immutable, self-contained document per publish.
 * Nav links are resolved to page paths at publish time so rendering needs no lookups.
 */
export const ZSnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  site: z.object({ id: z.string(), name: z.string(), subdomain: z.string() }),
  header: ZHeaderSchema,
  footer: ZFooterSchema,
  theme: ZThemeSchema,
  settings: ZSiteSettingsSchema,
  pages: z.array(ZSnapshotPageSchema),
});
export type TSnapshot = z.infer<typeof ZSnapshotSchema>;

export interface BuildSnapshotInput {
  site: { id: string; name: string; subdomain: string };
  header: unknown;
  footer: unknown;
  theme: unknown;
  settings: unknown;
  pages: Array<{
    id: string;
    name: string;
    path: string;
    type: string;
    meta: unknown;
    options: unknown;
    contents: unknown;
  }>;
}

/** The fields of a page that a snapshot keeps (a page view may carry more). */
export function toSnapshotPage(page: TSnapshotPage): TSnapshotPage {
  const { id, name, path, type, meta, options, contents } = page;
  return { id, name, path, type, meta, options, contents };
}

/**
 * Validates a draft and turns it into a snapshot, each page's contents prepared for publishing
 * (prepare-for-publish.ts: unused image data dropped, embeds rebuilt safely, rich text
 * re-validated, empty list items removed). Throws a ZodError naming what is wrong,
 * so a broken draft is never published.
 */
export function buildSnapshot(input: BuildSnapshotInput): TSnapshot {
  return ZSnapshotSchema.parse({
    format: SNAPSHOT_FORMAT,
    site: input.site,
    header: input.header,
    footer: input.footer,
    theme: input.theme,
    settings: input.settings,
    pages: input.pages.map((page) => ({ ...page, contents: prepareContentsForPublish(page.contents) })),
  });
}

export function findSnapshotPage(snapshot: TSnapshot, path: string): TSnapshotPage | undefined {
  return snapshot.pages.find((p) => p.path === path && p.type === 'page');
}

/**
 * What one page view needs from a snapshot: every page's name and path (for navigation) but
 * only this page's sections, so a response never carries other pages' contents.
 */
export function snapshotForPage(snapshot: TSnapshot, pageId: string | undefined): TSnapshot {
  return {
    ...snapshot,
    pages: snapshot.pages.map((p) => (p.id === pageId ? p : { ...p, contents: { ...p.contents, sections: [] } })),
  };
}

/** The format of a stored snapshot whose pages' contents are stored apart, one row per page. */
export const SITE_SNAPSHOT_FORMAT = 2;

/** A page in the page index: everything but its contents. */
export const ZSnapshotPageEntrySchema = ZSnapshotPageSchema.omit({ contents: true });
export type TSnapshotPageEntry = z.infer<typeof ZSnapshotPageEntrySchema>;

/**
 * The site-wide parts of a snapshot and its page index, without any page's contents (ADR 046):
 * what every response of a portal needs, stored in `publications.snapshot` since format 2.
 */
export const ZSiteSnapshotSchema = ZSnapshotSchema.extend({
  format: z.literal(SITE_SNAPSHOT_FORMAT),
  pages: z.array(ZSnapshotPageEntrySchema),
});
export type TSiteSnapshot = z.infer<typeof ZSiteSnapshotSchema>;

/** A snapshot split into its site-wide part and each page's contents, to be stored apart. */
export function splitSnapshot(snapshot: TSnapshot): {
  site: TSiteSnapshot;
  contents: Array<{ pageId: string; contents: TPageContents }>;
} {
  return {
    site: {
      ...snapshot,
      format: SITE_SNAPSHOT_FORMAT,
      pages: snapshot.pages.map(({ contents: _contents, ...entry }) => entry),
    },
    contents: snapshot.pages.map((page) => ({ pageId: page.id, contents: page.contents })),
  };
}

/**
 * A whole snapshot from its site-wide part and the contents of its pages; a page whose contents
 * are not given gets none (no sections), as snapshotForPage gives the pages not shown.
 */
export function joinSnapshot(site: TSiteSnapshot, contents: ReadonlyMap<string, TPageContents>): TSnapshot {
  return {
    ...site,
    format: SNAPSHOT_FORMAT,
    pages: site.pages.map((entry) => ({
      ...entry,
      contents: contents.get(entry.id) ?? { version: PAGE_CONTENTS_VERSION, sections: [] },
    })),
  };
}
