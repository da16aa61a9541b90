/**
 * A small synchronous LRU with TTL for hot, per-process lookups (the portal host's
 * hostname map and snapshots, end-user sessions, the in-process record cache). Entries are
 * dropped on invalidation messages; an expired entry is no longer returned by `get` but stays
 * readable through `getStale` until it is replaced, deleted or evicted.
 *
 * Bounded by entry count and, when given a byte budget, by bytes (ADR 043): each entry's size is
 * measured once, by `sizeOf`, when it is set; least recently used entries are evicted until both
 * bounds hold, and an entry larger than the whole budget is not kept.
 */
export interface LruByteBudget<V> {
  /** The most bytes the entries may add up to (as `sizeOf` measures them). */
  maxBytes: number;
  /** An entry's size in bytes, computed once when it is set (never on `get`). */
  sizeOf: (value: V, key: string) => number;
}

/** What an in-process cache holds, for /healthz. */
export interface InProcessCacheStats {
  entries: number;
  bytes: number;
  /** The byte budget; null when the cache is bounded by entry count only. */
  maxBytes: number | null;
  /** Entries pushed out to respect a bound (not expiries, deletions or invalidations). */
  evictions: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

export class Lru<V> {
  private readonly map = new Map<string, Entry<V>>();
  private total = 0;
  private evicted = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly budget?: LruByteBudget<V>,
  ) {}

  /** A live entry (and marks it recently used); undefined when missing or past its TTL. */
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  /**
   * An entry even past its TTL, for when the source cannot be asked (a database outage). Expired
   * entries stay until they are replaced, deleted or pushed out by newer ones.
   */
  getStale(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** When the entry under `key` expires (or expired), in the clock's milliseconds; undefined when absent. */
  expiresAt(key: string): number | undefined {
    return this.map.get(key)?.expiresAt;
  }

  /**
   * Stores `value` as the most recently used entry, for this cache's TTL or `options.ttlMs`
   * (or until `options.expiresAt`), then evicts the least recently used entries beyond the
   * bounds. Returns false when the value alone exceeds the byte budget: it is not kept (and an
   * older value under the key is dropped).
   */
  set(key: string, value: V, options: { ttlMs?: number; expiresAt?: number } = {}): boolean {
    this.delete(key);
    const bytes = this.budget ? this.budget.sizeOf(value, key) : 0;
    if (this.budget && bytes > this.budget.maxBytes) return false;
    const expiresAt = options.expiresAt ?? this.now() + (options.ttlMs ?? this.ttlMs);
    this.map.set(key, { value, expiresAt, bytes });
    this.total += bytes;
    const maxBytes = this.budget?.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.map.size > this.max || this.total > maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined || oldest === key) break;
      this.delete(oldest);
      this.evicted += 1;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.bytes;
  }

  /** Drops every entry whose value matches. */
  deleteWhere(predicate: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.map) if (predicate(entry.value, key)) this.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The entries' bytes as `sizeOf` measured them (0 without a byte budget). */
  get bytes(): number {
    return this.total;
  }

  stats(): InProcessCacheStats {
    return { entries: this.size, bytes: this.total, maxBytes: this.budget?.maxBytes ?? null, evictions: this.evicted };
  }
}
