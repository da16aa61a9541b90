import { Redis, type RedisOptions } from 'ioredis';

/** The one Redis client factory, with fixed retry defaults. */
export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 3,
    enableReadyCheck: true,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...options,
  });
}
