import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { authenticateBuilder } from '../builders/authenticate-builder';
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
