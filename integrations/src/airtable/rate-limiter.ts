import { createHash } from 'node:crypto';
import { DataSourceError } from '@atrium/core';
import type { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, createRedisClient } from '../cache/redis-client';

/**
 * Client-side throttling for the Airtable Web API.
 *
 * Airtable allows 5 requests per second per base and 50 requests per second across all bases for
 * one personal access token; past that it answers 429 and "you must wait 30 seconds before
 * subsequent requests will succeed" (support.airtable.com, "Managing API call limits in
 * Airtable"; docs.n8n.io Airtable "common issues" repeats both numbers). We keep one bucket per
 * key:
 *
 * - `base:{baseId}`: 5 requests per window,
 * - `token:{first 16 hex chars of sha256(token)}`: 50 requests per window; the token itself is
 *   never stored.
 *
 * Decision: the bucket is a sliding window ("at most N grants in any window"), not a refilling
 * token bucket. A token bucket of capacity 5 refilling 5/s lets 5 + 5 = up to 9 requests into one
 * second (the burst, then the refill), which the fake Airtable (and, we assume, Airtable) counts
 * as over the limit and answers with a 30 s penalty. The sliding window keeps the burst of 5 and
 * never exceeds 5 in any second. The window is 1,250 ms: a 25% margin for the time between our
 * grant and Airtable's count (requests granted 1,000 ms apart can arrive closer together when the
 * first is delayed: a busy event loop or network jitter; 100 ms proved too thin under load).
 *
 * `acquire(keys)` takes a slot in every bucket at once (all or nothing) and waits until that is
 * possible. `penalise(key, ms)` blocks a key until `now + ms`, e.g. 30 s after a 429.
 *
 * Waiting policy (decision): acquire waits while the wait is at most `maxWaitMs` (default 5 s,
 * enough for ordinary queueing behind other requests) and otherwise fails fast with a
 * `DataSourceError(429, …)` without waiting, so a penalised base answers a page request at once
 * instead of holding it for 30 s. Callers that can afford to wait (jobs) pass a larger maxWaitMs.
 *
 * Two implementations: memory (one process) and Redis (one Lua script per call, so all processes
 * share the buckets). Both take an injectable clock and sleep for tests. The Redis script uses the
 * caller's clock (passed as an argument) so tests can drive it; across servers the clocks must be
 * NTP-synchronised, which skews the limit by at most the skew.
 */
export interface RateLimiter {
  acquire(keys: string[]): Promise<void>;
  penalise(key: string, ms: number): Promise<void>;
}

export interface BucketLimit {
  /** Most grants in any window. */
  limit: number;
  windowMs: number;
}

/** Airtable's documented limits by key prefix (per second, plus the 25% margin above). */
export function airtableBucketLimit(key: string): BucketLimit {
  if (key.startsWith('base:')) return { limit: 5, windowMs: 1_250 };
  if (key.startsWith('token:')) return { limit: 50, windowMs: 1_250 };
  throw new Error(`No rate limit is defined for key ${key}`);
}

export const RATE_LIMIT_PENALTY_MS = 30_000;
export const DEFAULT_MAX_WAIT_MS = 5_000;

export function baseRateKey(baseId: string): string {
  return `base:${baseId}`;
}

