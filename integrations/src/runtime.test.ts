import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '@atrium/core';
import { pingDb } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import type { Cache } from './cache/cache';
import { MemoryCache } from './cache/memory-cache';
import type { RuntimeEnv } from './config/load-env';
import type { Mailer } from './email/mailer';
import { DnsLookupError } from './dns/dns-resolver';
import { createRuntime, type Runtime } from './runtime';
import { startTestDnsServer } from './testing/dns-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function env(overrides: Record<string, string> = {}): RuntimeEnv {
  // DATABASE_URL stays unset: the tests pass their own database.
  const parsed = parseEnv({ NODE_ENV: 'test', APP_SECRET: 'runtime-test-secret-runtime-test-secret', ...overrides });
  return { ...parsed, APP_SECRET: parsed.APP_SECRET! };
}

/** Runtimes a test opened and did not close (when it failed half-way). */
const open = new Set<Runtime>();
async function start(e: RuntimeEnv, options: Parameters<typeof createRuntime>[1] = {}): Promise<Runtime> {
  const runtime = await createRuntime(e, { db: await createTestDb(), ...options });
  open.add(runtime);
  return runtime;
}
async function stop(runtime: Runtime): Promise<void> {
  open.delete(runtime);
  await runtime.close();
}
afterEach(async () => {
  for (const runtime of open) await runtime.close().catch(() => undefined);
  open.clear();
});

describe('createRuntime', () => {
  it('uses the memory cache and the outbox mailer without REDIS_URL and SMTP_URL', async () => {
    const runtime = await start(env());
    expect(runtime.cache.kind).toBe('memory');
    expect(runtime.mailer.kind).toBe('outbox');
    expect(runtime.dbKind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(runtime.env.APP_SECRET).toBe('runtime-test-secret-runtime-test-secret');
    await expect(pingDb(runtime.db)).resolves.toBeUndefined();
    await runtime.cache.set('k', { ok: true });
    expect(await runtime.cache.get('k')).toEqual({ ok: true });
    await stop(runtime);
  });

  it('uses Redis when REDIS_URL is set', async () => {
    const runtime = await start(env({ REDIS_URL }));
    expect(runtime.cache.kind).toBe('redis');
    await expect(runtime.cache.ping()).resolves.toBeUndefined();
    await stop(runtime);
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    // Nothing is sent, so no server needs to listen.
    const runtime = await start(env({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(runtime.mailer.kind).toBe('smtp');
    await stop(runtime);
  });

  it('close() closes the database and the Redis connections', async () => {
    const runtime = await start(env({ REDIS_URL }));
    const box: string[] = [];
    await runtime.cache.subscribe('runtime-close', (m) => void box.push(m));
    await stop(runtime);
    await expect(pingDb(runtime.db)).rejects.toThrow();
    await expect(runtime.cache.ping()).rejects.toThrow();
    await expect(runtime.cache.publish('runtime-close', 'x')).rejects.toThrow();
  });

  it('close() closes the cache and mailer it was given, and the database', async () => {
    const closed: string[] = [];
    const cache: Cache = Object.assign(new MemoryCache(), {
      close: async () => void closed.push('cache'),
    });
    const mailer: Mailer = {
      kind: 'outbox',
      send: async () => undefined,
      close: async () => void closed.push('mailer'),
    };
    const runtime = await start(env({ REDIS_URL, SMTP_URL: 'smtp://127.0.0.1:2525' }), { cache, mailer });
    // Given services win over the environment.
    expect(runtime.cache).toBe(cache);
    expect(runtime.mailer).toBe(mailer);
    await stop(runtime);
    expect(closed).toEqual(['mailer', 'cache']);
    await expect(pingDb(runtime.db)).rejects.toThrow();
  });
});

describe('createRuntime: DNS', () => {
  it('looks names up at the servers in DNS_SERVERS', async () => {
    const dns = await startTestDnsServer();
    try {
      dns.set('portal.example.com', 'A', ['203.0.113.10']);
      const runtime = await start(env({ DNS_SERVERS: dns.servers.join(',') }));
      expect(await runtime.resolver.resolve4('portal.example.com')).toEqual(['203.0.113.10']);
      expect(dns.queries).toEqual([{ name: 'portal.example.com', type: 'A' }]);
      await stop(runtime);
    } finally {
      await dns.close();
    }
  });

  it('takes the resolver it is given', async () => {
    const resolver = {
      resolve4: () => Promise.reject(new DnsLookupError('EREFUSED', 'x.test')),
      resolveCname: () => Promise.resolve([]),
      resolveTxt: () => Promise.resolve([]),
    };
    const runtime = await start(env(), { resolver });
    expect(runtime.resolver).toBe(resolver);
    await stop(runtime);
  });
});
