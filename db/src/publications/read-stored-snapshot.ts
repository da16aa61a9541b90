import {
  SITE_SNAPSHOT_FORMAT,
  ZPageContentsSchema,
  ZSiteSnapshotSchema,
  ZSnapshotSchema,
  splitSnapshot,
  type TPageContents,
  type TSiteSnapshot,
} from '@atrium/core';

/**
 * A `publications.snapshot` as stored: since format 2 the site-wide parts and the page index,
 * each page's contents in `publication_pages` (`inlineContents` null); before, the whole
 * snapshot, whose pages' contents are returned apart (ADR 046).
 */
export function readStoredSnapshot(stored: unknown): {
  site: TSiteSnapshot;
  inlineContents: ReadonlyMap<string, TPageContents> | null;
} {
  const format = stored && typeof stored === 'object' ? (stored as { format?: unknown }).format : undefined;
  if (format === SITE_SNAPSHOT_FORMAT) return { site: ZSiteSnapshotSchema.parse(stored), inlineContents: null };
  const { site, contents } = splitSnapshot(ZSnapshotSchema.parse(stored));
  return { site, inlineContents: new Map(contents.map((page) => [page.pageId, page.contents])) };
}

/** A `publication_pages.contents` as stored, validated as a snapshot's page contents are. */
export function readStoredPageContents(stored: unknown): TPageContents {
  return ZPageContentsSchema.parse(stored);
}
