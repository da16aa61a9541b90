import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuilder, deleteAirtableWebhook, findAirtableWebhook, resolveWorkspace } from '@atrium/db';
import { decryptSecret } from '../../crypto/secret-box';
import type { Runtime } from '../../runtime';
import { createTestRuntime } from '../../testing/create-test-runtime';
import { AirtableClient } from '../airtable-client';
import { loadDemoBase } from '../fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from '../fake/fake-airtable';
import { MemoryRateLimiter } from '../rate-limiter';
import { airtableCacheScope } from '../../data/data-source-for';
import { ensureWebhook } from './ensure-webhook';
import { handleWebhookPing, type WebhookPingResult } from '../../data/airtable-webhooks/handle-webhook-ping';
import { refreshExpiringWebhooks } from './refresh-expiring-webhooks';
import { startWebhookRefresher } from '../../data/airtable-webhooks/start-webhook-refresher';
import { AIRTABLE_WEBHOOK_MAC_PURPOSE } from './webhook-mac';

const BASE = 'appClientProj2025';
const OTHER_BASE = 'appSecondBase0001';
const CLIENTS = 'tblqVh8kOxW4eUL8p';
const PROJECTS = 'tblPzrhQfm5X0xUEa';
const DAY = 24 * 60 * 60 * 1000;

let fake: FakeAirtable;
let runtime: Runtime;
let receiver: Server;
let workspaceId: number;
/** Added to the fake's clock (it still advances, so its 5/s limit works). */
let clockOffset = 0;
/** When false, the receiver answers 200 without handling the ping (to replay it by hand). */
let forwardPings = true;
const pingResults: WebhookPingResult[] = [];

let airtable: AirtableClient;
const clientFor = () => Promise.resolve(airtable);

beforeAll(async () => {
  const other = { ...loadDemoBase(), id: OTHER_BASE, name: 'Second base' };
  fake = await startFakeAirtable({ fixtures: { bases: [loadDemoBase(), other] }, now: () => Date.now() + clockOffset });
  airtable = new AirtableClient({ token: 'pat-test', apiUrl: fake.url, limiter: new MemoryRateLimiter() });

  // A tiny local "portal host": reads the raw body and forwards to handleWebhookPing.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!forwardPings) {
        res.writeHead(200).end();
        return;
      }
      const hookId = /^\/hooks\/airtable\/([^/]+)$/.exec(req.url ?? '')?.[1] ?? '';
      handleWebhookPing(runtime, {
        hookId,
        rawBody: Buffer.concat(chunks),
        macHeader: req.headers['x-airtable-content-mac'] as string | undefined,
        clientFor,
      }).then(
        (result) => {
          pingResults.push(result);
          res.writeHead(result.status).end();
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;

  runtime = await createTestRuntime({ PUBLIC_URL: `http://127.0.0.1:${port}`, AIRTABLE_API_URL: fake.url });
  const builder = await createBuilder(runtime.db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    password: 'correct horse battery',
  });
  workspaceId = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!.id;
});

afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await runtime?.close();
});

const versionOf = async (tableId: string, baseId = BASE) => {
  const { tenantId, sourceId } = airtableCacheScope(workspaceId);
  return (await runtime.cache.get<number>(`data:${tenantId}:${sourceId}:${baseId}:${tableId}:version`)) ?? 0;
};

const createClient = (name: string, baseId = BASE) =>
  airtable.request({ method: 'POST', path: `/v0/${baseId}/${CLIENTS}`, baseId, body: { fields: { Name: name } } });

