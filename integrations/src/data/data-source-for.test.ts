import { TRUE_CONDITION, ZCreatePortalSchema } from '@atrium/core';
import { createBuilder, createSite, createWorkspace, setWorkspaceApiKey, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../airtable/fake/demo-fixtures';
import { startFakeAirtable } from '../airtable/fake/fake-airtable';
import { AIRTABLE_TOKEN_PURPOSE, encryptSecret } from '../crypto/secret-box';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { airtableDataSourceFor, localDataSourceFor } from './data-source-for';

let runtime: Runtime;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
beforeAll(async () => {
  fake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: ['pat-test'] });
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
});
