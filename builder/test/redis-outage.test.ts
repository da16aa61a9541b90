/**
 * The builder while Redis is unreachable (ADR 023), through its request handler, with a Redis of
 * the test's own that it kills and restarts: log-in (rate limited in process meanwhile),
 * publishing (the snapshot is written and the publish answers; the site-changed message reaches
 * other processes once Redis is back) and /healthz keep working.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuilder, getLatestPublication } from '@atrium/db';
import { CHANNELS, RedisCache } from '@atrium/integrations';
import { startTestRedisServer, type TestRedisServer } from '@atrium/integrations/testing/redis-server';
import { createPortal, postIntent } from './editor-fixtures';
import { createHarness, type Harness } from './harness';

let redis: TestRedisServer;
let h: Harness;
let portalHostProcess: RedisCache;
const prefix = `atrium-test:builder-outage:${randomBytes(4).toString('hex')}:`;
const logged: string[] = [];

beforeAll(async () => {
  redis = await startTestRedisServer();
  h = await createHarness({}, { cache: new RedisCache(redis.url, prefix) });
  // A portal host elsewhere, listening for site changes through the same Redis.
  portalHostProcess = new RedisCache(redis.url, prefix);
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      void logged.push(`${level} ${args.join(' ')}`);
  vi.spyOn(console, 'warn').mockImplementation(keep('warn'));
  vi.spyOn(console, 'info').mockImplementation(keep('info'));
});

afterAll(async () => {
  vi.mocked(console.warn).mockRestore?.();
  vi.mocked(console.info).mockRestore?.();
  await portalHostProcess?.close();
  await h?.close();
  await redis?.close();
});

describe('the builder while Redis is lost and back', () => {
  it('logs in, limits log-in, publishes and reports healthy; the publish reaches other processes when Redis is back', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    await createBuilder(h.runtime.db, {
      firstName: 'Lin',
      lastName: 'Outage',
      email: 'lin-outage@example.com',
      password: 'lin correct password',
      verified: true,
    });
    const heard: string[] = [];
    await portalHostProcess.subscribe(CHANNELS.siteChanged, (siteId) => void heard.push(siteId));
    expect(await (await h.request('/healthz')).json()).toEqual({ ok: true });

    await redis.stop();
    await vi.waitFor(() => expect((h.runtime.cache as RedisCache).connected).toBe(false), { timeout: 5_000 });

    const health = await h.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, redis: 'unreachable' });

    const login = await h.request('/login', {
      form: { email: 'lin-outage@example.com', password: 'lin correct password' },
      clientIp: '198.51.100.20',
    });
    expect(login.status).toBe(302);

    let limitedAfter = 0;
    for (let attempt = 1; attempt <= 200 && !limitedAfter; attempt += 1) {
      const wrong = await h.request('/login', {
        form: { email: 'lin-outage@example.com', password: `wrong ${attempt}` },
        clientIp: '198.51.100.21',
      });
      expect(wrong.status).toBeLessThan(500);
      if (wrong.status === 429) limitedAfter = attempt;
    }
    expect(limitedAfter).toBeGreaterThan(1);

    const published = await postIntent(h, site.id, owner.cookie, { intent: 'publish' });
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ ok: true, version: 1 });
    expect((await getLatestPublication(h.runtime.db, { siteId: site.id }))?.version).toBe(1);
    expect(heard).toEqual([]); // the other process cannot hear it yet

    await redis.start();
    await vi.waitFor(() => expect(heard).toContain(site.id), { timeout: 10_000 });
    expect(await (await h.request('/healthz')).json()).toEqual({ ok: true });
    expect(logged.filter((l) => l.includes('is unreachable'))).toHaveLength(2); // this builder and the portal host
    expect(logged.filter((l) => l.includes('is back after'))).toHaveLength(2);
  });
});
