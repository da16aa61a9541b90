import { SECTION_CATALOGUE, ZAppConfigSchema, emptyPageContents, builtInUsersIdentity } from '@atrium/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { saveAppConfig } from '../end-users/access-state';
import { createInvitations } from '../end-users/invitations';
import { listLocalTables } from '../local-tables/list-local-tables';
import { listPages } from '../pages/list-pages';
import { updatePageContents } from '../pages/update-page-contents';
import { publishSite } from '../publications/publish-site';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { getPortalProgress } from './portal-progress';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

it('ticks each getting-started step from what the portal has, and only for that portal', async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'progress');
  const other = await createTestSite(db, 'progress-other');
  const siteId = site.id;
  const [home] = await listPages(db, { siteId });
  await updatePageContents(db, { siteId, pageId: home!.id, contents: emptyPageContents() });
  expect(await getPortalProgress(db, { siteId })).toEqual({
    hasSection: false,
    hasData: false,
    accountsSetUp: false,
    published: false,
    invited: false,
  });

  // A data section without its table is a section, not yet data.
  const data = SECTION_CATALOGUE.data.create();
  await updatePageContents(db, { siteId, pageId: home!.id, contents: { ...emptyPageContents(), sections: [data] } });
  expect(await getPortalProgress(db, { siteId })).toMatchObject({ hasSection: true, hasData: false });
  const [projects] = await listLocalTables(db, { siteId });
  const connected = {
    ...data,
    data: { ...data.data, source: { kind: 'local', tableId: projects!.id, tableName: 'Projects' } },
  };
  await updatePageContents(db, {
    siteId,
    pageId: home!.id,
    contents: { ...emptyPageContents(), sections: [connected as typeof data] },
  });
  expect(await getPortalProgress(db, { siteId })).toMatchObject({ hasData: true });

  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity(
        { id: projects!.id, name: 'Projects' },
        { id: 'fldprojectemail01', name: 'Client email' },
      ),
    }),
  });
  await publishSite(db, { siteId, builderId: builder.id });
  await createInvitations(db, { siteId, emails: ['client@example.com'], groups: [] });
  expect(await getPortalProgress(db, { siteId })).toEqual({
    hasSection: true,
    hasData: true,
    accountsSetUp: true,
    published: true,
    invited: true,
  });
  expect(await getPortalProgress(db, { siteId: other.site.id })).toMatchObject({ published: false, invited: false });
  expect(await getPortalProgress(db, { siteId: 'no-such-site' })).toBeUndefined();
});
