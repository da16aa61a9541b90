import { DEMO_FIELDS } from '../local-tables/create-demo-tables';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { authenticateBuilder } from '../builders/authenticate-builder';
import { authenticateEndUser } from '../end-users/end-users';
import { listUserGroups } from '../end-users/user-groups';
import { listLocalRecords } from '../local-tables/list-local-records';
import { listLocalTables } from '../local-tables/list-local-tables';
import { getLatestPublication } from '../publications/get-latest-publication';
import { findSiteByHostname } from '../sites/find-site-by-hostname';
import { createTestDb } from '../testing/create-test-db';
import { DEMO_CLIENT_LOGIN, DEMO_LOGIN, seedDemo } from './seed-demo';

let handle: DbHandle;
const stored = new Map<string, number>();
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

it('seeds an empty database once: demo login, the published showcase with its pages and hero image', async () => {
  const media = { put: async (key: string, bytes: Uint8Array) => void stored.set(key, bytes.length) };
  const seeded = await seedDemo(handle.db, { media });
  expect(seeded).toBeDefined();
  expect(await authenticateBuilder(handle.db, DEMO_LOGIN)).toMatchObject({ email: DEMO_LOGIN.email });
  const hosted = await findSiteByHostname(handle.db, { hostname: 'demo.localhost', rootDomain: 'localhost' });
  const publication = await getLatestPublication(handle.db, { siteId: hosted!.siteId });
  const pages = publication!.snapshot.pages;
  expect(pages.map((p) => p.path)).toEqual(['/', '/projects', '/clients', '/client-area']);
  const [heroKey] = [...stored.keys()];
  expect(heroKey).toBe(`sites/${hosted!.siteId}/template-showcase-hero.webp`);
  expect(JSON.stringify(pages[0])).toContain(`/media/${heroKey}`);
  expect(await seedDemo(handle.db)).toBeUndefined();
});

it("the demo portal's data comes from built-in tables: Projects linked to Clients, with the demo's field ids", async () => {
  const hosted = await findSiteByHostname(handle.db, { hostname: 'demo.localhost', rootDomain: 'localhost' });
  const siteId = hosted!.siteId;
  const tables = await listLocalTables(handle.db, { siteId });
  expect(tables.map((t) => t.name)).toEqual(['Projects', 'Clients']);
  const [projects, clients] = tables;
  expect(projects!.fields.map((f) => f.id)).toEqual(Object.values(DEMO_FIELDS.projects));
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

it("the demo client logs in to the portal as Northwind's record, in the Clients group", async () => {
  const hosted = await findSiteByHostname(handle.db, { hostname: 'demo.localhost', rootDomain: 'localhost' });
  const siteId = hosted!.siteId;
  const user = await authenticateEndUser(handle.db, { siteId, ...DEMO_CLIENT_LOGIN });
  const clients = (await listLocalTables(handle.db, { siteId })).find((t) => t.name === 'Clients')!;
  const rows = await listLocalRecords(handle.db, { siteId, tableId: clients.id, limit: 10 });
  const northwind = rows.find((r) => r.fields[DEMO_FIELDS.clients.name] === 'Northwind Traders')!;
  expect(user).toMatchObject({ email: DEMO_CLIENT_LOGIN.email, recordId: northwind.id });
  const groups = await listUserGroups(handle.db, { siteId });
  expect(groups.map((g) => g.name)).toEqual(['Clients']);
  expect(user!.groups).toEqual([groups[0]!.id]);
});
