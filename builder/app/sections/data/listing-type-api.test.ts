import { ZAppConfigSchema, builtInUsersIdentity } from '@atrium/core';
import { DEMO_FIELDS, createEndUser, listLocalRecords, listLocalTables, saveAppConfig } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../../test/editor-fixtures';
import { createHarness, type Harness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const P = DEMO_FIELDS.projects;
/** Northwind Traders' projects in the demo tables (every sixth project, from the first). */
const NORTHWIND_PROJECTS = [
  'Website redesign',
  'Customer survey',
  'Help centre',
  'Email automation',
  'Content calendar',
];

const post = (path: string, cookie: string, body: unknown) =>
  h.request(path, {
    cookie,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The demo portal with user accounts on the Clients table, and its Projects table. */
async function portalWithAccounts() {
  const owner = await h.signIn();
  const site = await createPortal(h, owner);
  const tables = await listLocalTables(h.runtime.db, { siteId: site.id });
  const clients = tables.find((t) => t.name === 'Clients')!;
  const projects = tables.find((t) => t.name === 'Projects')!;
  await saveAppConfig(h.runtime.db, {
    siteId: site.id,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity(
        { id: clients.id, name: clients.name },
        { id: DEMO_FIELDS.clients.email, name: 'Email' },
      ),
    }),
  });
  const clientRecords = await listLocalRecords(h.runtime.db, { siteId: site.id, tableId: clients.id, limit: 10 });
  const northwind = clientRecords.find((r) => r.fields[DEMO_FIELDS.clients.name] === 'Northwind Traders')!;
  const data = {
    listingType: 'user',
    userLinkFieldId: P.client,
    source: { kind: 'local', tableId: projects.id, tableName: 'Projects' },
    fields: { title: P.name },
    pageSize: 20,
  };
  return { owner, site, northwind, data };
}

describe('[LISTING-TYPE] previewing a user listing as a sample user', () => {
  it('picks the first user whose record has listed records, and previews exactly their records', async () => {
    const { owner, site, northwind, data } = await portalWithAccounts();
    const sample = async (body: unknown) =>
      (await (await post(`/api/sites/${site.id}/listing-sample-user`, owner.cookie, { data: body })).json()) as {
        ok: boolean;
        user: { id: string; name: string; email: string; hasRecords: boolean } | null;
      };
    // No users yet: no sample (the editor shows every record and says so).
    expect(await sample(data)).toEqual({ ok: true, user: null });

    // Nova signed up first but no project links to her; Ada is Northwind's contact.
    const nova = await createEndUser(h.runtime.db, {
      siteId: site.id,
      email: 'nova@example.com',
      password: 'nova password 1',
    });
    expect((await sample(data)).user).toMatchObject({ id: nova.id, hasRecords: false });
    const ada = await createEndUser(h.runtime.db, {
      siteId: site.id,
      email: 'ops@northwind.example.com',
      username: 'Ada Lovelace',
      password: 'ada password 1',
      recordId: northwind.id,
    });
    expect((await sample(data)).user).toEqual({
      id: ada.id,
      name: 'Ada Lovelace',
      email: 'ops@northwind.example.com',
      hasRecords: true,
    });
    // A public listing previews as the builder: no sample.
    expect((await sample({ ...data, listingType: 'public' })).user).toBeNull();

    const previewAs = async (body: unknown, userId?: string) =>
      (
        (await (
          await post(`/api/sites/${site.id}/listing-preview`, owner.cookie, {
            data: body,
            ...(userId ? { userId } : {}),
          })
        ).json()) as { view: { status?: string; records: Array<{ title: string }> } }
      ).view;
    const asAda = await previewAs(data, ada.id);
    expect(asAda.records.map((r) => r.title).sort()).toEqual([...NORTHWIND_PROJECTS].sort());
    // The builder view shows everyone's records (the first page of 30).
    expect((await previewAs(data)).records).toHaveLength(20);
    // The same listing made public keeps its link field and shows Ada every record.
    expect((await previewAs({ ...data, listingType: 'public' }, ada.id)).records).toHaveLength(20);
    // A user listing whose link is missing or unknown shows Ada nothing of anyone's.
    expect((await previewAs({ ...data, userLinkFieldId: '' }, ada.id)).records ?? []).toEqual([]);
    expect((await previewAs({ ...data, userLinkFieldId: 'fldnotalinkatall' }, ada.id)).records ?? []).toEqual([]);
    expect((await previewAs({ ...data, userLinkFieldId: P.name }, ada.id)).records ?? []).toEqual([]);
  });

  it('answers only the portal’s own builders', async () => {
    const { owner, site, data } = await portalWithAccounts();
    const stranger = await h.signIn();
    expect((await post(`/api/sites/${site.id}/listing-sample-user`, stranger.cookie, { data })).status).toBe(404);
    expect((await post(`/api/sites/${site.id}/listing-sample-user`, '', { data })).status).toBe(401);
    expect(
      (await post(`/api/sites/${site.id}/listing-sample-user`, owner.cookie, { data: { pageSize: 99 } })).status,
    ).toBe(400);
  });
});
