import type { TSnapshot } from '../publish/snapshot';

/**
 * Which published pages use each upload (ADR 022). An upload is stored as several files (the
 * original, WebP/AVIF renditions, favicon sizes: ADR 008), all named after its public id, so
 * every file of an upload shares one upload id: `sites/{siteId}/{publicId}`.
 */
const RENDITION = /^(.+)-\d+w(?:-anim)?\.(?:webp|avif)$/;
const FAVICON = /^(.+)-favicon(?:-\d+\.png|\.ico)$/;
const ORIGINAL = /^(.+)\.(?:png|jpe?g|webp|gif|avif)$/;

/** `sites/abc/hero-x1y2z3-960w.webp` -> `sites/abc/hero-x1y2z3`; any other key is its own id. */
export function mediaUploadId(key: string): string {
  const cut = key.lastIndexOf('/');
  const folder = key.slice(0, cut + 1);
  const file = key.slice(cut + 1);
  const base = RENDITION.exec(file)?.[1] ?? FAVICON.exec(file)?.[1] ?? ORIGINAL.exec(file)?.[1] ?? file;
  return folder + base;
}

export interface TMediaUses {
  /** Uploads used outside pages (logo, favicon, header, footer, theme, settings): shown on every page. */
  outsidePages: ReadonlySet<string>;
  /** Upload id -> the ids of the pages whose contents use it. */
  byPage: ReadonlyMap<string, readonly string[]>;
}

/** `/media/sites/...` in a document's strings, as an absolute path or inside a full URL. */
const MEDIA_URL = /\/media\/(sites\/[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*)/g;

function uploadsIn(value: unknown): Set<string> {
  const found = new Set<string>();
  for (const match of JSON.stringify(value).matchAll(MEDIA_URL)) found.add(mediaUploadId(match[1]!));
  return found;
}

/** Where a snapshot uses uploaded media: once per snapshot, cached with it (snapshots are immutable). */
export function mediaUses(snapshot: TSnapshot): TMediaUses {
  const cached = usesBySnapshot.get(snapshot);
  if (cached) return cached;
  const { pages, ...rest } = snapshot;
  const byPage = new Map<string, string[]>();
  for (const page of pages) {
    for (const id of uploadsIn(page.contents)) byPage.set(id, [...(byPage.get(id) ?? []), page.id]);
  }
  const uses = { outsidePages: uploadsIn(rest), byPage };
  usesBySnapshot.set(snapshot, uses);
  return uses;
}

const usesBySnapshot = new WeakMap<TSnapshot, TMediaUses>();
