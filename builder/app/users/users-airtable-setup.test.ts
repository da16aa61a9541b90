import { NO_ACCESS_TOKEN_MESSAGE } from '@atrium/core';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { postAction } from '../../test/workspaces-fixtures';

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

const BASE = 'appClientProj2025';
const USERS = 'tblgKKs91phje7LeM';
const EMAIL = 'fldRDHAKwcURqXt01';
const ROLE = 'fldaBx6hEhIz5X4yM';

async function patch(path: string, cookie: string, json: unknown) {
  const res = await h.request(path, {
    cookie,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[ACCOUNTS] users table in Airtable', () => {
  it('connects a table of an Airtable base as the users table, checked against the base', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const config = `/api/apps/${site.id}/app-config`;
    expect((await patch(config, owner.cookie, { intent: 'enable' })).status).toBe(200);
    const setup = (fields: Record<string, unknown>) =>
      patch(config, owner.cookie, {
        intent: 'setup',
        source: 'airtable',
        baseId: BASE,
        tableId: USERS,
        primaryFieldId: EMAIL,
        registrationRestrictions: ['users-table'],
        ...fields,
      });

    // Without a token the workspace owner is asked to add one; nothing changes.
    const noToken = await setup({});
    expect(noToken.status).toBe(409);
    expect(noToken.body).toMatchObject({ ok: false, error: NO_ACCESS_TOKEN_MESSAGE });

    await postAction(h, '/workspaces/0?index', owner.cookie, { intent: 'setAirtableToken', token: 'pat-test' });
    expect((await setup({ baseId: '' })).body).toMatchObject({ error: 'Which Airtable base should we use?' });
    expect((await setup({ tableId: 'tblNotThere000000' })).body).toMatchObject({
      error: 'Choose the table that holds your users.',
    });
    // A single select cannot hold an email address.
    expect((await setup({ primaryFieldId: ROLE })).body).toMatchObject({
      error: 'Choose the field that holds their email.',
    });
    const before = await h.request(config, { cookie: owner.cookie });
    expect(((await before.json()) as { configured: boolean }).configured).toBe(false);

    const done = await setup({});
    expect(done.body).toMatchObject({
      ok: true,
      message: 'User accounts are now set up for this app.',
      appConfig: {
        identity: {
          isAirtableIntegrated: true,
          registrationRestrictions: ['users-table'],
          config: {
            source: 'airtable',
            baseId: BASE,
            table: { id: USERS, name: 'Users' },
            primaryField: { id: EMAIL, name: 'Email' },
          },
        },
      },
    });

    // The My Account drawer reads the Airtable table's fields and the tables its links reach.
    const drawer = await h.request(`/api/apps/${site.id}/my-account`, { cookie: owner.cookie });
    const data = (await drawer.json()) as {
      usersTable: { name: string; fields: Array<{ name: string }> };
      linkedTables: Array<{ name: string }>;
    };
    expect(data.usersTable.name).toBe('Users');
    expect(data.usersTable.fields.map((f) => f.name)).toEqual(['Name', 'Email', 'Role', 'Client', 'Projects']);
    expect(data.linkedTables.map((t) => t.name).sort()).toEqual(['Clients', 'Projects']);

    // The Invite dialog's link mode: one invitation link per record of the Airtable table.
    const invitations = await h.request(`/api/apps/${site.id}/invitations`, { cookie: owner.cookie });
    const links = ((await invitations.json()) as { links: Array<{ email: string; url: string }> }).links;
    expect(links).toHaveLength(8);
    expect(links.find((l) => l.email === 'ada.lovelace@example.com')?.url).toMatch(
      /\/account\/signup\/invite\?source=airtable&code=rec8Q2xXgmRoOPHx1$/,
    );
  });

  it('switching to another users table starts auto-assign and My Account afresh', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const config = `/api/apps/${site.id}/app-config`;
    await postAction(h, '/workspaces/0?index', owner.cookie, { intent: 'setAirtableToken', token: 'pat-test' });
    await patch(config, owner.cookie, { intent: 'enable' });
    const airtable = { intent: 'setup', source: 'airtable', baseId: BASE, tableId: USERS, primaryFieldId: EMAIL };
    expect((await patch(config, owner.cookie, airtable)).status).toBe(200);
    const groups = await h.request(`/api/apps/${site.id}/groups`, {
      cookie: owner.cookie,
      method: 'POST',
      body: new URLSearchParams({ name: 'Admins' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const groupId = ((await groups.json()) as { group: { id: string } }).group.id;
    const assigned = await patch(config, owner.cookie, {
      intent: 'auto-assign',
      fieldId: ROLE,
      mapping: [{ group: groupId, value: 'Admin' }],
    });
    expect(assigned.body).toMatchObject({ appConfig: { autoAssign: { field: { id: ROLE } } } });

    // Saving the same table again (say, a new restriction) keeps the mapping.
    const again = await patch(config, owner.cookie, { ...airtable, registrationRestrictions: ['invite-only'] });
    expect(again.body).toMatchObject({ appConfig: { autoAssign: { field: { id: ROLE } } } });

    const contacts = await patch(config, owner.cookie, {
      ...airtable,
      tableId: 'tblqVh8kOxW4eUL8p',
      primaryFieldId: 'fld5ORGvyuZSgubf0',
    });
    expect(contacts.body).toMatchObject({
      ok: true,
      appConfig: {
        identity: { config: { table: { name: 'Clients' }, primaryField: { name: 'Contact email' } } },
        autoAssign: { field: null, mapping: [] },
      },
    });
  });
});
