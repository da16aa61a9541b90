import { createServer, type RequestListener, type Server } from 'node:http';
import { ConfigError } from '@atrium/core';
import { DatabaseUnreachableError } from '@atrium/db';
import { startWebhookRefresher } from '../data/airtable-webhooks/start-webhook-refresher';
import { RedisCache } from '../cache/redis-cache';
import { redactRedisUrl } from '../cache/redis-client';
import type { RuntimeEnv } from '../config/load-env';
import { createCache, createRuntime, type Runtime } from '../runtime';

/** How long a starting process waits for Redis to answer before it refuses to start (ADR 023). */
export const REDIS_STARTUP_TIMEOUT_MS = 5_000;

/**
 * Process plumbing shared by `npm start` (both apps in one process) and each app's own
 * server/main.ts: configuration (a wrong value prints the message naming the variable and
 * exits 1), the runtime with its background jobs, listening, and a clean shutdown.
 *
 * Services are checked at start (ADR 023): a database that does not accept a connection, or a
 * Redis that does not answer within REDIS_STARTUP_TIMEOUT_MS, prints one message naming
 * DATABASE_URL or REDIS_URL and the reason, and the process exits 1, without a stack trace. Once
 * started, a Redis outage no longer stops anything: the cache answers in process until it is back.
 */
export async function startRuntime(getEnv: () => RuntimeEnv): Promise<{ env: RuntimeEnv; runtime: Runtime }> {
  let env: RuntimeEnv;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Redis first: a wrong REDIS_URL is reported before migrations run.
  const cache = createCache(env);
  if (env.REDIS_URL && cache instanceof RedisCache) {
    try {
      await cache.waitUntilConnected(REDIS_STARTUP_TIMEOUT_MS);
    } catch (error) {
      console.error(
        `Atrium cannot start. Redis in REDIS_URL (${redactRedisUrl(env.REDIS_URL)}) did not answer within ` +
          `${REDIS_STARTUP_TIMEOUT_MS / 1000} s: ${(error as Error).message}. Start Redis or correct REDIS_URL ` +
          '(without REDIS_URL, a single process uses its in-memory cache).',
      );
      await cache.close();
      process.exit(1);
    }
  }
  let runtime: Runtime;
  try {
    runtime = await createRuntime(env, { cache });
  } catch (error) {
    await cache.close();
    if (error instanceof DatabaseUnreachableError) {
      console.error(`Atrium cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Keeps Airtable webhooks alive (they expire after 7 days); a no-op without PUBLIC_URL.
  const stopWebhookRefresher = startWebhookRefresher(runtime);
  runtime.onClose(async () => stopWebhookRefresher());
  return { env, runtime };
}

/** Where `npm start` (both apps in one process, embedded defaults) listens unless HOST says otherwise. */
export const EMBEDDED_HOST = '127.0.0.1';

/**
 * Listens on a port, on `host` (every interface when undefined); a port in use exits with a
 * message naming the variable to change.
 */
export function listenOrExit(
  app: RequestListener,
  port: number,
  name: string,
  portVariable: string,
  host?: string,
): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const server = createServer(app);
    if (host === undefined) server.listen(port, () => resolve(server));
    else server.listen(port, host, () => resolve(server));
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        console.error(`The ${name} cannot start: port ${port} is already in use. Set ${portVariable} to another port.`);
        process.exit(1);
      }
      reject(error);
    });
  });
}

/** On SIGINT or SIGTERM: stop accepting requests, close the runtime, exit. */
export function closeOnSignals(servers: Server[], runtime: Runtime): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
