import { findPortalTemplate } from '@atrium/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { listSites } from '../sites/list-sites';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { applyPortalTemplate } from './apply-portal-template';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

it('makes a template portal in one transaction: a failure part-way leaves no portal behind', async () => {
  const { db } = handle;
  const { builder, site } = await createTestSite(db, 'tpl-owner');
  const failingMedia = {
    async put() {
      throw new Error('The media store is full');
    },
  };
  // The showcase ships an image, copied after its tables and groups are made.
  await expect(
    applyPortalTemplate(db, {
      workspaceId: site.workspaceId,
      builderId: builder.id,
      template: findPortalTemplate('showcase')!,
      appName: 'Half made',
      domain: 'half-made',
      media: failingMedia,
    }),
  ).rejects.toThrow('The media store is full');
  expect((await listSites(db, { workspaceId: site.workspaceId })).map((s) => s.subdomain)).toEqual(['tpl-owner']);

  // The same template applies once the store works.
  const made = await applyPortalTemplate(db, {
    workspaceId: site.workspaceId,
    builderId: builder.id,
    template: findPortalTemplate('showcase')!,
    appName: 'Whole',
    domain: 'half-made',
  });
  expect(made.subdomain).toBe('half-made');
});
