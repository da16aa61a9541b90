import { parseEnv } from '@atrium/core';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import type { Cache } from '../cache/cache';
import { MemoryCache } from '../cache/memory-cache';
import { RedisCache } from '../cache/redis-cache';
import { createDnsResolver, type DnsResolver } from '../dns/dns-resolver';
import { createRuntime, megabytesToBytes, type CreateRuntimeOptions, type Runtime } from '../runtime';

/** Where tests' DNS lookups go when a test names no DNS server: a closed loopback port. */
export const UNREACHABLE_DNS_SERVER = '127.0.0.1:1';

/**
 * A runtime for one test file: a fresh migrated database (Postgres when DATABASE_URL is set,
 * else PGlite), Redis when REDIS_URL is set (keys under a random prefix), else memory, and the
 * outbox mailer. `options` replaces the database (e.g. one shared by two runtimes, as two
 * processes share one) or the cache (e.g. Redis on a test server of its own).
 *
 * DNS never reaches the internet: lookups go to `dnsServers` (a test DNS server's `servers`, see
 * testing/dns-server.ts) or `DNS_SERVERS` in `overrides`, or through `dnsResolver`; without any,
 * to 127.0.0.1:1, where nothing listens, so every lookup fails at once with a DnsLookupError.
 */
export async function createTestRuntime(
  overrides: Record<string, string> = {},
  options: Pick<CreateRuntimeOptions, 'db' | 'cache'> & { dnsServers?: string[]; dnsResolver?: DnsResolver } = {},
): Promise<Runtime> {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    PORTAL_ROOT_DOMAIN: 'localhost',
    ...overrides,
  });
  const db = options.db ?? (await createTestDb());
  const redisUrl = process.env.REDIS_URL;
  const cache: Cache =
    options.cache ??
    (redisUrl
      ? new RedisCache(
          redisUrl,
          `atrium-test:${Math.random().toString(36).slice(2)}:`,
          megabytesToBytes(env.RECORD_CACHE_MB),
        )
      : new MemoryCache(undefined, undefined, megabytesToBytes(env.RECORD_CACHE_MB)));
  // A named server gets the production timeouts (a loaded test machine may answer slowly).
  const servers = options.dnsServers ?? env.DNS_SERVERS;
  const resolver =
    options.dnsResolver ??
    (servers ? createDnsResolver({ servers }) : createDnsResolver({ servers: [UNREACHABLE_DNS_SERVER], tries: 1 }));
  return createRuntime({ ...env, APP_SECRET: env.APP_SECRET! }, { db, cache, resolver });
}
