import {
  findSiteByHostname,
  getPublishedPages,
  getPublishedSite,
  getSiteAccessState,
  type HostedSite,
  type PublishedSite,
  type SiteAccessState,
} from '@atrium/db';
import {
  canonicalRequestPath,
  joinSnapshot,
  normaliseHostname,
  portalOrigin,
  type TPageContents,
  type TSnapshot,
} from '@atrium/core';
import {
  CHANNELS,
  Lru,
  approximateHeapBytes,
  megabytesToBytes,
  type InProcessCacheStats,
  type Runtime,
} from '@atrium/integrations';
import { redirect } from '@remix-run/node';

/**
 * Which portal a request is for, and the snapshot it serves.
 *
 * The lookups are cached in process so a warm portal host answers page views without touching
 * the database:
 * - host name -> site: LRU, 10k entries, 60 s; unknown host names are remembered for 5 s;
 * - site -> latest publication's site-wide part and page index (or "never published"), 5
 *   minutes, and (publication, page) -> that page's contents, read on demand (ADR 046), an hour
 *   (a publication never changes): one LRU bounded by SNAPSHOT_CACHE_MB. Each entry's size is
 *   the length of its JSON, estimated once when it is cached (ADR 043); the budget counts those
 *   bytes; the heap holds about 1.6 times as much. A publication from before ADR 046 is read and
 *   cached whole, with every page's contents, as before.
 *
 * The builder sends CHANNELS.siteChanged (a site id) after publish, rename, delete and domain
 * changes; through the runtime's cache pub/sub (Redis across instances, memory in one process)
 * every portal host then drops that site's snapshot and host names, so the very next request
 * reads the new state. When Redis was unreachable, messages from other processes may have been
 * missed: on reconnection the cache calls `onResync` and everything is dropped (ADR 023). The
 * TTLs only bound staleness if a message is ever lost otherwise.
 *
 * When the database cannot be asked, a host name or snapshot whose TTL ran out (but that no
 * invalidation dropped) is still answered from memory, so portal pages and the TLS permission
 * check keep answering through a brief database outage (ADR 025).
 */
export const PORTAL_CACHE_LIMITS = {
  hostEntries: 10_000,
  hostTtlMs: 60_000,
  unknownHostTtlMs: 5_000,
  /**
   * Snapshots and pages' contents are bounded by SNAPSHOT_CACHE_MB; this cap only bounds "never
   * published" markers and many small pages.
   */
  publicationEntries: 250_000,
  /** Access states are a few KB each (rules, app config, page access). */
  accessStateEntries: 500,
  publicationTtlMs: 5 * 60_000,
  /** What a cached publication costs beyond its snapshot's JSON (the entry, version, date). */
  publicationOverheadBytes: 128,
  /** A page's published contents never change (they are keyed by publication); kept an hour. */
  pageContentsTtlMs: 60 * 60_000,
  /** What a cached page's contents cost beyond their JSON (the entry and its key). */
  pageOverheadBytes: 96,
} as const;

export type PortalResolution =
  | { kind: 'unknown-host'; hostname: string }
  | { kind: 'unpublished'; hostname: string; site: HostedSite }
  | PublishedPortal;

/** A published portal; its pages' contents are read with publishedSnapshot. */
export interface PublishedPortal {
  kind: 'published';
  hostname: string;
  site: HostedSite;
  /** The latest publication's site-wide part and page index. */
  publication: PublishedSite;
  /** The cache the publication came from (none when this process cannot subscribe). */
  readonly cache: PortalStore | undefined;
}

/**
 * The portal a request is for, by its Host. The `www.` form of a custom domain that includes it
 * only redirects: a 301 (308 for other methods than GET and HEAD, so a form post keeps its body)
 * to the same path on the canonical host is thrown.
 */
