/**
 * Starts Atrium for the e2e suite exactly as `npm start` does (scripts/start.ts, production
 * builds), but on a fresh data directory, or on a fresh PostgreSQL database when DATABASE_URL
 * is set, so every run starts clean and never touches a developer's data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
process.env.NODE_ENV = 'development';
// A Redis shared with other runs (CI runs the suite against real Redis) must not hand this run
// another run's cached answers (a stock photo search naming another run's fake server, say).
process.env.REDIS_KEY_PREFIX = `atrium-e2e-${Date.now().toString(36)}:`;

if (process.env.DATABASE_URL) {
  const name = `atrium_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const drop = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL!.replace(`/${name}`, '/postgres') });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await c.end();
  };
  process.on('SIGTERM', () => void drop());
}

// Custom domains are checked against the test DNS server that a spec runs on E2E_DNS_PORT
// (playwright.config.ts), never the internet; between specs nothing listens there and lookups
// fail at once (an inconclusive check).
process.env.DNS_SERVERS = `127.0.0.1:${process.env.E2E_DNS_PORT ?? Number(process.env.PORTAL_PORT ?? 3101) + 1}`;

// Stock photos from a local fake of Pexels that serves its own photo files (no internet here).
const { startFakePexels } = await import('@atrium/integrations/stock-photos/fake/fake-pexels');
const pexels = await startFakePexels({ apiKey: 'e2e-pexels-key', images: 'self' });
process.env.STOCK_PHOTOS_API_KEY = 'e2e-pexels-key';
process.env.STOCK_PHOTOS_API_URL = pexels.url;

// Airtable from a local fake holding the demo base 'Client Projects'; tests add the token 'pat-e2e'.
const { startFakeAirtable } = await import('@atrium/integrations/airtable/fake/fake-airtable');
const { demoFixtures } = await import('@atrium/integrations/airtable/fake/demo-fixtures');
const airtable = await startFakeAirtable({ fixtures: demoFixtures(), tokens: ['pat-e2e'] });
process.env.AIRTABLE_API_URL = airtable.url;

const { started } = await import('../scripts/start');
const { runtime } = await started;

// The test-only set-up endpoint the Playwright fixtures call (support/scenario.ts), on loopback.
const { startScenarioServer } = await import('./scenarios/scenario-server');
const scenarioPort = process.env.E2E_SCENARIO_PORT ?? Number(process.env.PORTAL_PORT ?? 3101) + 4;
const scenarios = await startScenarioServer(runtime, Number(scenarioPort));
runtime.onClose(
  () =>
    new Promise<void>((resolve) => {
      scenarios.close(() => resolve());
      scenarios.closeAllConnections();
    }),
);
