import { parseEnv } from '@atrium/core';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import type { Cache } from '../cache/cache';
import { MemoryCache } from '../cache/memory-cache';
import { RedisCache } from '../cache/redis-cache';
import { createRuntime, type Runtime } from '../runtime';

/**
 * A runtime for one test file: a fresh migrated database (Postgres when DATABASE_URL is set,
 * else PGlite), Redis when REDIS_URL is set (keys under a random prefix), else memory, and the
 * outbox mailer.
 */
export async function createTestRuntime(overrides: Record<string, string> = {}): Promise<Runtime> {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    PORTAL_ROOT_DOMAIN: 'localhost',
    ...overrides,
  });
  const db = await createTestDb();
  const redisUrl = process.env.REDIS_URL;
  const cache: Cache = redisUrl
    ? new RedisCache(redisUrl, `atrium-test:${Math.random().toString(36).slice(2)}:`)
    : new MemoryCache();
  return createRuntime({ ...env, APP_SECRET: env.APP_SECRET! }, { db, cache });
}
