import path from 'node:path';
import { createDb, type Database } from '@atrium/db';
import type { Cache } from './cache/cache';
import { MemoryCache } from './cache/memory-cache';
import { RedisCache } from './cache/redis-cache';
import type { RuntimeEnv } from './config/load-env';
import { createDnsResolver, type DnsResolver } from './dns/dns-resolver';
import { OutboxMailer, type Mailer } from './email/mailer';
import { SmtpMailer } from './email/smtp-mailer';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

/**
 * Everything a request handler needs from outside the process. One runtime is shared by both
 * apps when they run in one process (embedded mode), so a publish in the builder reaches the
 * portal host's caches through the in-memory pub/sub.
 */
export interface Runtime {
  env: RuntimeEnv;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  cache: Cache;
  mailer: Mailer;
  /** Uploaded images: S3 when S3_BUCKET is set, else DATA_DIR/media on disk. */
  media: MediaStorage;
  /** DNS lookups (custom domain checks): DNS_SERVERS when set, else the system's resolvers. */
  resolver: DnsResolver;
  /** Registers something to close with the runtime (clients created on demand). */
  onClose(cleanup: () => Promise<void>): void;
  close(): Promise<void>;
}

export interface CreateRuntimeOptions {
  /** Replace the database (tests pass a migrated test database). */
  db?: { db: Database; kind: 'pglite' | 'postgres'; close?: () => Promise<void> };
  cache?: Cache;
  mailer?: Mailer;
  media?: MediaStorage;
  resolver?: DnsResolver;
}

/** Redis when REDIS_URL is set (degrading to in-process answers while it is unreachable), else memory. */
export function createCache(env: Pick<RuntimeEnv, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'RECORD_CACHE_MB'>): Cache {
  const maxBytes = megabytesToBytes(env.RECORD_CACHE_MB);
  return env.REDIS_URL
    ? new RedisCache(env.REDIS_URL, env.REDIS_KEY_PREFIX, maxBytes)
    : new MemoryCache(undefined, undefined, maxBytes);
}

/** A `*_CACHE_MB` setting in bytes. */
export function megabytesToBytes(megabytes: number): number {
  return Math.floor(megabytes * 1024 * 1024);
}

export async function createRuntime(env: RuntimeEnv, options: CreateRuntimeOptions = {}): Promise<Runtime> {
  const dbHandle =
    options.db ??
    (await createDb(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') },
    ));
  const cache = options.cache ?? createCache(env);
  const mailer =
    options.mailer ??
    (env.SMTP_URL ? new SmtpMailer(dbHandle.db, env.SMTP_URL, env.SMTP_FROM) : new OutboxMailer(dbHandle.db));
  const cleanups: Array<() => Promise<void>> = [];
  return {
    env,
    db: dbHandle.db,
    dbKind: dbHandle.kind,
    cache,
    mailer,
    media: options.media ?? createMediaStorage(env),
    resolver: options.resolver ?? createDnsResolver({ servers: env.DNS_SERVERS }),
    onClose(cleanup) {
      cleanups.push(cleanup);
    },
    async close() {
      await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
      await mailer.close();
      await cache.close();
      await dbHandle.close?.();
    },
  };
}
