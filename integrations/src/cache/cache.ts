/**
 * The one cache API: JSON values with a time to live, counters for rate limits, and pub/sub
 * for invalidation. Redis implements it across processes; memory inside one process.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  /** ttlSeconds 0 or absent keeps the value until deleted (memory: until evicted). */
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds 1 to a counter that expires ttlSeconds after it was first incremented; returns the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Calls handler for each message on channel (from this process or, with Redis, any other). */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Channels used across the product. */
export const CHANNELS = {
  /** Message: a site id. Sent after publish, rename, delete or domain change. */
  siteChanged: 'atrium:site-changed',
} as const;
