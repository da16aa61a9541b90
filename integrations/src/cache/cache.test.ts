import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cache } from './cache';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';
import { createRedisClient } from './redis-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface CacheUnderTest {
  /** Where values are written and messages published. */
  cache: Cache;
  /**
   * Where messages are received. For Redis this is a second client (as another process would
   * have); memory pub/sub only reaches the same instance.
   */
  subscriber: Cache;
  /** Lets `ms` pass for TTLs: a fake clock for memory, real time for Redis. */
  elapse(ms: number): Promise<void>;
  close(): Promise<void>;
}

function memoryCache(): CacheUnderTest {
  let now = 1_700_000_000_000;
  const cache = new MemoryCache(10_000, () => now);
  return {
    cache,
    subscriber: cache,
    elapse: async (ms) => {
      now += ms;
    },
    close: () => cache.close(),
  };
}

function redisCache(): CacheUnderTest {
  // A random prefix per run keeps parallel runs (and leftovers) apart.
  const prefix = `atrium-test:${randomBytes(6).toString('hex')}:`;
  const cache = new RedisCache(REDIS_URL, prefix);
  const subscriber = new RedisCache(REDIS_URL, prefix);
  return {
    cache,
    subscriber,
    elapse: sleep,
    close: async () => {
      await Promise.all([cache.close(), subscriber.close()]);
    },
  };
}

/** Collects messages a handler receives. */
function inbox() {
  const messages: string[] = [];
  return { messages, handler: (message: string) => void messages.push(message) };
}