export async function resolvePortal(runtime: Runtime, request: Request): Promise<PortalResolution> {
  const url = new URL(request.url);
  const hostname = normaliseHostname(url.host);
  const store = await portalStore(runtime);
  const site = await siteAt(runtime, store, hostname);
  if (!site) return { kind: 'unknown-host', hostname };
  if (site.redirectsToCanonical) {
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    throw redirect(`${portalOrigin(runtime.env, site.canonicalHostname)}${url.pathname}${url.search}`, {
      status,
      headers: { 'Cache-Control': 'public, max-age=300' },
    });
  }
  // A cold read brings the contents of the page at this path (or of the page above it, for a
  // record page) in the same query.
  const path = canonicalRequestPath(url.pathname);
  const parent = path.lastIndexOf('/') > 0 ? path.slice(0, path.lastIndexOf('/')) : '/';
  const load = () => getPublishedSite(runtime.db, { siteId: site.siteId, pagePaths: [...new Set([path, parent])] });
  const publication = await (store ? store.publication(site.siteId, load) : load());
  if (!publication) return { kind: 'unpublished', hostname, site };
  return { kind: 'published', hostname, site, publication, cache: store };
}

/**
 * A published snapshot with the contents of the pages `pageIds` names ('all': every page) and
 * none (no sections) for the others: `[page.id]` is what one page view needs (snapshotForPage's
 * shape), `[]` the site-wide parts and page index only, with no read. Contents come from the
 * cache or, for the pages missing there, one query (ADR 046).
 */
export async function publishedSnapshot(
  runtime: Runtime,
  portal: PublishedPortal,
  pageIds: readonly string[] | 'all',
): Promise<TSnapshot> {
  const { publication } = portal;
  const wanted = new Set(pageIds === 'all' ? publication.site.pages.map((p) => p.id) : pageIds);
  const contents = new Map<string, TPageContents>();
  const missing: string[] = [];
  for (const { id } of publication.site.pages) {
    if (!wanted.has(id)) continue;
    const page = publication.inlineContents?.get(id) ?? publication.pagesAtPaths.get(id);
    if (page) contents.set(id, page);
    else if (!publication.inlineContents) missing.push(id);
  }
  if (missing.length > 0) {
    const load = (ids: readonly string[]) =>
      getPublishedPages(runtime.db, {
        siteId: publication.site.site.id,
        publicationId: publication.publicationId,
        pageIds: ids,
      });
    const loaded = await (portal.cache ? portal.cache.pages(publication, missing, load) : load(missing));
    for (const [id, page] of loaded) contents.set(id, page);
  }
  return joinSnapshot(publication.site, contents);
}

/**
 * The access rules, app config and page access of a portal with user accounts, cached with its
 * snapshot (same invalidation: the builder announces siteChanged after every change to them).
 */
export async function siteAccessState(runtime: Runtime, siteId: string): Promise<SiteAccessState> {
  const store = await portalStore(runtime);
  const load = () => getSiteAccessState(runtime.db, { siteId });
  return store ? store.access(siteId, load) : load();
}

/**
 * The portal a host name belongs to (free subdomain or custom domain, as findSiteByHostname
 * decides), from the in-process host map; undefined for a name no portal answers at.
 */
export async function findHostedSite(runtime: Runtime, host: string): Promise<HostedSite | undefined> {
  return siteAt(runtime, await portalStore(runtime), normaliseHostname(host));
}

function siteAt(runtime: Runtime, store: PortalStore | undefined, hostname: string): Promise<HostedSite | undefined> {
  return store ? store.site(hostname, () => findSite(runtime, hostname)) : findSite(runtime, hostname);
}

function findSite(runtime: Runtime, hostname: string): Promise<HostedSite | undefined> {
  return findSiteByHostname(runtime.db, { hostname, rootDomain: runtime.env.PORTAL_ROOT_DOMAIN });
}

/** The caches of one runtime; request code goes through resolvePortal. */
export class PortalStore {
  private readonly hosts = new Lru<HostedSite>(PORTAL_CACHE_LIMITS.hostEntries, PORTAL_CACHE_LIMITS.hostTtlMs);
  private readonly unknownHosts = new Lru<true>(PORTAL_CACHE_LIMITS.hostEntries, PORTAL_CACHE_LIMITS.unknownHostTtlMs);
  /**
   * `site:{siteId}` -> the latest publication (null: the site exists but was never published);
   * `page:{publicationId}:{pageId}` -> that page's contents. One byte budget for both.
   */
  readonly snapshots: Lru<CachedSnapshotPart>;
  private readonly accessStates = new Lru<SiteAccessState>(
    PORTAL_CACHE_LIMITS.accessStateEntries,
    PORTAL_CACHE_LIMITS.publicationTtlMs,
  );
  /** Loads under way, so a burst of requests for a cold portal costs one query per key. */
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation; a load that started before one is not cached. */
  private generation = 0;

