import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { recordSlugsOf } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../../test/editor-fixtures';
import { createHarness, type Harness } from '../../../test/harness';
import { postAction } from '../../../test/workspaces-fixtures';

let h: Harness;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
beforeAll(async () => {
  fake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: ['pat-test'] });
  h = await createHarness({ AIRTABLE_API_URL: fake.url });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

type Json = Record<string, unknown>;
const preview = (siteId: string, cookie: string, data: unknown) =>
  h.request(`/api/sites/${siteId}/listing-preview`, {
    cookie,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });

describe('[LISTING] the editor’s listing APIs', () => {
  it('lists the tables to connect, previews a draft listing, and refuses other builders', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const sources = (await (
      await h.request(`/api/sites/${site.id}/listing-sources`, { cookie: owner.cookie })
    ).json()) as {
      tables: Array<{ id: string; name: string; fields: Array<{ name: string }> }>;
      airtable: { hasToken: boolean };
      users: unknown;
    };
    const projects = sources.tables.find((t) => t.name === 'Projects')!;
    expect(projects.fields.map((f) => f.name)).toContain('Status');
    expect(sources.airtable.hasToken).toBe(false);
    expect(sources.users).toBeNull();

    const data = {
      source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
      fields: { title: (projects as unknown as { primaryFieldId: string }).primaryFieldId },
      pageSize: 4,
    };
    const answer = (await (await preview(site.id, owner.cookie, data)).json()) as {
      ok: boolean;
      view: { records: Array<{ title: string }>; next?: string };
    };
    expect(answer.ok).toBe(true);
    expect(answer.view.records).toHaveLength(4);
    expect(answer.view.records[0]!.title).not.toBe('');
    expect(answer.view.next).toBeDefined();

    // A user listing: the builder sees every record; previewing as a visitor, what a visitor sees.
    const clientLink = (projects as unknown as { fields: Array<{ id: string; name: string }> }).fields.find(
      (f) => f.name === 'Client',
    )!.id;
    const userListing = { ...data, listingType: 'user', userLinkFieldId: clientLink };
    const asBuilder = (await (await preview(site.id, owner.cookie, userListing)).json()) as {
      view: { status: string; records: unknown[] };
    };
    expect(asBuilder.view.records).toHaveLength(4);
    const asVisitor = (await (
      await h.request(`/api/sites/${site.id}/listing-preview`, {
        cookie: owner.cookie,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: userListing, userId: 'unauthenticated' }),
      })
    ).json()) as { view: { status: string; message: string } };
    expect(asVisitor.view).toMatchObject({ status: 'sign-in', message: 'Log in to see your records.' });

    const bad = await preview(site.id, owner.cookie, { ...data, pageSize: 50 });
    expect(bad.status).toBe(400);

    const stranger = await h.signIn();
    expect((await preview(site.id, stranger.cookie, data)).status).toBe(404);
    expect((await h.request(`/api/sites/${site.id}/listing-sources`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await preview(site.id, '', data)).status).toBe(401);
  });

  it('previews a record’s Edit and Delete as a viewer with the right sees them, and none that nobody has', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const { tables } = (await (
      await h.request(`/api/sites/${site.id}/listing-sources`, { cookie: owner.cookie })
    ).json()) as { tables: Array<{ id: string; name: string; primaryFieldId: string }> };
    const projects = tables.find((t) => t.name === 'Projects')!;
    const data = {
      source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
      fields: { title: projects.primaryFieldId },
      detail: { type: 'modal' },
      form: { fields: [projects.primaryFieldId] },
      pageSize: 4,
    };
    const first = (await (await preview(site.id, owner.cookie, data)).json()) as {
      view: { records: Array<{ id: string }> };
    };
    type Detail = { canDelete?: boolean; editForm?: unknown };
    const open = async (access: unknown[]) => {
      const res = await h.request(`/api/sites/${site.id}/listing-preview`, {
        cookie: owner.cookie,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { ...data, access }, sectionId: 'sec1', record: first.view.records[0]!.id }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { view: { createForm?: unknown; detail?: { record: Detail } } }).view;
    };
    // No rule: visitors may only view, so the preview offers no form, no Edit and no Delete.
    const none = await open([]);
    expect(none.detail?.record).toBeDefined();
    expect(none.detail?.record.canDelete).toBeUndefined();
    expect(none.detail?.record.editForm).toBeUndefined();
    expect(none.createForm).toBeUndefined();
    // Clients may delete, everyone may edit: shown as those viewers see them.
    const some = await open([
      { action: 'view', applyToAll: true },
      { action: 'edit', applyToAll: true },
      { action: 'delete', groups: ['grpClients'] },
    ]);
    expect(some.detail?.record.canDelete).toBe(true);
    expect(some.detail?.record.editForm).toBeDefined();
    expect(some.createForm).toBeUndefined();
    // A rule without anyone in it gives no one the right.
    const empty = await open([{ action: 'delete', groups: [] }]);
    expect(empty.detail?.record.canDelete).toBeUndefined();
  });

  it("'Save and Sync' stores a pretty URL per record from the chosen field", async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const sources = (await (
      await h.request(`/api/sites/${site.id}/listing-sources`, { cookie: owner.cookie })
    ).json()) as {
      tables: Array<{ id: string; name: string; primaryFieldId: string }>;
    };
    const projects = sources.tables.find((t) => t.name === 'Projects')!;
    const sync = (body: unknown) =>
      h.request(`/api/sites/${site.id}/pretty-urls`, {
        cookie: owner.cookie,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const data = { source: { kind: 'local', tableId: projects.id } };
    const missing = await sync({ sectionId: 'sectionAbc12', data });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).error).toBe('You need to select the field to sync the urls');
    const done = (await (
      await sync({ sectionId: 'sectionAbc12', data, lookupFieldId: projects.primaryFieldId })
    ).json()) as Json;
    expect(done).toMatchObject({ ok: true, total: 30 });
    expect(done.message).toBe(`Successfully synced ${String(done.inserted)} of 30.`);
    const slugs = await recordSlugsOf(h.runtime.db, { siteId: site.id, sectionId: 'sectionAbc12' });
    expect(slugs.size).toBe(done.inserted);
    expect([...slugs.values()].every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
  });

  it("reads an Airtable base's tables through the workspace's token", async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const url = `/api/sites/${site.id}/listing-sources?baseId=appClientProj2025`;
    expect((await h.request(url, { cookie: owner.cookie })).status).toBe(409);
    await postAction(h, '/workspaces/0?index', owner.cookie, { intent: 'setAirtableToken', token: 'pat-test' });
    const tables = ((await (await h.request(url, { cookie: owner.cookie })).json()) as Json).tables as Array<{
      name: string;
    }>;
    expect(tables.map((t) => t.name)).toEqual(['Clients', 'Projects', 'Users']);
    const view = (await (
      await preview(site.id, owner.cookie, {
        source: { kind: 'airtable', baseId: 'appClientProj2025', tableId: 'tblPzrhQfm5X0xUEa' },
        fields: { title: 'fldnv6asntY3ymqYw' },
        pageSize: 3,
      })
    ).json()) as { view: { records: unknown[] } };
    expect(view.view.records).toHaveLength(3);
  });
});