/** One conformance suite: every Cache implementation must pass it unchanged. */
describe.each([
  ['MemoryCache', memoryCache],
  ['RedisCache', redisCache],
] as const)('%s conforms to the Cache API', (kind, create) => {
  let t: CacheUnderTest;
  let key: (name: string) => string;
  beforeAll(() => {
    t = create();
    const run = randomBytes(4).toString('hex');
    key = (name) => `${run}:${name}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports its kind and answers ping', async () => {
    expect(t.cache.kind).toBe(kind === 'MemoryCache' ? 'memory' : 'redis');
    await expect(t.cache.ping()).resolves.toBeUndefined();
  });

  it('returns undefined for a key never set', async () => {
    expect(await t.cache.get(key('missing'))).toBeUndefined();
  });

  it.each([
    ['an object', { id: 'site1', name: 'Acme', tags: ['a', 'b'], nested: { n: 1, ok: true, none: null } }],
    ['an array', [1, 'two', { three: 3 }]],
    ['a string', 'hello'],
    ['a number', 42.5],
    ['zero', 0],
    ['false', false],
    ['an empty string', ''],
  ])('round-trips %s as JSON', async (_, value) => {
    const k = key(`value-${JSON.stringify(value)}`);
    await t.cache.set(k, value);
    expect(await t.cache.get(k)).toEqual(value);
  });

  it('overwrites a value and deletes it', async () => {
    const k = key('overwrite');
    await t.cache.set(k, { v: 1 });
    await t.cache.set(k, { v: 2 });
    expect(await t.cache.get(k)).toEqual({ v: 2 });
    await t.cache.delete(k);
    expect(await t.cache.get(k)).toBeUndefined();
    await expect(t.cache.delete(k)).resolves.toBeUndefined();
  });

  it('hands out copies, so a caller mutating a value does not change the cache', async () => {
    const k = key('copy');
    const value = { list: [1] };
    await t.cache.set(k, value);
    value.list.push(2);
    const first = await t.cache.get<{ list: number[] }>(k);
    first!.list.push(3);
    expect(await t.cache.get(k)).toEqual({ list: [1] });
  });

  it('expires a value after its TTL and keeps one without a TTL', async () => {
    const short = key('ttl-short');
    const forever = key('ttl-none');
    await t.cache.set(short, 'soon gone', 1);
    await t.cache.set(forever, 'stays');
    expect(await t.cache.get(short)).toBe('soon gone');
    await t.elapse(1_200);
    expect(await t.cache.get(short)).toBeUndefined();
    expect(await t.cache.get(forever)).toBe('stays');
  });

  it('counts within a fixed window that later increments do not extend', async () => {
    const k = key('counter');
    expect(await t.cache.increment(k, 1)).toBe(1);
    expect(await t.cache.increment(k, 1)).toBe(2);
    await t.elapse(700);
    // Still inside the window that started with the first increment.
    expect(await t.cache.increment(k, 1)).toBe(3);
    await t.elapse(700);
    // 1.4 s after the first increment: the window is over even though the last increment was 0.7 s ago.
    expect(await t.cache.increment(k, 1)).toBe(1);
  });

  it('keeps counters apart', async () => {
    expect(await t.cache.increment(key('counter-a'), 60)).toBe(1);
    expect(await t.cache.increment(key('counter-a'), 60)).toBe(2);
    expect(await t.cache.increment(key('counter-b'), 60)).toBe(1);
    expect(await t.cache.get(key('counter-a'))).toBe(2);
  });

  it('delivers a published message to a subscriber', async () => {
    const channel = key('channel-deliver');
    const box = inbox();
    const unsubscribe = await t.subscriber.subscribe(channel, box.handler);
    await t.cache.publish(channel, 'site1');
    await t.cache.publish(channel, 'site2');
    await vi.waitFor(() => expect(box.messages).toEqual(['site1', 'site2']), { timeout: 5_000 });
    await unsubscribe();
  });

  it('delivers only to subscribers of that channel', async () => {
    const mine = key('channel-mine');
    const other = key('channel-other');
    const box = inbox();
    const otherBox = inbox();
    const unsubscribeMine = await t.subscriber.subscribe(mine, box.handler);
    const unsubscribeOther = await t.subscriber.subscribe(other, otherBox.handler);
    await t.cache.publish(other, 'for-other');
    await t.cache.publish(mine, 'for-me');
    await vi.waitFor(() => expect(box.messages).toEqual(['for-me']), { timeout: 5_000 });
    expect(otherBox.messages).toEqual(['for-other']);
    await unsubscribeMine();
    await unsubscribeOther();
  });

  it('stops delivering after unsubscribe, leaving other handlers subscribed', async () => {
    const channel = key('channel-unsubscribe');
    const marker = key('channel-marker');
    const first = inbox();
    const second = inbox();
    const markers = inbox();
    const unsubscribeFirst = await t.subscriber.subscribe(channel, first.handler);
    const unsubscribeSecond = await t.subscriber.subscribe(channel, second.handler);
    const unsubscribeMarker = await t.subscriber.subscribe(marker, markers.handler);

    await t.cache.publish(channel, 'one');
    await vi.waitFor(() => expect(second.messages).toEqual(['one']), { timeout: 5_000 });
    expect(first.messages).toEqual(['one']);

    await unsubscribeFirst();
    await t.cache.publish(channel, 'two');
    await vi.waitFor(() => expect(second.messages).toEqual(['one', 'two']), { timeout: 5_000 });
    expect(first.messages).toEqual(['one']);

    await unsubscribeSecond();
    await t.cache.publish(channel, 'three');
    // Messages from one publisher arrive in order, so once the marker is in, 'three' would have been too.
    await t.cache.publish(marker, 'done');
    await vi.waitFor(() => expect(markers.messages).toEqual(['done']), { timeout: 5_000 });
    expect(first.messages).toEqual(['one']);
    expect(second.messages).toEqual(['one', 'two']);
    await unsubscribeMarker();
  });

  it('delivers to its own subscribers before publish returns, and only once', async () => {
    const channel = key('channel-own');
    const box = inbox();
    const unsubscribe = await t.cache.subscribe(channel, box.handler);
    await t.cache.publish(channel, 'written');
    // A page view right after a write must already see the invalidation (ADR 028).
    expect(box.messages).toEqual(['written']);
    // Redis echoes the message back to this instance's own subscription; it is not delivered again.
    await sleep(kind === 'RedisCache' ? 300 : 0);
    expect(box.messages).toEqual(['written']);
    await unsubscribe();
  });

  it('can subscribe again after everyone unsubscribed', async () => {
    const channel = key('channel-resubscribe');
    const box = inbox();
    await (
      await t.subscriber.subscribe(channel, () => undefined)
    )();
    const unsubscribe = await t.subscriber.subscribe(channel, box.handler);
    await t.cache.publish(channel, 'again');
    await vi.waitFor(() => expect(box.messages).toEqual(['again']), { timeout: 5_000 });
    await unsubscribe();
  });
});

describe('RedisCache across processes', () => {
  let a: RedisCache;
  let b: RedisCache;
  let other: RedisCache;
  const prefix = `atrium-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    a = new RedisCache(REDIS_URL, prefix);
    b = new RedisCache(REDIS_URL, prefix);
    other = new RedisCache(REDIS_URL, `${prefix}other:`);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), other?.close()]);
  });

  it('shares values between clients with the same prefix and not with another prefix', async () => {
    await a.set('shared', { v: 1 });
    expect(await b.get('shared')).toEqual({ v: 1 });
    expect(await other.get('shared')).toBeUndefined();
  });

  it('invalidates across clients: a publish on one reaches a subscriber on the other', async () => {
    const box = inbox();
    const foreign = inbox();
    const unsubscribe = await b.subscribe('site-changed', box.handler);
    const unsubscribeForeign = await other.subscribe('site-changed', foreign.handler);
    await a.publish('site-changed', 'site42');
    await vi.waitFor(() => expect(box.messages).toEqual(['site42']), { timeout: 5_000 });
    expect(foreign.messages).toEqual([]);
    await unsubscribe();
    await unsubscribeForeign();
  });

  it('releases the Redis subscription once the last handler unsubscribes', async () => {
    const inspector = createRedisClient(REDIS_URL);
    const subscribers = async () => {
      const [, count] = (await inspector.pubsub('NUMSUB', `${prefix}release`)) as [string, number];
      return Number(count);
    };
    try {
      const unsubscribeFirst = await b.subscribe('release', () => undefined);
      const unsubscribeSecond = await b.subscribe('release', () => undefined);
      expect(await subscribers()).toBe(1); // one connection, however many handlers
      await unsubscribeFirst();
      expect(await subscribers()).toBe(1);
      await unsubscribeSecond();
      expect(await subscribers()).toBe(0);
    } finally {
      await inspector.quit();
    }
  });

  it('rounds a fractional TTL up to whole seconds instead of never expiring', async () => {
    await a.set('fraction', 'x', 0.2);
    expect(await a.get('fraction')).toBe('x');
    await sleep(1_200);
    expect(await a.get('fraction')).toBeUndefined();
  });
});

