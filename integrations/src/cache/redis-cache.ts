import type { Redis } from 'ioredis';
import type { Cache } from './cache';
import { createRedisClient } from './redis-client';

/** Redis-backed cache; pub/sub uses a second connection, as Redis requires. */
export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    private readonly url: string,
    private readonly prefix = 'atrium:',
  ) {
    this.client = createRedisClient(url);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.client.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    const raw = JSON.stringify(value);
    if (ttlSeconds) await this.client.set(this.prefix + key, raw, 'EX', Math.ceil(ttlSeconds));
    else await this.client.set(this.prefix + key, raw);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const k = this.prefix + key;
    const [[, count]] = (await this.client.multi().incr(k).expire(k, Math.ceil(ttlSeconds), 'NX').exec()) as [
      [Error | null, number],
      [Error | null, number],
    ];
    return count;
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    const full = this.prefix + channel;
    if (!this.subscriber) {
      this.subscriber = createRedisClient(this.url);
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const h of this.handlers.get(ch) ?? []) h(message);
      });
    }
    let set = this.handlers.get(full);
    if (!set) {
      this.handlers.set(full, (set = new Set()));
      await this.subscriber.subscribe(full);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(full);
        await this.subscriber?.unsubscribe(full);
      }
    };
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await Promise.all([this.client.quit().catch(() => undefined), this.subscriber?.quit().catch(() => undefined)]);
  }
}