  constructor(maxSnapshotBytes: number) {
    this.snapshots = new Lru<CachedSnapshotPart>(
      PORTAL_CACHE_LIMITS.publicationEntries,
      PORTAL_CACHE_LIMITS.publicationTtlMs,
      Date.now,
      { maxBytes: maxSnapshotBytes, sizeOf: snapshotPartBytes },
    );
  }

  async site(hostname: string, load: () => Promise<HostedSite | undefined>): Promise<HostedSite | undefined> {
    const cached = this.hosts.get(hostname);
    if (cached) return cached;
    if (this.unknownHosts.get(hostname)) return undefined;
    return this.loadOnce(`host:${hostname}`, load, (site) => {
      if (site) this.hosts.set(hostname, site);
      else this.unknownHosts.set(hostname, true);
    }).catch((error: unknown) => {
      // The database did not answer: what this process last knew, if no invalidation dropped it.
      const stale = this.hosts.getStale(hostname);
      if (stale) return stale;
      if (this.unknownHosts.getStale(hostname)) return undefined;
      throw error;
    });
  }

  async publication(
    siteId: string,
    load: () => Promise<PublishedSite | undefined>,
  ): Promise<PublishedSite | undefined> {
    const key = `site:${siteId}`;
    const cached = this.snapshots.get(key);
    if (cached?.kind === 'site') return cached.publication ?? undefined;
    return this.loadOnce(key, load, (publication) => {
      // The pages read along are cached as pages, not with the publication (which keeps none).
      if (publication) this.rememberPages(publication, publication.pagesAtPaths);
      this.snapshots.set(key, {
        kind: 'site',
        siteId,
        publication: publication ? { ...publication, pagesAtPaths: new Map() } : null,
      });
    }).catch((error: unknown) => {
      const stale = this.snapshots.getStale(key);
      if (stale?.kind === 'site') return stale.publication ?? undefined;
      throw error;
    });
  }

  /** Some pages' contents of a publication: the cached ones, the others read in one query. */
  async pages(
    publication: PublishedSite,
    pageIds: readonly string[],
    load: (pageIds: readonly string[]) => Promise<Map<string, TPageContents>>,
  ): Promise<Map<string, TPageContents>> {
    const keyOf = (pageId: string) => pageKey(publication, pageId);
    const found = new Map<string, TPageContents>();
    const missing: string[] = [];
    for (const pageId of pageIds) {
      const cached = this.snapshots.get(keyOf(pageId));
      if (cached?.kind === 'page') found.set(pageId, cached.contents);
      else missing.push(pageId);
    }
    if (missing.length === 0) return found;
    const loaded = await this.loadOnce(
      `pages:${publication.publicationId}:${missing.join(',')}`,
      () => load(missing),
      (rows) => this.rememberPages(publication, rows),
    ).catch((error: unknown) => {
      const stale = new Map<string, TPageContents>();
      for (const pageId of missing) {
        const entry = this.snapshots.getStale(keyOf(pageId));
        if (entry?.kind !== 'page') throw error;
        stale.set(pageId, entry.contents);
      }
      return stale;
    });
    for (const [pageId, contents] of loaded) found.set(pageId, contents);
    return found;
  }

  private rememberPages(publication: PublishedSite, pages: ReadonlyMap<string, TPageContents>): void {
    const siteId = publication.site.site.id;
    for (const [pageId, contents] of pages) {
      this.snapshots.set(
        pageKey(publication, pageId),
        { kind: 'page', siteId, contents },
        { ttlMs: PORTAL_CACHE_LIMITS.pageContentsTtlMs },
      );
    }
  }

