import { Redis, type RedisOptions } from 'ioredis';

/**
 * A command that takes longer than this counts as Redis being unreachable; the caller answers it
 * in process (ADR 023).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_500;

/** The one Redis client factory, with fixed retry defaults (reconnects forever, at most every 2 s). */
export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 3,
    enableReadyCheck: true,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...options,
  });
}

/** REDIS_URL as it may appear in a log line: without its user name and password. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'an unparseable URL';
  }
}
