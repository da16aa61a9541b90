import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { authenticateBuilder } from '../builders/authenticate-builder';
import { listLocalRecords } from '../local-tables/list-local-records';
import { listLocalTables } from '../local-tables/list-local-tables';
import { getLatestPublication } from '../publications/get-latest-publication';
import { findSiteByHostname } from '../sites/find-site-by-hostname';
import { createTestDb } from '../testing/create-test-db';
import { DEMO_LOGIN, seedDemo } from './seed-demo';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

it('seeds an empty database once: demo login, published portal with home and About pages', async () => {
  const seeded = await seedDemo(handle.db);
  expect(seeded).toBeDefined();
  expect(await authenticateBuilder(handle.db, DEMO_LOGIN)).toMatchObject({ email: DEMO_LOGIN.email });
  const hosted = await findSiteByHostname(handle.db, { hostname: 'demo.localhost', rootDomain: 'localhost' });
  const publication = await getLatestPublication(handle.db, { siteId: hosted!.siteId });
  expect(publication?.snapshot.pages.map((p) => p.path)).toEqual(['/', '/about']);
  expect(await seedDemo(handle.db)).toBeUndefined();
});

it("the demo portal's data comes from built-in tables: Projects linked to Clients", async () => {
  const hosted = await findSiteByHostname(handle.db, { hostname: 'demo.localhost', rootDomain: 'localhost' });
  const siteId = hosted!.siteId;
  const tables = await listLocalTables(handle.db, { siteId });
  expect(tables.map((t) => t.name)).toEqual(['Projects', 'Clients']);
  const [projects, clients] = tables;
  const projectRows = await listLocalRecords(handle.db, { siteId, tableId: projects!.id, limit: 100 });
  const clientRows = await listLocalRecords(handle.db, { siteId, tableId: clients!.id, limit: 100 });
  expect(projectRows).toHaveLength(30);
  const clientIds = new Set(clientRows.map((r) => r.id));
  const link = projects!.fields.find((f) => f.type === 'multipleRecordLinks')!;
  expect(link.options?.linkedTableId).toBe(clients!.id);
  for (const row of projectRows) {
    expect((row.fields[link.id] as string[]).every((id) => clientIds.has(id))).toBe(true);
  }
});
