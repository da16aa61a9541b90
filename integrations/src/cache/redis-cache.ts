import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Cache, SubscribeOptions } from './cache';
import type { InProcessCacheStats } from './lru';
import { MEMORY_CACHE_DEFAULT_MAX_BYTES, MemoryCache } from './memory-cache';
import { REDIS_COMMAND_TIMEOUT_MS, createRedisClient, redactRedisUrl } from './redis-client';
import { ReplayJournal, type ReplayBatch } from './replay-journal';

/**
 * - connecting: never connected yet; calls wait for the first attempt's outcome.
 * - up: calls go to Redis.
 * - down: Redis is unreachable; calls are answered in process and journaled; ioredis reconnects.
 * - recovering: reconnected; replaying the journal (calls still answered in process).
 */
type RedisState = 'connecting' | 'up' | 'down' | 'recovering' | 'closed';

type Handler = (message: string) => void;

/** `p{16 hex}|` in front of a message on the wire: the instance that published it. */
const ORIGIN_PATTERN = /^(p[0-9a-f]{16})\|/;

/**
 * Redis-backed cache; pub/sub uses a second connection, as Redis requires.
 *
 * It degrades instead of failing (ADR 023). While Redis is unreachable (refused, closed, a
 * command slower than REDIS_COMMAND_TIMEOUT_MS), every call is answered by an in-process
 * MemoryCache: values, rate-limit counters (so log-in limits keep counting per process), and
 * messages, which reach this process's subscribers at once. Deletes, increments and messages are
 * kept in a ReplayJournal and replayed when Redis is back; then the in-process copy is dropped
 * and Redis serves again. Subscriptions are re-established on every reconnection and each
 * subscriber's `onResync` runs, since messages from other processes may have been missed.
 *
 * Logging: one line when Redis becomes unreachable and one when it is back, naming REDIS_URL
 * (without its password); ioredis's own per-attempt errors are kept only as the reason.
 */