describe('ensureWebhook', () => {
  it('does nothing without PUBLIC_URL', async () => {
    const quiet = await createTestRuntime({ AIRTABLE_API_URL: fake.url });
    try {
      expect(await ensureWebhook(quiet, { workspaceId: 1, baseId: BASE, client: airtable })).toBeUndefined();
      expect(fake.state.webhooks).toHaveLength(0);
    } finally {
      await quiet.close();
    }
  });

  it('registers one webhook per base, for record changes, with the secret sealed', async () => {
    const first = await ensureWebhook(runtime, { workspaceId, baseId: BASE, client: airtable });
    const again = await ensureWebhook(runtime, { workspaceId, baseId: BASE, client: airtable });
    expect(again?.id).toBe(first?.id);
    expect(fake.state.webhooks).toHaveLength(1);

    const [hook] = fake.state.webhooks;
    expect(hook).toMatchObject({
      baseId: BASE,
      notificationUrl: `${runtime.env.PUBLIC_URL}/hooks/airtable/${first!.id}`,
      specification: { options: { filters: { dataTypes: ['tableData'] } } },
    });
    expect(first!.id).toMatch(/^[a-z0-9]{32}$/);
    expect(first).toMatchObject({ workspaceId, baseId: BASE, airtableWebhookId: hook!.id, cursor: 1 });
    expect(first!.expiresAt.toISOString()).toBe(hook!.expirationTime);
    expect(first!.macSecret).not.toContain(hook!.macSecretBase64);
    expect(decryptSecret(first!.macSecret, runtime.env.APP_SECRET, AIRTABLE_WEBHOOK_MAC_PURPOSE)).toBe(
      hook!.macSecretBase64,
    );

    await ensureWebhook(runtime, { workspaceId, baseId: OTHER_BASE, client: airtable });
    expect(fake.state.webhooks.map((h) => h.baseId)).toEqual([BASE, OTHER_BASE]);
  });
});

describe('handleWebhookPing', () => {
  it('invalidates the changed table when Airtable pings after a write, and stores the cursor', async () => {
    const before = { clients: await versionOf(CLIENTS), projects: await versionOf(PROJECTS) };
    await createClient('Initech');
    await fake.flushNotifications();

    expect(fake.state.notifications.at(-1)?.status).toBe(200);
    expect(pingResults.at(-1)).toEqual({ status: 200, invalidatedTables: [CLIENTS], cursor: 2 });
    expect(await versionOf(CLIENTS)).toBe(before.clients + 1);
    expect(await versionOf(PROJECTS)).toBe(before.projects);
    expect(await versionOf(CLIENTS, OTHER_BASE)).toBe(0);
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))?.cursor).toBe(2);
  });

  it('reads every payload since the stored cursor', async () => {
    forwardPings = false;
    try {
      await createClient('Globex');
      await createClient('Umbrella');
      await fake.flushNotifications();
    } finally {
      forwardPings = true;
    }
    const hook = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
    expect(hook.cursor).toBe(2);
    const before = await versionOf(CLIENTS);

    const ping = fake.state.notifications.at(-1)!;
    const result = await handleWebhookPing(runtime, {
      hookId: hook.id,
      rawBody: ping.body,
      macHeader: `hmac-sha256=${ping.mac}`,
      clientFor,
    });
    expect(result).toEqual({ status: 200, invalidatedTables: [CLIENTS], cursor: 4 });
    expect(await versionOf(CLIENTS)).toBe(before + 1);
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))?.cursor).toBe(4);
  });

  it('answers 401 to a tampered body or a wrong MAC, and changes nothing', async () => {
    forwardPings = false;
    try {
      await createClient('Hooli');
      await fake.flushNotifications();
    } finally {
      forwardPings = true;
    }
    const hook = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
    const before = await versionOf(CLIENTS);
    const ping = fake.state.notifications.at(-1)!;
    const attempts = [
      { rawBody: ping.body.replace('"timestamp"', '"timestamp" '), macHeader: `hmac-sha256=${ping.mac}` },
      { rawBody: ping.body, macHeader: `hmac-sha256=${'0'.repeat(64)}` },
      { rawBody: ping.body, macHeader: `hmac-sha256=${ping.mac.slice(0, 10)}` },
      { rawBody: ping.body, macHeader: null },
    ];
    for (const attempt of attempts) {
      expect(await handleWebhookPing(runtime, { hookId: hook.id, clientFor, ...attempt })).toEqual({ status: 401 });
    }
    expect(await versionOf(CLIENTS)).toBe(before);
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))?.cursor).toBe(hook.cursor);

    const genuine = await handleWebhookPing(runtime, {
      hookId: hook.id,
      rawBody: ping.body,
      macHeader: `hmac-sha256=${ping.mac}`,
      clientFor,
    });
    expect(genuine.status).toBe(200);
    expect(await versionOf(CLIENTS)).toBe(before + 1);
  });

  it('answers 404 for an unknown hook', async () => {
    expect(
      await handleWebhookPing(runtime, { hookId: 'nope', rawBody: '{}', macHeader: 'hmac-sha256=00', clientFor }),
    ).toEqual({ status: 404 });
  });
});

