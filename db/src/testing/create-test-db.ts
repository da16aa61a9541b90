import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from '../create-db';

/**
 * A migrated, empty database for one test file: a fresh database on the Postgres server named
 * by DATABASE_URL when it is set (as CI does), otherwise an in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDb({ dataDir: 'memory://' });

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
