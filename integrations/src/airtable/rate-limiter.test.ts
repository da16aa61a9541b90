import { randomBytes } from 'node:crypto';
import { DataSourceError } from '@atrium/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MemoryRateLimiter,
  RATE_LIMIT_PENALTY_MS,
  RedisRateLimiter,
  baseRateKey,
  tokenRateKey,
  type RateLimiter,
  type RateLimiterOptions,
} from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fake clock: sleeping advances it, and every sleep is recorded. */
function fakeClock() {
  const clock = {
    now: 1_700_000_000_000,
    sleeps: [] as number[],
    options(extra: Partial<RateLimiterOptions> = {}): RateLimiterOptions {
      return {
        now: () => clock.now,
        sleep: async (ms) => {
          clock.sleeps.push(ms);
          clock.now += ms;
        },
        ...extra,
      };
    },
  };
  return clock;
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

function memory(options: RateLimiterOptions): RateLimiter {
  return new MemoryRateLimiter(options);
}

function redis(options: RateLimiterOptions): RateLimiter {
  // A random prefix per limiter keeps runs (and leftovers) apart.
  const limiter = new RedisRateLimiter({
    ...options,
    url: REDIS_URL,
    prefix: `atrium-test:rate:${randomBytes(6).toString('hex')}:`,
  });
  closers.push(() => limiter.close());
  return limiter;
}

describe.each([
  ['MemoryRateLimiter', memory],
  ['RedisRateLimiter', redis],
] as const)('%s', (_, create) => {
  const token = tokenRateKey('patTEST.secret');
  const base = (id: string) => [baseRateKey(id), token];

  it('lets a burst of 5 requests through to one base, then waits for the window to move', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options());
    for (let i = 0; i < 5; i++) await limiter.acquire(base('appA'));
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire(base('appA'));
    // The 1 s window plus the 10% margin.
    expect(clock.sleeps).toEqual([1_250]);
  });

  it('never lets more than 5 requests to one base into any second', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options());
    const grants: number[] = [];
    while (grants.length < 40) {
      await limiter.acquire(base('appA'));
      grants.push(clock.now);
      // Uneven demand: sometimes idle for a while.
      if (grants.length % 7 === 0) clock.now += 350;
    }
    for (const t of grants) expect(grants.filter((g) => g > t - 1_000 && g <= t).length).toBeLessThanOrEqual(5);
    // And it is not much slower than that: 40 grants within about 8 windows.
    expect(grants.at(-1)! - grants[0]!).toBeLessThan(10_000);
  });

  it('keeps bases apart', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options());
    for (let i = 0; i < 5; i++) await limiter.acquire(base('appA'));
    for (let i = 0; i < 5; i++) await limiter.acquire(base('appB'));
    expect(clock.sleeps).toEqual([]);
  });

  it('limits one token to 50 per second across bases', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options());
    for (let b = 0; b < 10; b++) {
      for (let i = 0; i < 5; i++) await limiter.acquire(base(`app${b}`));
    }
    expect(clock.sleeps).toEqual([]);
    // Another token is not affected.
    await limiter.acquire([baseRateKey('appOther'), tokenRateKey('patOTHER.secret')]);
    expect(clock.sleeps).toEqual([]);
    // A fresh base still waits for the token's window.
    await limiter.acquire(base('appFresh'));
    expect(clock.sleeps).toEqual([1_250]);
  });

  it('takes nothing from any bucket when one of them must wait', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options());
    for (let i = 0; i < 5; i++) await limiter.acquire([baseRateKey('appA')]);
    // appA is full: this waits, and the token's window is charged only once.
    await limiter.acquire(base('appA'));
    for (let i = 0; i < 49; i++) await limiter.acquire(base(`appX${Math.floor(i / 5)}`));
    expect(clock.sleeps).toEqual([1_250]);
  });

  it('after a penalty lets nothing through to the base for 30 s, and fails fast beyond maxWaitMs', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options({ maxWaitMs: 5_000 }));
    await limiter.penalise(baseRateKey('appA'), RATE_LIMIT_PENALTY_MS);

    const error = await limiter.acquire(base('appA')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSourceError);
    expect((error as DataSourceError).status).toBe(429);
    expect(clock.sleeps).toEqual([]);

    // Other bases go on.
    await limiter.acquire(base('appB'));
    // 24 s later the base is still blocked for longer than maxWaitMs.
    clock.now += 24_000;
    await expect(limiter.acquire(base('appA'))).rejects.toBeInstanceOf(DataSourceError);
    // 29.9 s later the rest of the penalty is within maxWaitMs: acquire waits it out.
    clock.now += 5_900;
    await limiter.acquire(base('appA'));
    expect(clock.sleeps).toEqual([100]);
  });

  it('waits out a penalty when the wait is within maxWaitMs', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options({ maxWaitMs: 60_000 }));
    const start = clock.now;
    await limiter.penalise(baseRateKey('appA'), RATE_LIMIT_PENALTY_MS);
    await limiter.acquire(base('appA'));
    expect(clock.now - start).toBeGreaterThanOrEqual(30_000);
    expect(clock.sleeps).toEqual([30_000]);
  });

  it('never shortens a penalty', async () => {
    const clock = fakeClock();
    const limiter = create(clock.options({ maxWaitMs: 60_000 }));
    await limiter.penalise(baseRateKey('appA'), 30_000);
    await limiter.penalise(baseRateKey('appA'), 1_000);
    await limiter.acquire(base('appA'));
    expect(clock.sleeps).toEqual([30_000]);
  });
});

describe('RedisRateLimiter across processes', () => {
  it('shares buckets between two limiters on the same Redis', async () => {
    const clock = fakeClock();
    const prefix = `atrium-test:rate:${randomBytes(6).toString('hex')}:`;
    const a = new RedisRateLimiter({ ...clock.options(), url: REDIS_URL, prefix });
    const b = new RedisRateLimiter({ ...clock.options(), url: REDIS_URL, prefix });
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    for (let i = 0; i < 3; i++) await a.acquire([baseRateKey('appA')]);
    for (let i = 0; i < 2; i++) await b.acquire([baseRateKey('appA')]);
    expect(clock.sleeps).toEqual([]);
    await b.acquire([baseRateKey('appA')]);
    expect(clock.sleeps).toEqual([1_250]);
    await a.penalise(baseRateKey('appA'), 30_000);
    await expect(b.acquire([baseRateKey('appA')])).rejects.toBeInstanceOf(DataSourceError);
  });
});

describe('tokenRateKey', () => {
  it('never contains the token', () => {
    const key = tokenRateKey('patSECRET.value');
    expect(key).toMatch(/^token:[0-9a-f]{16}$/);
    expect(key).not.toContain('SECRET');
  });
});
