/**
 * A small synchronous LRU with TTL for hot, per-process lookups (the portal host's
 * hostname map and snapshots). Entries are dropped on invalidation messages; an expired entry
 * is no longer returned by `get` but stays readable through `getStale` until it is replaced,
 * deleted or evicted.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
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

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(predicate: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.map) if (predicate(entry.value, key)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
