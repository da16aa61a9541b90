import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database API the rest of Atrium uses, whether PGlite or Postgres is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface CreateDbOptions {
  /** postgres://… switches to Postgres; otherwise embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; `memory://` (the default when absent) keeps it in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this image of a data folder (`dumpDataDir`), not empty. */
  pgliteImage?: Blob | undefined;
  /** Run migrations before returning (default true). */
  migrate?: boolean;
  /** Postgres pool size. */
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Postgres advisory lock id that serialises migrations across processes starting together. */
const MIGRATION_LOCK_ID = 7_312_001;

/** How long opening a PostgreSQL connection may take (also bounds waiting for a free pooled one). */
export const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL did not accept the first connection: bad host, refused, no such database, wrong
 * credentials, timeout. The message names DATABASE_URL (without its password) and the reason;
 * a process reports it and exits without a stack trace.
 */
export class DatabaseUnreachableError extends Error {
  readonly reason: string;
  constructor(databaseUrl: string, cause: unknown) {
    const reason = describeConnectionError(cause);
    super(`The database in DATABASE_URL (${redactDatabaseUrl(databaseUrl)}) did not accept a connection: ${reason}.`);
    this.name = 'DatabaseUnreachableError';
    this.reason = reason;
  }
}

/** DATABASE_URL as it may appear in a message: without its password. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

function describeConnectionError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeConnectionError(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  const message = error.message.replace(/\.$/, '') || error.name;
  const code = (error as { code?: string }).code;
  // PostgreSQL's own refusals carry an SQLSTATE; name the common ones plainly.
  if (code === '3D000') return `${message} (create it, or fix the database name)`;
  if (code === '28P01' || code === '28000') return `${message} (check the user name and password)`;
  if (/timeout/i.test(message)) return `no answer within ${CONNECTION_TIMEOUT_MS / 1000} s (${message})`;
  return message;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A host that never answers fails the connection (at start, or a query's) instead of hanging.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle connection the server drops (restart, failover) is replaced on next use; without
    // a listener the pool's 'error' event would end the process.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Database;
    // One connection now, so a wrong or unreachable DATABASE_URL is reported at start, by name.
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnreachableError(options.databaseUrl, error);
    }
    if (!shouldMigrate) client.release();
    else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm for the trigram indexes of large tables' listing searches (ADR 044); created in the
  // database only when one is first needed.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? path.resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage, extensions } : { extensions });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  if (shouldMigrate) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Cheap liveness probe for /healthz. */
export async function pingDb(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
