import type { InProcessCacheStats } from './lru';

/**
 * The one cache API: JSON values with a time to live, counters for rate limits, and pub/sub
 * for invalidation. Redis implements it across processes; memory inside one process.
 *
 * No method fails because Redis is unreachable: while it is, RedisCache answers from an
 * in-process cache and counters, delivers messages inside the process, and catches Redis up
 * when it is back (ADR 023). Callers never handle a Redis outage themselves.
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
  /**
   * Calls handler for each message on channel (from this process or, with Redis, any other).
   * Handlers must be idempotent: after an outage a message may arrive twice.
   */
  subscribe(
    channel: string,
    handler: (message: string) => void,
    options?: SubscribeOptions,
  ): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The in-process entries' count, bytes and byte budget (RECORD_CACHE_MB), for /healthz: memory's
   * whole cache, Redis's answers kept while it is unreachable. Absent on test doubles.
   */
  stats?(): InProcessCacheStats;
}

export interface SubscribeOptions {
  /**
   * Called when messages on the channel may have been missed: each time the subscription is
   * (re-)established with Redis, e.g. after Redis was unreachable. A subscriber that caches what
   * the messages invalidate drops everything then. The in-process cache never misses a message.
   */
  onResync?: () => void;
}

/** Channels used across the product. */
export const CHANNELS = {
  /** Message: a site id. Sent after publish, rename, delete or domain change. */
  siteChanged: 'atrium:site-changed',
  /**
   * Message: a table's `renderDependencyKey` (tenant, source, base, table). Sent when a write or
   * a webhook made the table's cached records stale; rendered pages that read it are dropped.
   */
  dataChanged: 'atrium:data-changed',
  /**
   * Message: a site id. Sent after a change to that portal's end users or their sessions (log
   * out, password reset, email change, groups, activation): cached sessions of the site go.
   */
  endUsersChanged: 'atrium:end-users-changed',
} as const;