describe('refreshExpiringWebhooks', () => {
  it('refreshes webhooks expiring within two days and leaves later ones alone', async () => {
    // The base's hook was created about now; the other base's hook is re-created 5 days later.
    const other = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: OTHER_BASE }))!;
    await airtable.request({
      method: 'DELETE',
      path: `/v0/bases/${OTHER_BASE}/webhooks/${other.airtableWebhookId}`,
      baseId: OTHER_BASE,
    });
    await deleteAirtableWebhook(runtime.db, { workspaceId, id: other.id });
    clockOffset = 5 * DAY;
    const later = (await ensureWebhook(runtime, { workspaceId, baseId: OTHER_BASE, client: airtable }))!;
    const soon = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;

    clockOffset = 6 * DAY;
    const now = () => Date.now() + clockOffset;
    const result = await refreshExpiringWebhooks(runtime, { clientFor, now });
    expect(result).toEqual({ refreshed: [soon.id], removed: [], failed: [] });

    const refreshed = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(now() + 6.9 * DAY);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(soon.expiresAt.getTime() + 5.9 * DAY);
    expect(refreshed.expiresAt.toISOString()).toBe(
      fake.state.webhooks.find((h) => h.id === soon.airtableWebhookId)!.expirationTime,
    );
    expect((await findAirtableWebhook(runtime.db, { workspaceId, baseId: OTHER_BASE }))!.expiresAt).toEqual(
      later.expiresAt,
    );
  });

  it('forgets a webhook Airtable no longer knows', async () => {
    const hook = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: OTHER_BASE }))!;
    fake.state.webhooks.splice(
      fake.state.webhooks.findIndex((h) => h.id === hook.airtableWebhookId),
      1,
    );
    const result = await refreshExpiringWebhooks(runtime, { clientFor, now: () => Date.now() + 20 * DAY });
    expect(result.removed).toEqual([hook.id]);
    expect(await findAirtableWebhook(runtime.db, { workspaceId, baseId: OTHER_BASE })).toBeUndefined();
  });
});

describe('startWebhookRefresher', () => {
  it("refreshes right away on an unref'd timer and stops", async () => {
    const before = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
    clockOffset = 12 * DAY;
    const errors: unknown[] = [];
    const stop = startWebhookRefresher(runtime, {
      clientFor,
      now: () => Date.now() + clockOffset,
      onError: (error) => errors.push(error),
    });
    try {
      await vi.waitFor(
        async () => {
          const hook = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
          expect(hook.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});

describe('refreshExpiringWebhooks without a token', () => {
  it('keeps a live webhook and forgets an expired one', async () => {
    const noClient = () => Promise.resolve(undefined);
    const hook = (await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE }))!;
    const live = await refreshExpiringWebhooks(runtime, {
      clientFor: noClient,
      now: () => hook.expiresAt.getTime() - DAY,
    });
    expect(live).toEqual({ refreshed: [], removed: [], failed: [{ id: hook.id, error: expect.any(String) }] });
    const expired = await refreshExpiringWebhooks(runtime, {
      clientFor: noClient,
      now: () => hook.expiresAt.getTime() + 1,
    });
    expect(expired.removed).toEqual([hook.id]);
    expect(await findAirtableWebhook(runtime.db, { workspaceId, baseId: BASE })).toBeUndefined();
  });
});
