import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  /** Run migrations before returning (default true). */
  migrate?: boolean;
  /** Postgres pool size. */
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Postgres advisory lock id that serialises migrations across processes starting together. */
const MIGRATION_LOCK_ID = 7_312_001;

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) is replaced on next use; without
    // a listener the pool's 'error' event would end the process.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Database;
    if (shouldMigrate) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
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
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? path.resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
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
