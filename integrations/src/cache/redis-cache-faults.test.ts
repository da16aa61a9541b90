/**
 * RedisCache when Redis goes away and comes back (ADR 023), against a redis-server of its own on
 * a spare port that the test kills, freezes and restarts. Never touches the shared Redis.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataSourceError } from '@atrium/core';
import { RedisRateLimiter, baseRateKey } from '../airtable/rate-limiter';
import { startTestRedisServer, type TestRedisServer } from '../testing/redis-server';
import { RedisCache } from './redis-cache';
import { REDIS_COMMAND_TIMEOUT_MS, createRedisClient } from './redis-client';

let server: TestRedisServer;
let inspector: Redis;

beforeAll(async () => {
  server = await startTestRedisServer();
});

afterAll(async () => {
  await server?.close();
});

/** The log lines a cache wrote about Redis (console.warn for "unreachable", console.info for "back"). */
function captureLog() {
  const lines: string[] = [];
  const warn = vi
    .spyOn(console, 'warn')
    .mockImplementation((...args: unknown[]) => void lines.push(`warn ${args.join(' ')}`));
  const info = vi
    .spyOn(console, 'info')
    .mockImplementation((...args: unknown[]) => void lines.push(`info ${args.join(' ')}`));
  return {
    lines,
    restore: () => {
      warn.mockRestore();
      info.mockRestore();
    },
    down: () => lines.filter((l) => l.includes('is unreachable')),
    back: () => lines.filter((l) => l.includes('is back after')),
  };
}

async function connectInspector(): Promise<Redis> {
  const client = createRedisClient(server.url);
  client.on('error', () => undefined);
  await client.ping();
  return client;
}