export function tokenRateKey(token: string): string {
  return `token:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

export const RATE_LIMITED_MESSAGE = 'Airtable is limiting requests to this base. Please try again in a moment.';

export interface RateLimiterOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The longest acquire waits before failing with DataSourceError(429). */
  maxWaitMs?: number;
  limit?: (key: string) => BucketLimit;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Shared acquire loop: try, and wait for the time the store says it needs, within maxWaitMs. */
abstract class BucketRateLimiter implements RateLimiter {
  protected readonly now: () => number;
  protected readonly limit: (key: string) => BucketLimit;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxWaitMs: number;

  constructor(options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.limit = options.limit ?? airtableBucketLimit;
  }

  /** Takes a slot in each key's window and returns 0, or takes nothing and returns the ms to wait. */
  protected abstract tryAcquire(keys: string[], now: number): Promise<number>;

  async acquire(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const started = this.now();
    for (;;) {
      const now = this.now();
      const wait = await this.tryAcquire(keys, now);
      if (wait <= 0) return;
      if (now + wait - started > this.maxWaitMs) {
        throw new DataSourceError(429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
      }
      await this.sleep(wait);
    }
  }

  abstract penalise(key: string, ms: number): Promise<void>;
}

interface Bucket {
  /** Grant times, oldest first, at most `limit` of them. */
  grants: number[];
  blockedUntil: number;
}

/** One process: buckets in a Map (JavaScript runs one tryAcquire at a time, so it is atomic). */
export class MemoryRateLimiter extends BucketRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(options: RateLimiterOptions = {}) {
    super(options);
  }

  protected async tryAcquire(keys: string[], now: number): Promise<number> {
    let wait = 0;
    const buckets = keys.map((key) => {
      const { limit, windowMs } = this.limit(key);
      const bucket = this.bucket(key);
      if (bucket.blockedUntil > now) wait = Math.max(wait, bucket.blockedUntil - now);
      const oldest = bucket.grants.length >= limit ? bucket.grants[bucket.grants.length - limit]! : undefined;
      if (oldest !== undefined && oldest + windowMs > now) wait = Math.max(wait, oldest + windowMs - now);
      return { bucket, limit };
    });
    if (wait > 0) return wait;
    for (const { bucket, limit } of buckets) {
      bucket.grants.push(now);
      if (bucket.grants.length > limit) bucket.grants.splice(0, bucket.grants.length - limit);
    }
    return 0;
  }

  async penalise(key: string, ms: number): Promise<void> {
    const bucket = this.bucket(key);
    bucket.blockedUntil = Math.max(bucket.blockedUntil, this.now() + ms);
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size > 10_000) this.prune(this.now());
      bucket = { grants: [], blockedUntil: 0 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Drops buckets with no grant in their window and no penalty (they behave like missing ones). */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const last = bucket.grants.at(-1) ?? -Infinity;
      if (last + this.limit(key).windowMs <= now && bucket.blockedUntil <= now) this.buckets.delete(key);
    }
  }
}

/**
 * KEYS: for each bucket its grant list (newest first) and its blocked-until key.
 * ARGV: now, then limit and window ms for each bucket.
 * Returns 0 after taking a slot in every bucket, else the ms to wait (nothing taken).
 */
const ACQUIRE_SCRIPT = `
local now = tonumber(ARGV[1])
local n = #KEYS / 2
local wait = 0
for i = 1, n do
  local limit = tonumber(ARGV[2 * i])
  local window = tonumber(ARGV[2 * i + 1])
  local blocked = tonumber(redis.call('GET', KEYS[2 * i])) or 0
  if blocked > now then wait = math.max(wait, blocked - now) end
  local oldest = tonumber(redis.call('LINDEX', KEYS[2 * i - 1], limit - 1))
  if oldest and oldest + window > now then wait = math.max(wait, oldest + window - now) end
end
if wait > 0 then return wait end
for i = 1, n do
  local limit = tonumber(ARGV[2 * i])
  redis.call('LPUSH', KEYS[2 * i - 1], ARGV[1])
  redis.call('LTRIM', KEYS[2 * i - 1], 0, limit - 1)
  redis.call('PEXPIRE', KEYS[2 * i - 1], ARGV[2 * i + 1])
end
return 0
`;

/** KEYS[1]: the blocked-until key. ARGV: now, penalty ms. Blocks until now + ms (never shortens). */
const PENALISE_SCRIPT = `
local untilMs = tonumber(ARGV[1]) + tonumber(ARGV[2])
local blocked = tonumber(redis.call('GET', KEYS[1])) or 0
if untilMs > blocked then
  redis.call('SET', KEYS[1], string.format('%.0f', untilMs), 'PX', tonumber(ARGV[2]) + 1000)
end
return 0
`;

interface RateLimitCommands {
  atriumRateAcquire(numKeys: number, ...args: Array<string | number>): Promise<number>;
  atriumRatePenalise(key: string, now: number, ms: number): Promise<number>;
}

export interface RedisRateLimiterOptions extends RateLimiterOptions {
  /** A client to use (not closed by close()); otherwise one is made from url with createRedisClient. */
  client?: Redis;
  url?: string;
  /** Prefix of the bucket keys in Redis. */
  prefix?: string;
}

/**
 * Buckets in Redis, shared by every process; each call is one atomic Lua script. While Redis is
 * unreachable the buckets live in process (a MemoryRateLimiter: each process then keeps the
 * limits on its own), as the runtime's cache does (ADR 023); the cache reports the outage.
 */
export class RedisRateLimiter extends BucketRateLimiter {
  private readonly client: Redis & RateLimitCommands;
  private readonly ownsClient: boolean;
  private readonly prefix: string;
  private readonly fallback: MemoryRateLimiter;
  /** Settles when the client first connects or fails to. */
  private readonly firstOutcome: Promise<void>;

  constructor(options: RedisRateLimiterOptions) {
    super(options);
    if (!options.client && !options.url) throw new Error('RedisRateLimiter needs a client or a url');
    const client =
      options.client ??
      createRedisClient(options.url!, { enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    this.ownsClient = !options.client;
    // Reconnection attempts fail silently here: the runtime's cache logs the outage once.
    if (this.ownsClient) client.on('error', () => undefined);
    this.firstOutcome =
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            client.once('ready', resolve);
            client.once('close', resolve);
          });
    this.prefix = options.prefix ?? 'atrium:airtable-rate:';
    this.fallback = new MemoryRateLimiter(options);
    client.defineCommand('atriumRateAcquire', { lua: ACQUIRE_SCRIPT });
    client.defineCommand('atriumRatePenalise', { numberOfKeys: 1, lua: PENALISE_SCRIPT });
    this.client = client as Redis & RateLimitCommands;
  }

  override async acquire(keys: string[]): Promise<void> {
    if (!(await this.redisUsable())) return this.fallback.acquire(keys);
    try {
      await super.acquire(keys);
    } catch (error) {
      if (error instanceof DataSourceError) throw error;
      await this.fallback.acquire(keys);
    }
  }

  protected async tryAcquire(keys: string[], now: number): Promise<number> {
    const redisKeys = keys.flatMap((k) => [`${this.prefix}${k}:w`, `${this.prefix}${k}:b`]);
    const args: Array<string | number> = [Math.round(now)];
    for (const key of keys) {
      const { limit, windowMs } = this.limit(key);
      args.push(limit, windowMs);
    }
    return Number(await this.client.atriumRateAcquire(redisKeys.length, ...redisKeys, ...args));
  }

  /** Kept in process as well, so a penalty holds even if Redis goes away before it ends. */
  async penalise(key: string, ms: number): Promise<void> {
    await this.fallback.penalise(key, ms);
    if (!(await this.redisUsable())) return;
    await this.client
      .atriumRatePenalise(`${this.prefix}${key}:b`, Math.round(this.now()), Math.round(ms))
      .catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.quit().catch(() => this.client.disconnect());
  }

  private async redisUsable(): Promise<boolean> {
    await this.firstOutcome;
    return this.client.status === 'ready';
  }
}

/** Redis when a URL is configured (limits shared by every process), memory otherwise. */
export function createRateLimiter(options: RateLimiterOptions & { redisUrl?: string } = {}): RateLimiter {
  const { redisUrl, ...rest } = options;
  return redisUrl ? new RedisRateLimiter({ ...rest, url: redisUrl }) : new MemoryRateLimiter(rest);
}
