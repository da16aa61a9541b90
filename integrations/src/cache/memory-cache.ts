import type { Cache } from './cache';
import { Lru, type InProcessCacheStats } from './lru';

/** The in-process cache's byte budget when none is given (RECORD_CACHE_MB's default). */
export const MEMORY_CACHE_DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** What an entry costs beyond its key and JSON text (the Map slot and the entry object), roughly. */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * In-process cache: an LRU with TTLs (values are stored as JSON so callers never share mutable
 * objects) and synchronous local pub/sub. Bounded by entry count and by bytes (the keys' and
 * JSON texts' lengths, ADR 043): the least recently used entries, counters included, go first.
 */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries: Lru<string>;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    maxEntries = 10_000,
    private readonly now: () => number = Date.now,
    maxBytes = MEMORY_CACHE_DEFAULT_MAX_BYTES,
  ) {
    this.entries = new Lru<string>(maxEntries, Number.POSITIVE_INFINITY, now, {
      maxBytes,
      sizeOf: (value, key) => key.length + value.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const value = this.live(key);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, JSON.stringify(value), {
      expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY,
    });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const value = this.live(key);
    const count = value === undefined ? 1 : (JSON.parse(value) as number) + 1;
    const expiresAt = value === undefined ? undefined : this.entries.expiresAt(key);
    this.entries.set(key, JSON.stringify(count), { expiresAt: expiresAt ?? this.now() + ttlSeconds * 1000 });
    return count;
  }

  async publish(channel: string, message: string): Promise<void> {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
    this.handlers.clear();
  }

  /** Entries, bytes and budget, for /healthz. */
  stats(): InProcessCacheStats {
    return this.entries.stats();
  }

  /** The live entry's JSON (marked recently used); an expired one is dropped. */
  private live(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) this.entries.delete(key);
    return value;
  }
}
