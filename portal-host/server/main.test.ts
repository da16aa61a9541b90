/**
 * The portal host's process refusing to start when its services are unreachable (ADR 023): the
 * real `server/main.ts` is started with a bad DATABASE_URL or REDIS_URL, and its output and exit
 * code are read as an operator would. The same start-up code runs the builder and `npm start`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@atrium/integrations/testing/redis-server';

const PORTAL_HOST_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The machine's PostgreSQL (CI starts it on 127.0.0.1:5432); only its refusals are used here. */
const POSTGRES = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the portal host with these variables (and nothing else from the test's environment). */
function startPortalHost(variables: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-start-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PORTAL_HOST_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      APP_SECRET: 'start-test-secret-start-test-secret-0123',
      DATA_DIR: dataDir,
      PORTAL_PORT: '3509',
      ...variables,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function postgresUrl(change: (url: URL) => void): string {
  const url = new URL(POSTGRES.href);
  change(url);
  return url.href;
}

/** One line naming the variable and the reason; no stack trace, never "listening". */
function expectRefusal(result: { code: number | null; output: string }, message: RegExp) {
  expect(result.code).toBe(1);
  expect(result.output).toMatch(message);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output).not.toMatch(/listening/i);
  expect(result.output.trim().split('\n')).toHaveLength(1);
}

type Started = Awaited<ReturnType<typeof startPortalHost>>;
const results: Record<string, Started> = {};
let refusedPort = 0;
let redisPort = 0;

// The processes start together (each takes a few seconds to boot); the tests read their results.
beforeAll(async () => {
  refusedPort = await freePort([3590, 3599]);
  redisPort = await freePort([6390, 6399]);
  const cases: Record<string, Record<string, string>> = {
    refused: { DATABASE_URL: postgresUrl((u) => (u.port = String(refusedPort))) },
    unknownHost: { DATABASE_URL: postgresUrl((u) => (u.hostname = 'no-such-host.invalid')) },
    noDatabase: { DATABASE_URL: postgresUrl((u) => (u.pathname = '/atrium_no_such_database')) },
    badCredentials: {
      DATABASE_URL: postgresUrl((u) => {
        u.username = 'atrium_no_such_role';
        u.password = 's3cret-password';
      }),
    },
    redis: { REDIS_URL: `redis://:s3cret-password@127.0.0.1:${redisPort}` },
  };
  await Promise.all(
    Object.entries(cases).map(async ([name, variables]) => {
      results[name] = await startPortalHost(variables);
    }),
  );
}, 120_000);

describe('starting the portal host with an unreachable service', () => {
  it('refuses a DATABASE_URL whose server refuses connections', () => {
    expectRefusal(
      results.refused!,
      new RegExp(
        `^Atrium cannot start\\. The database in DATABASE_URL \\(postgres://postgres@127\\.0\\.0\\.1:${refusedPort}/postgres\\) did not accept a connection: connect ECONNREFUSED`,
        'm',
      ),
    );
  });

  it('refuses a DATABASE_URL whose host does not exist', () => {
    expectRefusal(
      results.unknownHost!,
      /DATABASE_URL \(postgres:\/\/postgres@no-such-host\.invalid:5432\/postgres\) did not accept a connection: .*ENOTFOUND/,
    );
  });

  it('refuses a DATABASE_URL naming a database that does not exist', () => {
    expectRefusal(
      results.noDatabase!,
      /DATABASE_URL .* did not accept a connection: database "atrium_no_such_database" does not exist \(create it/,
    );
  });

  it('refuses credentials the database does not accept, without printing the password', () => {
    expectRefusal(
      results.badCredentials!,
      /DATABASE_URL \(postgres:\/\/atrium_no_such_role:\*\*\*@[^)]*\) did not accept a connection: role "atrium_no_such_role" does not exist \(check the user name and password\)/,
    );
    expect(results.badCredentials!.output).not.toContain('s3cret-password');
  });

  it('refuses a REDIS_URL where nothing answers within 5 s, without printing the password', () => {
    expectRefusal(
      results.redis!,
      new RegExp(
        `^Atrium cannot start\\. Redis in REDIS_URL \\(redis://127\\.0\\.0\\.1:${redisPort}\\) did not answer within 5 s: connect ECONNREFUSED`,
        'm',
      ),
    );
    expect(results.redis!.output).not.toContain('s3cret-password');
  });
});