  /**
   * Forgets a site: its snapshot and every host name pointing to it. Unknown host names are all
   * forgotten too, since a domain change may have just made one of them valid and the message
   * only names the site.
   */
  async access(siteId: string, load: () => Promise<SiteAccessState>): Promise<SiteAccessState> {
    const cached = this.accessStates.get(siteId);
    if (cached) return cached;
    return this.loadOnce(`access:${siteId}`, load, (state) => this.accessStates.set(siteId, state));
  }

  /** Forgets everything: messages may have been missed while Redis was unreachable. */
  dropAll(): void {
    this.generation += 1;
    this.inflight.clear();
    this.hosts.clear();
    this.unknownHosts.clear();
    this.snapshots.clear();
    this.accessStates.clear();
  }

  dropSite(siteId: string): void {
    this.generation += 1;
    this.inflight.clear();
    this.snapshots.deleteWhere((part) => part.siteId === siteId);
    this.accessStates.delete(siteId);
    this.hosts.deleteWhere((site) => site.siteId === siteId);
    this.unknownHosts.clear();
  }

  private loadOnce<T>(key: string, load: () => Promise<T>, remember: (value: T) => void): Promise<T> {
    const pending = this.inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) remember(value);
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }
}

/** One store per runtime (the builder and portal host share a runtime in embedded mode), subscribed once. */
const stores = new WeakMap<Runtime, Promise<PortalStore>>();

/**
 * The runtime's store, once it listens for invalidations. Caching without the subscription
 * could serve a stale snapshot indefinitely, so if subscribing fails (the cache was closed) this
 * request reads the database directly and the next one tries to subscribe again. An unreachable
 * Redis does not make it fail: the cache subscribes when Redis is back and calls onResync.
 */
async function portalStore(runtime: Runtime): Promise<PortalStore | undefined> {
  let pending = stores.get(runtime);
  if (!pending) {
    const store = new PortalStore(snapshotBudget(runtime));
    const subscribing = runtime.cache
      .subscribe(CHANNELS.siteChanged, (siteId) => store.dropSite(siteId), { onResync: () => store.dropAll() })
      .then(() => store);
    pending = subscribing;
    stores.set(runtime, subscribing);
    subscribing.catch(() => {
      if (stores.get(runtime) === subscribing) stores.delete(runtime);
    });
  }
  try {
    return await pending;
  } catch (error) {
    console.error('Portal host: cannot subscribe to site changes; serving without the portal cache.', error);
    return undefined;
  }
}

function snapshotBudget(runtime: Runtime): number {
  return megabytesToBytes(runtime.env.SNAPSHOT_CACHE_MB);
}

/**
 * The published-snapshot cache's entries, bytes (as measured when cached) and budget, for
 * /healthz; an empty cache before the first portal request.
 */
export async function snapshotCacheStats(runtime: Runtime): Promise<InProcessCacheStats> {
  const store = await stores.get(runtime)?.catch(() => undefined);
  return store?.snapshots.stats() ?? { entries: 0, bytes: 0, maxBytes: snapshotBudget(runtime), evictions: 0 };
}

function pageKey(publication: PublishedSite, pageId: string): string {
  return `page:${publication.publicationId}:${pageId}`;
}

/** An entry of the snapshot cache: a site's latest publication, or one page's contents. */
type CachedSnapshotPart =
  | { kind: 'site'; siteId: string; publication: PublishedSite | null }
  | { kind: 'page'; siteId: string; contents: TPageContents };

function snapshotPartBytes(part: CachedSnapshotPart): number {
  if (part.kind === 'page') return PORTAL_CACHE_LIMITS.pageOverheadBytes + approximateHeapBytes(part.contents);
  const { publication } = part;
  if (!publication) return PORTAL_CACHE_LIMITS.publicationOverheadBytes;
  let bytes = PORTAL_CACHE_LIMITS.publicationOverheadBytes + approximateHeapBytes(publication.site);
  for (const contents of publication.inlineContents?.values() ?? []) bytes += approximateHeapBytes(contents);
  return bytes;
}
