import {
  findSiteByHostname,
  getLatestPublication,
  getSiteAccessState,
  type HostedSite,
  type Publication,
  type SiteAccessState,
} from '@atrium/db';
import { normaliseHostname, portalOrigin } from '@atrium/core';
import {
  CHANNELS,
  Lru,
  approximateJsonBytes,
  megabytesToBytes,
  type InProcessCacheStats,
  type Runtime,
} from '@atrium/integrations';
import { redirect } from '@remix-run/node';

/**
 * Which portal a request is for, and the snapshot it serves.
 *
 * Both lookups are cached in process so a warm portal host answers page views without touching
 * the database:
 * - host name -> site: LRU, 10k entries, 60 s; unknown host names are remembered for 5 s;
 * - site -> latest publication (or "never published"): LRU bounded by SNAPSHOT_CACHE_MB, 5
 *   minutes. A snapshot's size is the length of its JSON, estimated once when it is cached
 *   (ADR 043); the budget counts those bytes; the heap holds about 1.6 times as much.
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
  /** Snapshots are bounded by SNAPSHOT_CACHE_MB; this cap only bounds "never published" markers. */
  publicationEntries: 50_000,
  /** Access states are a few KB each (rules, app config, page access). */
  accessStateEntries: 500,
  publicationTtlMs: 5 * 60_000,
  /** What a cached publication costs beyond its snapshot's JSON (the entry, version, date). */
  publicationOverheadBytes: 128,
} as const;

export type PortalResolution =
  | { kind: 'unknown-host'; hostname: string }
  | { kind: 'unpublished'; hostname: string; site: HostedSite }
  | { kind: 'published'; hostname: string; site: HostedSite; publication: Publication };

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
  const publication = await (store
    ? store.publication(site.siteId, () => getLatestPublication(runtime.db, { siteId: site.siteId }))
    : getLatestPublication(runtime.db, { siteId: site.siteId }));
  if (!publication) return { kind: 'unpublished', hostname, site };
  return { kind: 'published', hostname, site, publication };
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
class PortalStore {
  private readonly hosts = new Lru<HostedSite>(PORTAL_CACHE_LIMITS.hostEntries, PORTAL_CACHE_LIMITS.hostTtlMs);
  private readonly unknownHosts = new Lru<true>(PORTAL_CACHE_LIMITS.hostEntries, PORTAL_CACHE_LIMITS.unknownHostTtlMs);
  /** null: the site exists but was never published. */
  readonly publications: Lru<Publication | null>;
  private readonly accessStates = new Lru<SiteAccessState>(
    PORTAL_CACHE_LIMITS.accessStateEntries,
    PORTAL_CACHE_LIMITS.publicationTtlMs,
  );
  /** Loads under way, so a burst of requests for a cold portal costs one query per key. */
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation; a load that started before one is not cached. */
  private generation = 0;

  constructor(maxSnapshotBytes: number) {
    this.publications = new Lru<Publication | null>(
      PORTAL_CACHE_LIMITS.publicationEntries,
      PORTAL_CACHE_LIMITS.publicationTtlMs,
      Date.now,
      {
        maxBytes: maxSnapshotBytes,
        sizeOf: (publication) =>
          PORTAL_CACHE_LIMITS.publicationOverheadBytes + (publication ? approximateJsonBytes(publication.snapshot) : 0),
      },
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

  async publication(siteId: string, load: () => Promise<Publication | undefined>): Promise<Publication | undefined> {
    const cached = this.publications.get(siteId);
    if (cached !== undefined) return cached ?? undefined;
    return this.loadOnce(`site:${siteId}`, load, (publication) =>
      this.publications.set(siteId, publication ?? null),
    ).catch((error: unknown) => {
      const stale = this.publications.getStale(siteId);
      if (stale !== undefined) return stale ?? undefined;
      throw error;
    });
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
    this.publications.clear();
    this.accessStates.clear();
  }

  dropSite(siteId: string): void {
    this.generation += 1;
    this.inflight.clear();
    this.publications.delete(siteId);
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
  return store?.publications.stats() ?? { entries: 0, bytes: 0, maxBytes: snapshotBudget(runtime), evictions: 0 };
}
