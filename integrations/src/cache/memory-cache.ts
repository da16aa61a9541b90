import type { Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * In-process cache: an LRU map with TTLs (values are stored as JSON so callers never share
 * mutable objects) and synchronous local pub/sub.
 */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return JSON.parse(entry.value) as T;
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    this.store(key, {
      value: JSON.stringify(value),
      expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY,
    });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const count = entry ? (JSON.parse(entry.value) as number) + 1 : 1;
    this.store(key, {
      value: JSON.stringify(count),
      expiresAt: entry ? entry.expiresAt : this.now() + ttlSeconds * 1000,
    });
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

  /** Writes an entry as the most recent one and evicts the least recent beyond maxEntries (counters included). */
  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