describe('RedisCache while Redis is lost and back', () => {
  const prefix = `atrium-test:${randomBytes(4).toString('hex')}:`;
  let cache: RedisCache;
  let otherProcess: RedisCache;
  let log: ReturnType<typeof captureLog>;

  beforeEach(async () => {
    await server.start();
    log = captureLog();
    cache = new RedisCache(server.url, prefix);
    otherProcess = new RedisCache(server.url, prefix);
    inspector = await connectInspector();
  });

  afterEach(async () => {
    await Promise.all([cache.close(), otherProcess.close(), inspector.quit().catch(() => undefined)]);
    log.restore();
  });

  it('answers every call in process while Redis is down, logs the outage once, and replays it when Redis is back', async () => {
    await cache.set('before', { v: 1 });
    await cache.set('dropped-during-outage', 'old');
    expect(await otherProcess.get('before')).toEqual({ v: 1 });
    const heard: string[] = [];
    const resyncs = vi.fn();
    await otherProcess.subscribe('site-changed', (m) => void heard.push(`other:${m}`), { onResync: resyncs });
    await cache.subscribe('site-changed', (m) => void heard.push(`same:${m}`));
    resyncs.mockClear();

    await server.stop();
    await vi.waitFor(() => expect(cache.connected).toBe(false), { timeout: 5_000 });

    // Values, counters (log-in limits), deletes and messages all answer without Redis.
    await cache.set('during', { v: 2 }, 60);
    expect(await cache.get('during')).toEqual({ v: 2 });
    expect(await cache.get('before')).toBeUndefined(); // Redis's copy is out of reach
    expect(await cache.increment('login:ip:203.0.113.9', 60)).toBe(1);
    expect(await cache.increment('login:ip:203.0.113.9', 60)).toBe(2);
    expect(await cache.increment('login:ip:203.0.113.9', 60)).toBe(3);
    await cache.delete('dropped-during-outage');
    await cache.publish('site-changed', 'site-1');
    expect(heard).toEqual(['same:site-1']); // this process hears it at once

    // Several reconnection attempts fail meanwhile (every 200 ms to 2 s), silently.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(log.down()).toHaveLength(2); // this cache and the "other process", once each
    expect(log.down()[0]).toContain(`REDIS_URL (redis://127.0.0.1:${server.port})`);
    expect(log.down()[0]).toMatch(/in-process cache and rate-limit counters/);
    expect(log.back()).toHaveLength(0);

    await server.start();
    await vi.waitFor(
      () => {
        expect(cache.connected).toBe(true);
        expect(otherProcess.connected).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(log.back()).toHaveLength(2);
    expect(log.back().join('\n')).toMatch(/replayed 2 key change\(s\) and 1 message\(s\)/);
    expect(log.down()).toHaveLength(2);

    // The other process resubscribed and was told it may have missed messages (so it drops what it
    // kept): that is the guarantee. The replayed message reaches it too when its subscription came
    // back before the replay, which depends on which connection Redis took first.
    await vi.waitFor(() => expect(resyncs).toHaveBeenCalled(), { timeout: 5_000 });
    // The counter went on counting in Redis, with its TTL; the delete reached Redis.
    expect(await inspector.get(`${prefix}login:ip:203.0.113.9`)).toBe('3');
    expect(await inspector.ttl(`${prefix}login:ip:203.0.113.9`)).toBeGreaterThan(0);
    expect(await inspector.exists(`${prefix}dropped-during-outage`)).toBe(0);
    expect(await cache.increment('login:ip:203.0.113.9', 60)).toBe(4);

    // And pub/sub works across processes again.
    await cache.publish('site-changed', 'site-2');
    await vi.waitFor(() => expect(heard).toEqual(expect.arrayContaining(['other:site-2', 'same:site-2'])), {
      timeout: 5_000,
    });
  });

  it('treats a hung Redis (no answer within the command timeout) as unreachable, then recovers', async () => {
    await cache.set('k', 'v');
    server.pause();
    try {
      const started = Date.now();
      expect(await cache.get('k')).toBeUndefined(); // answered in process after the timeout
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
      expect(cache.connected).toBe(false);
      const fast = Date.now();
      expect(await cache.increment('n', 60)).toBe(1); // no more waiting once it is known down
      expect(Date.now() - fast).toBeLessThan(100);
      expect(log.down()).toHaveLength(1);
      expect(log.down()[0]).toMatch(/Command timed out/);
    } finally {
      server.resume();
    }
    await vi.waitFor(() => expect(cache.connected).toBe(true), { timeout: 10_000 });
    expect(await cache.get('k')).toBe('v');
    expect(await cache.get('n')).toBe(1);
    expect(log.back()).toHaveLength(1);
  });
});

describe('RedisCache start-up check', () => {
  it('rejects with the reason when nothing answers, and logs nothing itself', async () => {
    const log = captureLog();
    await server.stop();
    const cache = new RedisCache(server.url, 'atrium-test:startup:');
    try {
      await expect(cache.waitUntilConnected(1_000)).rejects.toThrow(/ECONNREFUSED/);
      expect(log.lines).toEqual([]);
    } finally {
      await cache.close();
      log.restore();
    }
  });

  it('resolves once Redis answers, even when it starts a moment later', async () => {
    await server.stop();
    const cache = new RedisCache(server.url, 'atrium-test:startup:');
    const log = captureLog();
    try {
      const waiting = cache.waitUntilConnected(5_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.start();
      await waiting;
      expect(cache.connected).toBe(true);
      await cache.set('x', 1);
      expect(await cache.get('x')).toBe(1);
      expect(log.lines).toEqual([]);
    } finally {
      await cache.close();
      log.restore();
    }
  });
});

describe('RedisRateLimiter (Airtable) while Redis is down', () => {
  it('keeps limiting in process, silently, and goes back to the shared buckets when Redis is back', async () => {
    await server.start();
    let now = 1_700_000_000_000;
    const prefix = `atrium-test:rate-outage:${randomBytes(4).toString('hex')}:`;
    const limiter = new RedisRateLimiter({ url: server.url, prefix, now: () => now, maxWaitMs: 0 });
    const elsewhere = new RedisRateLimiter({ url: server.url, prefix, now: () => now, maxWaitMs: 0 });
    const keys = [baseRateKey('appOutage')];
    try {
      for (let i = 0; i < 5; i += 1) await limiter.acquire(keys);
      // Shared through Redis: another process sees the base's 5 grants.
      await expect(elsewhere.acquire(keys)).rejects.toBeInstanceOf(DataSourceError);

      await server.stop();
      now += 2_000;
      for (let i = 0; i < 5; i += 1) await limiter.acquire(keys); // in process now
      await expect(limiter.acquire(keys)).rejects.toMatchObject({ status: 429 });

      await server.start();
      now += 2_000;
      await vi.waitFor(async () => {
        for (let i = 0; i < 5; i += 1) await limiter.acquire(keys);
        await expect(elsewhere.acquire(keys)).rejects.toBeInstanceOf(DataSourceError);
        now += 2_000;
      });
    } finally {
      await Promise.all([limiter.close(), elsewhere.close()]);
    }
  });
});