describe('MemoryCache limits', () => {
  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1);
    await cache.set('b', 2);
    expect(await cache.get('a')).toBe(1); // a is now more recent than b
    await cache.set('c', 3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });

  it('keeps counters within maxEntries too', async () => {
    const cache = new MemoryCache(2);
    await cache.increment('ip-1', 60);
    await cache.increment('ip-2', 60);
    await cache.increment('ip-3', 60);
    const counters = await Promise.all(['ip-1', 'ip-2', 'ip-3'].map((k) => cache.get<number>(k)));
    expect(counters).toEqual([undefined, 1, 1]);
  });

  it('stays within its byte budget, counting keys and JSON texts, and evicts the least recently used', async () => {
    const cache = new MemoryCache(10_000, Date.now, 10_000);
    const page = { records: Array.from({ length: 20 }, (_, i) => ({ id: `rec${i}`, name: 'x'.repeat(30) })) };
    const entryBytes = JSON.stringify(page).length;
    await cache.set('first', page);
    for (let i = 0; i < 50; i += 1) {
      await cache.set(`page:${i}`, page, 60);
      expect(await cache.get('first')).toEqual(page); // read often: never the least recently used
      expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    }
    const stats = cache.stats();
    expect(stats.maxBytes).toBe(10_000);
    expect(stats.entries).toBeLessThan(10_000 / entryBytes + 1);
    expect(stats.entries).toBeGreaterThan(1);
    expect(stats.evictions).toBe(51 - stats.entries);
    expect(await cache.get('page:0')).toBeUndefined();
    expect(await cache.get('page:49')).toEqual(page);
    await cache.delete('page:49');
    expect(cache.stats().bytes).toBeLessThan(stats.bytes);
  });

  it('does not keep a value larger than its byte budget', async () => {
    const cache = new MemoryCache(10_000, Date.now, 1_000);
    await cache.set('big', 'x'.repeat(2_000));
    expect(await cache.get('big')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("keeps a counter's expiry when it is incremented", async () => {
    let now = 0;
    const cache = new MemoryCache(10, () => now);
    expect(await cache.increment('ip', 10)).toBe(1);
    now = 9_000;
    expect(await cache.increment('ip', 10)).toBe(2);
    now = 10_000;
    expect(await cache.increment('ip', 10)).toBe(1);
  });

  it('forgets everything, subscriptions included, on close', async () => {
    const cache = new MemoryCache();
    const box = inbox();
    await cache.set('k', 1);
    await cache.subscribe('ch', box.handler);
    await cache.close();
    expect(await cache.get('k')).toBeUndefined();
    await cache.publish('ch', 'x');
    expect(box.messages).toEqual([]);
  });
});
