/**
 * The rendered-page cache's store (ADR 028): finished responses (status, headers, the body and
 * its gzip and brotli forms) by key, in an LRU bounded by bytes. It knows nothing of HTTP
 * requests or portals: `cached-page.ts` makes entries and writes them out, the portal host
 * decides what is stored under which key (portal-host/server/page-cache.ts).
 *
 * Each entry belongs to one site and lists what it was rendered from beyond the site's snapshot
 * (the data tables its listings read), so a publish drops a site's entries and a record write
 * drops the entries that read that table, on every instance. Entries may also vary on request
 * headers named by the response's `Vary` (besides Accept-Encoding, which the stored encodings
 * answer): the store remembers which headers a key varies on and keys each variant by their values.
 */

export interface CachedPage {
  status: number;
  /** Response headers as sent, without Content-Length, Content-Encoding, Date and Set-Cookie. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** Strong ETag of the body (quoted). */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The headers of a full answer in each encoding and of a 304, made once (`cached-page.ts`). */
  prepared?: PreparedHeaders;
}

/** Response headers by the way a page is answered (values as `writeHead` takes them). */
export type PreparedHeaders = Record<
  'identity' | 'gzip' | 'br' | 'notModified',
  Record<string, string | number | string[]>
>;

export interface PageCacheEntry extends CachedPage {
  /** The key before Vary: several variants of one page share it. */
  baseKey: string;
  siteId: string;
  /** Data the page was rendered from (`renderDependencyKey` values); a change to one drops it. */
  dependencies: ReadonlySet<string>;
  storedAt: number;
  /** Fresh until then; afterwards served stale while one refresh runs, until `staleUntil`. */
  freshUntil: number;
  staleUntil: number;
  /** Bytes the entry holds (its three bodies, headers and key). */
  size: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  staleHits: number;
  misses: number;
  stores: number;
  /** Entries dropped to stay under maxBytes. */
  evictions: number;
  /** Entries dropped because what they were made from changed (publish, domain, record write). */
  invalidations: number;
  /** Responses not stored because they alone were larger than maxEntryBytes. */
  tooLarge: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** Larger entries are never stored (default: an eighth of maxBytes). */
  maxEntryBytes?: number;
  now?: () => number;
}

export type PageLookup =
  { kind: 'fresh'; entry: PageCacheEntry } | { kind: 'stale'; entry: PageCacheEntry; key: string } | { kind: 'miss' };

/** Request headers by lower-case name, as Node gives them. */
export type RequestHeaderValues = Readonly<Record<string, string | string[] | undefined>>;

/** A fixed per-entry overhead on top of bodies and header text (maps, objects). */
const ENTRY_OVERHEAD_BYTES = 512;

