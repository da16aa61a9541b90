import { z } from 'zod';
import { ZFooterSchema } from '../documents/footer';
import { ZHeaderSchema } from '../documents/header';
import { ZPageContentsSchema } from '../documents/page-contents';
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
