import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, createDb, type DbHandle } from '../create-db';

/**
 * A migrated, empty database for one test file: a fresh database on the Postgres server named
 * by DATABASE_URL when it is set (as CI does), otherwise an in-memory PGlite started from an
 * image of a migrated one (see migratedImage).
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDb({ dataDir: 'memory://', pgliteImage: await migratedImage() });

  const { default: pg } = await import('pg');
  const name = `atrium_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. `WITH (FORCE)` right after pool.end()
 * can kill a backend whose client is still saying goodbye, which surfaces as an unhandled
 * 57P01 error in the test; so wait for the sessions to leave and force only as a last resort.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === '0') {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

let image: Promise<Blob> | undefined;

/**
 * An image of a freshly migrated PGlite, made once per set of migrations and kept in the
 * system's temporary folder for every test process: starting from it skips PGlite's initdb and
 * the migrations, which were most of an embedded test file's set-up time (ADR 040). The file's
 * name holds a hash of the migrations and PGlite's version, so a new migration makes a new image.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(tmpdir(), `atrium-pglite-${imageKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await createDb({ dataDir: 'memory://' });
    try {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written beside its final name, then renamed: a process reading it never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return new Blob([bytes]);
    } finally {
      await handle.close();
    }
  })();
  return image;
}

function imageKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  // PGlite's version: its entry is dist/index.*, beside the package's package.json.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}