export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private subscriberFirstOutcome: Promise<void> | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resyncHandlers = new Map<string, Set<() => void>>();
  private fallback: MemoryCache;
  private readonly journal = new ReplayJournal();
  private state: RedisState = 'connecting';
  private readonly firstOutcome: Promise<void>;
  private lastError = '';
  private downSince = 0;
  /** Whether the current outage was logged (its end is logged only then). */
  private announcedDown = false;
  /** Set during the start-up check, whose failure the process reports itself. */
  private quiet = false;
  private readonly reportedReplyErrors = new Set<string>();
  /** Marks this instance's messages on the wire (see publish). */
  private readonly origin = `p${randomBytes(8).toString('hex')}`;

  constructor(
    private readonly url: string,
    private readonly prefix = 'atrium:',
    /** The byte budget of the in-process answers kept while Redis is unreachable (RECORD_CACHE_MB). */
    private readonly fallbackMaxBytes = MEMORY_CACHE_DEFAULT_MAX_BYTES,
  ) {
    this.fallback = new MemoryCache(undefined, undefined, fallbackMaxBytes);
    // No offline queue: a call made while the connection is down fails at once (and is answered
    // in process) instead of waiting for a reconnection.
    this.client = createRedisClient(url, { enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    let settle!: () => void;
    this.firstOutcome = new Promise<void>((resolve) => (settle = resolve));
    this.client.on('error', (error: Error) => {
      this.lastError = describeError(error);
    });
    this.client.on('ready', () => {
      this.lastError = '';
      settle();
      void this.recover();
    });
    this.client.on('close', () => {
      settle();
      this.lost(this.lastError || CONNECTION_LOST);
    });
  }

  /** Whether calls currently go to Redis (false while it is unreachable). */
  get connected(): boolean {
    return this.state === 'up';
  }

  /**
   * The start-up check: resolves once Redis answers, or rejects after `timeoutMs` with the
   * reason it did not. Nothing is logged meanwhile: a process that cannot reach Redis at start
   * reports it and exits (ADR 023).
   */
  async waitUntilConnected(timeoutMs: number): Promise<void> {
    if (this.state === 'up') return;
    this.quiet = true;
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.client.off('ready', onReady);
          reject(new Error(this.lastError || `no answer within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve();
        };
        this.client.once('ready', onReady);
      });
      // The 'ready' listener above recovers first; let it finish before callers use the cache.
      while (this.state === 'recovering' || this.state === 'connecting') await new Promise((r) => setImmediate(r));
    } finally {
      this.quiet = false;
    }
  }

  async get<T>(key: string): Promise<T | undefined> {
    if (!(await this.usable())) return this.fallback.get<T>(key);
    let raw: string | null;
    try {
      raw = await this.client.get(this.prefix + key);
    } catch (error) {
      this.failed(error);
      return this.fallback.get<T>(key);
    }
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    const raw = JSON.stringify(value);
    if (await this.usable()) {
      try {
        if (ttlSeconds) await this.client.set(this.prefix + key, raw, 'EX', Math.ceil(ttlSeconds));
        else await this.client.set(this.prefix + key, raw);
        return;
      } catch (error) {
        this.failed(error);
      }
    }
    await this.fallback.set(key, value, ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    if (await this.usable()) {
      try {
        await this.client.del(this.prefix + key);
        return;
      } catch (error) {
        this.failed(error);
      }
    }
    this.journal.delete(key);
    await this.fallback.delete(key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    if (await this.usable()) {
      try {
        return await this.incrementBy(key, 1, ttlSeconds);
      } catch (error) {
        this.failed(error);
      }
    }
    this.journal.increment(key, ttlSeconds);
    return this.fallback.increment(key, ttlSeconds);
  }

  /**
   * This process's subscribers hear the message before publish returns (so a page view right
   * after a write already sees its effect); other processes hear it through Redis, or when Redis
   * is back. Messages carry this instance's origin, so its own echo from Redis is not delivered twice.
   */
  async publish(channel: string, message: string): Promise<void> {
    this.deliver(this.prefix + channel, message);
    const wire = `${this.origin}|${message}`;
    if (await this.usable()) {
      try {
        await this.client.publish(this.prefix + channel, wire);
        return;
      } catch (error) {
        this.failed(error);
      }
    }
    this.journal.publish(channel, wire);
  }

  async subscribe(channel: string, handler: Handler, options: SubscribeOptions = {}): Promise<() => Promise<void>> {
    const full = this.prefix + channel;
    const subscriber = this.ensureSubscriber();
    let set = this.handlers.get(full);
    const first = !set;
    if (!set) this.handlers.set(full, (set = new Set()));
    set.add(handler);
    const onResync = options.onResync;
    if (onResync) {
      let resyncs = this.resyncHandlers.get(full);
      if (!resyncs) this.resyncHandlers.set(full, (resyncs = new Set()));
      resyncs.add(onResync);
    }
    if (first) {
      await this.subscriberFirstOutcome;
      // Unreachable now: the handler is registered and subscribed on the next reconnection.
      if (subscriber.status === 'ready') await subscriber.subscribe(full).catch(() => undefined);
    }
    return async () => {
      set.delete(handler);
      if (onResync) this.resyncHandlers.get(full)?.delete(onResync);
      if (set.size === 0 && this.handlers.get(full) === set) {
        this.handlers.delete(full);
        this.resyncHandlers.delete(full);
        if (subscriber.status === 'ready') await subscriber.unsubscribe(full).catch(() => undefined);
      }
    };
  }

  /** Throws while Redis is unreachable (for health checks); the cache itself keeps working. */
  /** The in-process answers kept while Redis is unreachable (empty while it is up), for /healthz. */
  stats(): InProcessCacheStats {
    return this.fallback.stats();
  }

  async ping(): Promise<void> {
    if (await this.usable()) {
      try {
        await this.client.ping();
        return;
      } catch (error) {
        this.failed(error);
      }
    }
    throw new Error(`Redis is unreachable: ${this.lastError || 'not connected'}`);
  }

  async close(): Promise<void> {
    this.state = 'closed';
    // quit() says goodbye when connected; otherwise disconnect() stops the reconnection attempts.
    const end = (client: Redis | undefined) => client?.quit().catch(() => client.disconnect());
    await Promise.all([end(this.client), end(this.subscriber)]);
    await this.fallback.close();
  }

  /** Whether this call goes to Redis; false answers it in process. A closed cache refuses every call. */
  private async usable(): Promise<boolean> {
    if (this.state === 'closed') throw new Error('The Redis cache is closed.');
    if (this.state === 'connecting') await this.firstOutcome;
    return this.state === 'up';
  }

  private incrementBy(key: string, by: number, ttlSeconds: number): Promise<number> {
    const k = this.prefix + key;
    return this.client
      .multi()
      .incrby(k, by)
      .expire(k, Math.ceil(ttlSeconds), 'NX')
      .exec()
      .then((results) => {
        const [incremented] = (results ?? []) as Array<[Error | null, unknown]>;
        if (!incremented) throw new Error('the transaction was discarded');
        if (incremented[0]) throw incremented[0];
        return Number(incremented[1]);
      });
  }

  private deliver(fullChannel: string, message: string): void {
    for (const handler of this.handlers.get(fullChannel) ?? []) handler(message);
  }

  /**
   * A call to Redis failed; the caller answers it in process. A refusal by Redis itself (a
   * ReplyError: out of memory, wrong type) leaves the connection alone and is reported once per
   * message; anything else (a timeout, a closed connection) means Redis is unreachable.
   */
  private failed(error: unknown): void {
    const message = describeError(error);
    if (error instanceof Error && error.name === 'ReplyError') {
      if (!this.reportedReplyErrors.has(message)) {
        this.reportedReplyErrors.add(message);
        console.warn(
          `Redis at REDIS_URL (${redactRedisUrl(this.url)}) refused a command (${message}); answering from the in-process cache.`,
        );
      }
      return;
    }
    this.lost(message);
    // A command timed out on a connection that still looks open (Redis hung, or the network
    // dropped it silently): reconnect, so the next 'ready' proves Redis answers again.
    if (this.client.status === 'ready') this.client.disconnect(true);
  }

  private lost(reason: string): void {
    if (this.state === 'closed' || this.state === 'down') return;
    const wasUp = this.state === 'up' || this.state === 'connecting';
    this.state = 'down';
    if (!wasUp) return; // Lost again while replaying: the same outage.
    this.downSince = Date.now();
    this.reportedReplyErrors.clear();
    this.announcedDown = !this.quiet;
    if (this.announcedDown) {
      console.warn(
        `Redis at REDIS_URL (${redactRedisUrl(this.url)}) is unreachable (${reason}). Answering from the in-process cache and rate-limit counters until it is back.`,
      );
    }
  }

  /** Reconnected: replay the journal, then serve from Redis again. */
  private async recover(): Promise<void> {
    if (this.state === 'connecting') {
      this.state = 'up';
      return;
    }
    if (this.state !== 'down') return;
    this.state = 'recovering';
    const replayed = { keys: 0, messages: 0 };
    while (this.journal.size > 0) {
      const batch = this.journal.take();
      const done = await this.replay(batch);
      replayed.keys += done.keys;
      replayed.messages += done.messages;
      if (this.state !== 'recovering') return; // lost again; the rest is back in the journal
    }
    this.state = 'up';
    const previous = this.fallback;
    this.fallback = new MemoryCache(undefined, undefined, this.fallbackMaxBytes);
    await previous.close();
    const dropped = this.journal.dropped;
    this.journal.dropped = 0;
    if (this.announcedDown) {
      const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
      console.info(
        `Redis at REDIS_URL (${redactRedisUrl(this.url)}) is back after ${seconds} s: replayed ${replayed.keys} key change(s) and ${replayed.messages} message(s)` +
          (dropped ? `; ${dropped} more were not kept (journal full) and expire with their TTL` : '') +
          '.',
      );
    }
    this.announcedDown = false;
  }

  /** Sends one batch; on failure puts the unsent rest back into the journal and marks Redis down. */
  private async replay(batch: ReplayBatch): Promise<{ keys: number; messages: number }> {
    let keys = 0;
    let messages = 0;
    try {
      for (const entry of batch.keys) {
        if (entry.deleted) await this.client.del(this.prefix + entry.key);
        if (entry.increments > 0) await this.incrementBy(entry.key, entry.increments, entry.ttlSeconds);
        keys += 1;
      }
      for (const { channel, message } of batch.messages) {
        await this.client.publish(this.prefix + channel, message);
        messages += 1;
      }
    } catch (error) {
      this.journal.restore({ keys: batch.keys.slice(keys), messages: batch.messages.slice(messages) });
      this.lost(describeError(error));
    }
    return { keys, messages };
  }

  private ensureSubscriber(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = createRedisClient(this.url, { enableOfflineQueue: false, autoResubscribe: false });
    this.subscriber = subscriber;
    let settle!: () => void;
    this.subscriberFirstOutcome = new Promise<void>((resolve) => (settle = resolve));
    // Its errors are the main connection's too, which reports them.
    subscriber.on('error', () => undefined);
    subscriber.on('close', () => settle());
    subscriber.on('message', (channel: string, wire: string) => {
      const origin = ORIGIN_PATTERN.exec(wire);
      // Our own messages were delivered when published; others (or unmarked ones) are delivered now.
      if (origin?.[1] === this.origin) return;
      this.deliver(channel, origin ? wire.slice(origin[0].length) : wire);
    });
    subscriber.on('ready', () => {
      settle();
      void this.resubscribe(subscriber);
    });
    return subscriber;
  }

  /**
   * On every (re)connection of the subscriber: subscribe to every channel with handlers, then
   * tell each channel's subscribers that messages may have been missed while it was away.
   */
  private async resubscribe(subscriber: Redis): Promise<void> {
    const channels = [...this.handlers.keys()];
    if (channels.length === 0) return;
    try {
      await subscriber.subscribe(...channels);
    } catch {
      return; // Lost again: the next 'ready' tries again.
    }
    for (const channel of channels) for (const onResync of this.resyncHandlers.get(channel) ?? []) onResync();
  }
}

const CONNECTION_LOST = 'the connection was lost';

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  // ioredis's words for "the connection is down" when a call is made at that moment.
  if (/Stream isn't writeable|Connection is closed/i.test(error.message)) return CONNECTION_LOST;
  return error.message || error.name;
}
