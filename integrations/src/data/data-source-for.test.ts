import { TRUE_CONDITION, ZCreatePortalSchema, ZSiteSettingsSchema } from '@atrium/core';
import {
  createBuilder,
  createSite,
  createWorkspace,
  findAirtableWebhook,
  setWorkspaceApiKey,
  tables,
} from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../airtable/fake/demo-fixtures';
import { startFakeAirtable } from '../airtable/fake/fake-airtable';
import { AIRTABLE_TOKEN_PURPOSE, encryptSecret } from '../crypto/secret-box';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { airtableDataSourceFor, localDataSourceFor, settleBaseWatches, siteCacheOptions } from './data-source-for';

let runtime: Runtime;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
beforeAll(async () => {
  // A second between requests on the fake's clock: these tests are not about its 5/s limit.
  let fakeNow = Date.UTC(2026, 0, 1);
  fake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: ['pat-test'], now: () => (fakeNow += 1_000) });
  runtime = await createTestRuntime({ AIRTABLE_API_URL: fake.url });
});
afterAll(async () => {
  await runtime?.close();
  await fake?.close();
});

describe('data source for a tenant', () => {
  it("gives a portal its built-in tables, cached, and never another portal's", async () => {
    const builder = await createBuilder(runtime.db, {
      firstName: 'A',
      lastName: '',
      email: 'a@example.com',
      password: 'long enough pw',
    });
    const ws = await createWorkspace(runtime.db, { builderId: builder.id, name: 'W' });
    const input = ZCreatePortalSchema.parse({ appName: 'Alpha' });
    const alpha = await createSite(runtime.db, { workspaceId: ws.id, builderId: builder.id, input });
    const beta = await createSite(runtime.db, {
      workspaceId: ws.id,
      builderId: builder.id,
      input: { ...input, appName: 'Beta' },
    });

    const source = localDataSourceFor(runtime, alpha.id);
    const [base] = (await source.listBases({})).bases;
    const projects = (await source.listTables({ baseId: base!.id })).find((t) => t.name === 'Projects')!;
    const page = await source.listRecords({
      baseId: base!.id,
      tableId: projects.id,
      where: TRUE_CONDITION,
      sort: { type: 'none' },
      pageSize: 100,
    });
    expect(page.records.length).toBeGreaterThan(0);

    const other = localDataSourceFor(runtime, beta.id);
    await expect(
      other.listRecords({
        baseId: base!.id,
        tableId: projects.id,
        where: TRUE_CONDITION,
        sort: { type: 'none' },
        pageSize: 100,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('gives a workspace its Airtable through its own token, with schema and records cached', async () => {
    const builder = await createBuilder(runtime.db, {
      firstName: 'B',
      lastName: '',
      email: 'b@example.com',
      password: 'long enough pw',
    });
    const ws = await createWorkspace(runtime.db, { builderId: builder.id, name: 'W' });
    expect(await airtableDataSourceFor(runtime, ws.id)).toBeUndefined();

    const sealedApiKey = encryptSecret('pat-test', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE);
    await setWorkspaceApiKey(runtime.db, { workspace: ws, sealedApiKey });
    const [row] = await runtime.db.select().from(tables.workspaces).where(eq(tables.workspaces.id, ws.id));
    expect(row!.apiKey).not.toContain('pat-test');

    const source = (await airtableDataSourceFor(runtime, ws.id))!;
    const baseId = 'appClientProj2025';
    const projects = (await source.listTables({ baseId })).find((t) => t.name === 'Projects')!;
    const status = projects.fields.find((f) => f.type === 'singleSelect')!;
    const where = { kind: 'equals' as const, fieldId: status.id, value: status.options!.choices![0]!.name };
    const before = fake.requests;
    const first = await source.listRecords({
      baseId,
      tableId: projects.id,
      where,
      sort: { type: 'none' },
      pageSize: 20,
    });
    expect(first.records.length).toBeGreaterThan(0);
    expect(fake.requests - before).toBe(1); // the schema came from the cache, not a second call
    const again = await (await airtableDataSourceFor(runtime, ws.id))!.listRecords({
      baseId,
      tableId: projects.id,
      where,
      sort: { type: 'none' },
      pageSize: 20,
    });
    expect(again.records.map((r) => r.id)).toEqual(first.records.map((r) => r.id));
    expect(fake.requests - before).toBe(1);
  });

  it("reads a portal's records again once its own refresh interval has passed", async () => {
    const builder = await createBuilder(runtime.db, {
      firstName: 'C',
      lastName: '',
      email: 'c@example.com',
      password: 'long enough pw',
    });
    const ws = await createWorkspace(runtime.db, { builderId: builder.id, name: 'W' });
    const site = await createSite(runtime.db, {
      workspaceId: ws.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName: 'Fresh' }),
    });
    let now = Date.UTC(2026, 0, 1);
    const clock = () => now;
    const quick = localDataSourceFor(runtime, site.id, {
      ...siteCacheOptions(ZSiteSettingsSchema.parse({ data: { cacheTtlSeconds: 15 } })),
      now: clock,
    });
    const slow = localDataSourceFor(runtime, site.id, {
      ...siteCacheOptions(ZSiteSettingsSchema.parse({})),
      now: clock,
    });
    const [base] = (await quick.listBases({})).bases;
    const projects = (await quick.listTables({ baseId: base!.id })).find((t) => t.name === 'Projects')!;
    const params = {
      baseId: base!.id,
      tableId: projects.id,
      where: TRUE_CONDITION,
      sort: { type: 'none' as const },
      pageSize: 100,
    };
    const count = (await quick.listRecords(params)).records.length;
    expect((await slow.listRecords(params)).records).toHaveLength(count);

    // A record added behind the cache's back (as an edit in Airtable would be).
    const { LocalDataSource } = await import('../local-tables/local-data-source');
    await new LocalDataSource(runtime.db, site.id).createRecords({
      baseId: base!.id,
      tableId: projects.id,
      records: [{ [projects.primaryFieldId]: 'Added in the source' }],
    });

    now += 16_000;
    // Within the default 60 s, a portal on the default interval still reads the cached page.
    expect((await slow.listRecords(params)).records).toHaveLength(count);
    // Past 15 s: the stale page answers at once while one refresh runs; then the new record shows.
    expect((await quick.listRecords(params)).records).toHaveLength(count);
    await new Promise((r) => setTimeout(r, 50));
    expect((await quick.listRecords(params)).records).toHaveLength(count + 1);
  });

  it('registers one webhook for a base when a portal first reads it, if PUBLIC_URL is set', async () => {
    const hooked = await createTestRuntime({ AIRTABLE_API_URL: fake.url, PUBLIC_URL: 'https://atrium.example' });
    try {
      const builder = await createBuilder(hooked.db, {
        firstName: 'D',
        lastName: '',
        email: 'd@example.com',
        password: 'long enough pw',
      });
      const ws = await createWorkspace(hooked.db, { builderId: builder.id, name: 'W' });
      const sealedApiKey = encryptSecret('pat-test', hooked.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE);
      await setWorkspaceApiKey(hooked.db, { workspace: ws, sealedApiKey });
      const baseId = 'appClientProj2025';
      const hooksBefore = fake.state.webhooks.filter((h) => h.baseId === baseId).length;

      const source = (await airtableDataSourceFor(hooked, ws.id))!;
      const projects = (await source.listTables({ baseId })).find((t) => t.name === 'Projects')!;
      const read = {
        baseId,
        tableId: projects.id,
        where: TRUE_CONDITION,
        sort: { type: 'none' as const },
        pageSize: 5,
      };
      await source.listRecords(read);
      await source.listRecords({ ...read, pageSize: 6 });
      await (await airtableDataSourceFor(hooked, ws.id))!.listRecords({ ...read, pageSize: 7 });
      await settleBaseWatches(hooked);

      const row = await findAirtableWebhook(hooked.db, { workspaceId: ws.id, baseId });
      expect(row?.baseId).toBe(baseId);
      const registered = fake.state.webhooks.filter((h) => h.baseId === baseId);
      expect(registered).toHaveLength(hooksBefore + 1);
      expect(registered.at(-1)!.notificationUrl).toBe(`https://atrium.example/hooks/airtable/${row!.id}`);
    } finally {
      await hooked.close();
    }
  });
});
