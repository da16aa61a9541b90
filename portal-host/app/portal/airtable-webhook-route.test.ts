/**
 * The Airtable webhook route (app/routes/hooks.airtable.$hookId.ts) through the real request
 * handler of the production build. Run `npm run build -w portal-host` first. (The test sits
 * here, not next to the route, because every file in app/routes is a route.)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder, findAirtableWebhook, resolveWorkspace, setWorkspaceApiKey } from '@atrium/db';
import {
  createAppRequestHandler,
  AIRTABLE_TOKEN_PURPOSE,
  AirtableClient,
  airtableCacheScope,
  MemoryRateLimiter,
  encryptSecret,
  type Runtime,
} from '@atrium/integrations';
import { ensureWebhook } from '@atrium/integrations/airtable/webhooks/ensure-webhook';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const BASE = 'appClientProj2025';
const CLIENTS = 'tblqVh8kOxW4eUL8p';
/** Airtable's pings go nowhere here (connection refused); the test replays them through the handler. */
const PUBLIC_URL = 'http://127.0.0.1:9';

let runtime: Runtime;
let fake: FakeAirtable;
let handle: (request: Request) => Promise<Response>;
let hookId: string;
let workspaceId: number;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  fake = await startFakeAirtable({ fixtures: demoFixtures() });
  runtime = await createTestRuntime({ PUBLIC_URL, AIRTABLE_API_URL: fake.url });
  handle = (request) => handler(request, { runtime, clientIp: '127.0.0.1' });

  const builder = await createBuilder(runtime.db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  workspaceId = workspace.id;
  await setWorkspaceApiKey(runtime.db, {
    workspace,
    sealedApiKey: encryptSecret('pat-test', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE),
  });
  const client = new AirtableClient({ token: 'pat-test', apiUrl: fake.url, limiter: new MemoryRateLimiter() });
  hookId = (await ensureWebhook(runtime, { workspaceId, baseId: BASE, client }))!.id;
  await client.request({
    method: 'POST',
    path: `/v0/${BASE}/${CLIENTS}`,
    baseId: BASE,
    body: { fields: { Name: 'Initech' } },
  });
  await fake.flushNotifications();
});

afterAll(async () => {
  await fake?.close();
  await runtime?.close();
});

const ping = () => fake.state.notifications.at(-1)!;
const post = (path: string, body: string, mac: string | null) =>
  handle(
    new Request(`${PUBLIC_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(mac ? { 'x-airtable-content-mac': mac } : {}) },
      body,
    }),
  );
const clientsVersion = async () => {
  const { tenantId, sourceId } = airtableCacheScope(workspaceId);
  return (await runtime.cache.get<number>(`data:${tenantId}:${sourceId}:${BASE}:${CLIENTS}:version`)) ?? 0;
};

describe('POST /hooks/airtable/:hookId', () => {
  it('answers 401 to a wrong MAC or a tampered body and changes nothing', async () => {
    const { body, mac } = ping();
    expect((await post(`/hooks/airtable/${hookId}`, body, `hmac-sha256=${'a'.repeat(64)}`)).status).toBe(401);
    expect((await post(`/hooks/airtable/${hookId}`, `${body} `, `hmac-sha256=${mac}`)).status).toBe(401);
    expect((await post(`/hooks/airtable/${hookId}`, body, null)).status).toBe(401);
    expect(await clientsVersion()).toBe(0);
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))?.cursor).toBe(1);
  });

  it('answers 200 to a signed ping, invalidates the changed table and stores the cursor', async () => {
    const { body, mac } = ping();
    const response = await post(`/hooks/airtable/${hookId}`, body, `hmac-sha256=${mac}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await clientsVersion()).toBe(1);
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))?.cursor).toBe(2);
  });

  it('answers 404 for an unknown hook', async () => {
    const { body, mac } = ping();
    expect((await post('/hooks/airtable/unknownhook', body, `hmac-sha256=${mac}`)).status).toBe(404);
  });
});

describe('other methods', () => {
  it('answer 405, not a portal page', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handle(new Request(`${PUBLIC_URL}/hooks/airtable/${hookId}`, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(response.headers.get('Content-Type')).not.toMatch(/html/);
    }
  });
});