export class PageCache {
  private readonly entries = new Map<string, PageCacheEntry>();
  /**
   * Base key (before Vary) -> the request headers its responses vary on, for pages that vary on
   * any; kept while at least one variant is stored (`variants` counts them).
   */
  private readonly varyOf = new Map<string, readonly string[]>();
  private readonly variants = new Map<string, number>();
  private readonly bySite = new Map<string, Set<string>>();
  private readonly byDependency = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  private readonly counters = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    stores: 0,
    evictions: 0,
    invalidations: 0,
    tooLarge: 0,
  };

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
    this.now = options.now ?? Date.now;
  }

  /** The full key of a request: its base key plus the values of the headers stored responses vary on. */
  keyFor(baseKey: string, headers: RequestHeaderValues): string {
    const vary = this.varyOf.get(baseKey);
    if (!vary || vary.length === 0) return baseKey;
    return `${baseKey}\n${vary.map((name) => `${name}=${String(headers[name] ?? '')}`).join('\n')}`;
  }

  lookup(baseKey: string, headers: RequestHeaderValues): PageLookup {
    const key = this.keyFor(baseKey, headers);
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || entry.staleUntil <= now) {
      if (entry) this.remove(key);
      this.counters.misses += 1;
      return { kind: 'miss' };
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.freshUntil > now) {
      this.counters.hits += 1;
      return { kind: 'fresh', entry };
    }
    this.counters.staleHits += 1;
    return { kind: 'stale', entry, key };
  }

  /**
   * Stores a page under baseKey (and the request's values of the headers it varies on).
   * Returns false when it is too large to keep or varies on everything (`Vary: *`).
   */
  store(
    baseKey: string,
    requestHeaders: RequestHeaderValues,
    page: CachedPage,
    meta: { siteId: string; dependencies: Iterable<string>; freshForMs: number; staleForMs: number },
  ): boolean {
    const vary = varyHeaders(page.headers);
    if (vary === '*') return false;
    const size =
      page.identity.length +
      page.gzip.length +
      page.br.length +
      page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
      baseKey.length * 2 +
      ENTRY_OVERHEAD_BYTES;
    if (size > this.maxEntryBytes) {
      this.counters.tooLarge += 1;
      return false;
    }
    const previousVary = this.varyOf.get(baseKey) ?? [];
    if (previousVary.join() !== vary.join()) this.dropBaseKey(baseKey);
    if (vary.length > 0) this.varyOf.set(baseKey, vary);
    const key = this.keyFor(baseKey, requestHeaders);
    this.remove(key);
    const now = this.now();
    const entry: PageCacheEntry = {
      ...page,
      baseKey,
      siteId: meta.siteId,
      dependencies: new Set(meta.dependencies),
      storedAt: now,
      freshUntil: now + meta.freshForMs,
      staleUntil: now + meta.freshForMs + meta.staleForMs,
      size,
    };
    this.entries.set(key, entry);
    this.bytes += size;
    if (vary.length > 0) this.variants.set(baseKey, (this.variants.get(baseKey) ?? 0) + 1);
    index(this.bySite, entry.siteId, key);
    for (const dependency of entry.dependencies) index(this.byDependency, dependency, key);
    this.counters.stores += 1;
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
      this.counters.evictions += 1;
    }
    return true;
  }

  /** Drops every page of a site (publish, domain or settings change). */
  dropSite(siteId: string): void {
    for (const key of [...(this.bySite.get(siteId) ?? [])]) this.invalidate(key);
  }

  /** Drops every page rendered from this data (a record write or an Airtable webhook). */
  dropDependency(dependency: string): void {
    for (const key of [...(this.byDependency.get(dependency) ?? [])]) this.invalidate(key);
  }

  /** Drops everything (messages may have been missed while Redis was unreachable). */
  clear(): void {
    this.counters.invalidations += this.entries.size;
    this.entries.clear();
    this.varyOf.clear();
    this.variants.clear();
    this.bySite.clear();
    this.byDependency.clear();
    this.bytes = 0;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.options.maxBytes, ...this.counters };
  }

  private invalidate(key: string): void {
    if (this.remove(key)) this.counters.invalidations += 1;
  }

  private dropBaseKey(baseKey: string): void {
    if (this.entries.has(baseKey)) this.invalidate(baseKey);
    if (!this.varyOf.has(baseKey)) return;
    for (const [key, entry] of [...this.entries]) if (entry.baseKey === baseKey) this.invalidate(key);
  }

  private remove(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.size;
    const variants = this.variants.get(entry.baseKey);
    if (variants !== undefined) {
      if (variants > 1) this.variants.set(entry.baseKey, variants - 1);
      else {
        this.variants.delete(entry.baseKey);
        this.varyOf.delete(entry.baseKey);
      }
    }
    unindex(this.bySite, entry.siteId, key);
    for (const dependency of entry.dependencies) unindex(this.byDependency, dependency, key);
    return true;
  }
}

/**
 * The request headers a response varies on (lower-case), besides Accept-Encoding (answered by the
 * stored encodings) and Cookie (the portal host never uses the cache for requests with a viewer
 * cookie, and a page it stores is the one every visitor without one gets); '*' for everything.
 */
function varyHeaders(headers: CachedPage['headers']): string[] | '*' {
  const names = headers
    .filter(([name]) => name.toLowerCase() === 'vary')
    .flatMap(([, value]) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding' && name !== 'cookie');
  if (names.includes('*')) return '*';
  return [...new Set(names)].sort();
}

function index(map: Map<string, Set<string>>, name: string, key: string): void {
  let keys = map.get(name);
  if (!keys) map.set(name, (keys = new Set()));
  keys.add(key);
}

function unindex(map: Map<string, Set<string>>, name: string, key: string): void {
  const keys = map.get(name);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) map.delete(name);
}

/** Pages without listings change only through invalidations; this bounds the effect of a missed message. */
export const SNAPSHOT_PAGE_FRESH_FOR_MS = 60 * 60 * 1000;

/**
 * What a render tells the page cache, through the load context (ADR 028): the page loader sets
 * `shareable` only when the response is the same for every visitor without a session, with how
 * long it stays fresh (pages with listings: the portal's record refresh interval).
 */
export interface PageRenderInfo {
  shareable?: { siteId: string; freshForMs: number };
}
