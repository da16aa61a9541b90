import { createAbility, richTextFromPlain, type TPermission } from '@atrium/core';
import {
  createEndUser,
  getLatestPublication,
  getSiteDraft,
  listLocalRecords,
  listLocalTables,
  listOutbox,
  listPages,
  listPublications,
  saveDraft,
} from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { decodeSingleFetch } from '../../test/single-fetch';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, unknown>;
async function call(
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown; form?: Record<string, string | string[]> } = {},
) {
  const headers = new Headers();
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  } else if (init.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form)) for (const item of [v].flat()) params.append(k, item);
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = params;
  }
  const res = await h.request(path, { cookie, method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A portal with user accounts on, its Clients table as the users table. */
async function portalWithAccounts(options: { appName?: string; owner?: Parameters<Harness['signIn']>[0] } = {}) {
  const owner = await h.signIn(options.owner);
  const site = await createPortal(h, owner, options.appName);
  const api = `/api/apps/${site.id}`;
  expect((await call(`${api}/groups`, owner.cookie)).body).toMatchObject({
    ok: false,
    error:
      'User accounts feature is required for creating page rules but is currently not enabled for this application.',
  });
  expect((await call(`${api}/app-config`, owner.cookie, { method: 'PATCH', json: { intent: 'enable' } })).status).toBe(
    200,
  );
  const clients = (await listLocalTables(h.runtime.db, { siteId: site.id })).find((t) => t.name === 'Clients')!;
  const email = clients.fields.find((f) => f.name === 'Email')!;
  const setup = await call(`${api}/app-config`, owner.cookie, {
    method: 'PATCH',
    json: { intent: 'setup', tableId: clients.id, primaryFieldId: email.id, registrationRestrictions: [] },
  });
  expect(setup.body).toMatchObject({ ok: true, message: 'User accounts are now set up for this app.' });
  return { owner, site, api };
}

describe('[ACCOUNTS] user accounts API', () => {
  it('groups: the spec rules and messages, created, renamed and deleted', async () => {
    const { owner, api } = await portalWithAccounts();
    const short = await call(`${api}/groups`, owner.cookie, { form: { name: 'Abc' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('The name of the group needs to have a minimum of 5 characters.');
    const created = await call(`${api}/groups`, owner.cookie, {
      form: { name: 'Clients', description: 'Our clients' },
    });
    expect(created.body).toMatchObject({ ok: true, message: 'Group Clients created' });
    const id = (created.body.group as { id: string }).id;
    const tooLong = await call(`${api}/groups/${id}`, owner.cookie, { method: 'PUT', form: { name: 'x'.repeat(26) } });
    expect(JSON.stringify(tooLong.body)).toContain('Name cannot exceed 25 characters');
    expect(
      (await call(`${api}/groups/${id}`, owner.cookie, { method: 'PUT', form: { name: 'VIP' } })).body,
    ).toMatchObject({
      ok: true,
      message: 'Group successfully updated.',
    });
    expect((await call(`${api}/groups`, owner.cookie)).body.groups).toMatchObject([{ id, name: 'VIP' }]);
    expect((await call(`${api}/groups/${id}`, owner.cookie, { method: 'DELETE' })).body).toMatchObject({
      message: 'Group VIP deleted',
    });
  });

  it('rules and permissions: a page restricted to a group, and the preview rebuilds the same abilities', async () => {
    const { owner, site, api } = await portalWithAccounts();
    const about =
      (await listPages(h.runtime.db, { siteId: site.id })).find((p) => p.path !== '/') ??
      (await listPages(h.runtime.db, { siteId: site.id }))[0]!;
    const group = await call(`${api}/groups`, owner.cookie, { form: { name: 'Members' } });
    const groupId = (group.body.group as { id: string }).id;

    const bad = await call(`${api}/access-rules`, owner.cookie, {
      json: {
        name: 'ab',
        groups: [groupId],
        rule: { subject: 'Page', action: ['view'], conditions: { pages: [about.id] } },
      },
    });
    expect(bad.body).toMatchObject({ ok: false, error: 'Name needs to be a minimum of 3 characters' });
    const noAction = await call(`${api}/access-rules`, owner.cookie, {
      json: {
        name: 'Members only',
        groups: [groupId],
        rule: { subject: 'Page', action: [], conditions: { pages: [about.id] } },
      },
    });
    expect(noAction.body).toMatchObject({ ok: false, error: 'Please select at least 1 action to apply to this rule' });
    const rule = await call(`${api}/access-rules`, owner.cookie, {
      json: {
        name: 'Members only',
        groups: [groupId],
        rule: { subject: 'Page', action: ['view'], conditions: { pages: [about.id] } },
      },
    });
    expect(rule.status).toBe(200);
    const ruleId = (rule.body.rule as { _id: string })._id;
    expect(((await call(`${api}/access-rules?pageId=${about.id}`, owner.cookie)).body.rules as unknown[]).length).toBe(
      1,
    );

    const member = await createEndUser(h.runtime.db, {
      siteId: site.id,
      email: 'm@example.com',
      password: 'pw pw pw pw',
      groups: [groupId],
    });
    const anonymous = await call(`${api}/user-accounts/unauthenticated/permissions`, owner.cookie);
    const asMember = await call(`${api}/user-accounts/${member.id}/permissions`, owner.cookie);
    expect(createAbility(anonymous.body.permissions as TPermission[]).can('view', 'Page', { pageId: about.id })).toBe(
      false,
    );
    expect(createAbility(asMember.body.permissions as TPermission[]).can('view', 'Page', { pageId: about.id })).toBe(
      true,
    );
    expect((await call(`${api}/user-accounts/nobody/permissions`, owner.cookie)).status).toBe(404);

    const removed = await call(`${api}/access-rules/${ruleId}?pageId=${about.id}`, owner.cookie, { method: 'DELETE' });
    expect(removed.body).toMatchObject({
      ok: true,
      message: 'Rule successfully removed for page.',
      outcome: 'deleted',
    });
    const after = await call(`${api}/user-accounts/unauthenticated/permissions`, owner.cookie);
    expect(createAbility(after.body.permissions as TPermission[]).can('view', 'Page', { pageId: about.id })).toBe(true);
  });

  it('invitations: up to 10 valid emails, lower-cased, each sent a sign-up link; link mode lists record links', async () => {
    const { owner, api } = await portalWithAccounts({ owner: { firstName: 'Mary' } });
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`);
    expect((await call(`${api}/invitations`, owner.cookie, { json: { emails: eleven } })).body).toMatchObject({
      ok: false,
      error: 'You can only send up to 10 invites at a time',
    });
    expect((await call(`${api}/invitations`, owner.cookie, { json: { emails: ['not-an-email'] } })).body).toMatchObject(
      {
        error: 'Email address is invalid.',
      },
    );
    const sent = await call(`${api}/invitations`, owner.cookie, {
      json: { emails: ['Zoe@Example.com', 'yan@example.com'] },
    });
    expect(sent.body).toMatchObject({ ok: true, message: 'You have invited 2 users' });
    const [mail] = await listOutbox(h.runtime.db, { to: 'zoe@example.com' });
    expect(mail?.text).toMatch(/\/account\/signup\?invitation=[\w-]+&email=zoe%40example\.com/);
    // Who invites, to what, what happens next, and until when the link works (issue 24).
    expect(mail?.subject).toBe('Mary Builder invited you to Acme Portal');
    expect(mail?.text).toContain('Mary Builder invited you to Acme Portal.');
    expect(mail?.text).toContain(
      'Open the link below and choose a password for zoe@example.com. Your account is then ready and you are signed in to Acme Portal.',
    );
    expect(mail?.text).toMatch(/The link works once, for 14 days \(until \w+ \d+, \d{4} at .+ UTC\)\./);
    expect(mail?.html).toContain('<h1 style="font-size:20px">Acme Portal</h1>');
    // No logo set in Branding: none in the email.
    expect(mail?.html).not.toContain('<img');

    const links = await call(`${api}/invitations`, owner.cookie);
    expect(links.body.emailConfigured).toBe(true);
    const list = links.body.links as Array<{ url: string; email: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.url).toMatch(/\/account\/signup\/invite\?source=airtable&code=rec\w+$/);
  });

  it('invitations can add the invited people the users table does not hold yet, once each', async () => {
    const { owner, site, api } = await portalWithAccounts();
    const clients = (await listLocalTables(h.runtime.db, { siteId: site.id })).find((t) => t.name === 'Clients')!;
    const email = clients.fields.find((f) => f.name === 'Email')!;
    const rows = async () =>
      (await listLocalRecords(h.runtime.db, { siteId: site.id, tableId: clients.id, limit: 100 })).map(
        (r) => r.fields[email.id],
      );
    const before = await rows();
    const existing = String(before[0]);
    const sent = await call(`${api}/invitations`, owner.cookie, {
      json: { emails: ['new.client@example.com', existing], addToUsersTable: true },
    });
    expect(sent.body).toMatchObject({
      ok: true,
      message: 'You have invited 2 users. 1 row was added to Clients.',
      added: 1,
    });
    expect(await rows()).toEqual([...before, 'new.client@example.com']);
    // Invited again: the row is there, nothing is added; without the option nothing is either.
    const again = await call(`${api}/invitations`, owner.cookie, {
      json: { emails: ['new.client@example.com'], addToUsersTable: true },
    });
    expect(again.body).toMatchObject({ message: 'You have invited 1 user', added: 0 });
    await call(`${api}/invitations`, owner.cookie, { json: { emails: ['other@example.com'] } });
    expect(await rows()).toHaveLength(before.length + 1);
  });

  it("test users and group assignment: the password rule, only this portal's groups", async () => {
    const { owner, site, api } = await portalWithAccounts();
    const weak = await call(`${api}/users`, owner.cookie, { form: { username: 'tess@example.com', password: 'weak' } });
    expect(JSON.stringify(weak.body)).toContain(
      'Must Contain 6 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
    );
    const made = await call(`${api}/users`, owner.cookie, {
      form: { username: 'Tess@example.com', password: 'Str0ng!pw' },
    });
    expect(made.body).toMatchObject({ ok: true, username: 'tess@example.com' });
    const list = await call(`${api}/users?search=TESS`, owner.cookie);
    const [tess] = list.body.users as Array<{ id: string; email: string }>;
    expect(tess?.email).toBe('tess@example.com');
    const group = await call(`${api}/groups`, owner.cookie, { form: { name: 'Testers' } });
    const groupId = (group.body.group as { id: string }).id;
    // Portal hosts cache sessions with their users' groups (ADR 032): the change is announced.
    const announced: string[] = [];
    await h.runtime.cache.subscribe(CHANNELS.endUsersChanged, (siteId) => announced.push(siteId));
    const assigned = await call(`${api}/users/${tess!.id}/groups`, owner.cookie, {
      method: 'PUT',
      form: { groups: [groupId, 'someone-elses-group'] },
    });
    expect(assigned.body).toMatchObject({
      ok: true,
      message: 'User was successfully assigned to the selected groups',
      groups: [groupId],
    });
    expect(announced).toEqual([site.id]);
  });

  it('page access: groups that may open a page close it to everyone else; no groups make it public again', async () => {
    const { owner, site, api } = await portalWithAccounts();
    const home = (await listPages(h.runtime.db, { siteId: site.id }))[0]!;
    const group = await call(`${api}/groups`, owner.cookie, { form: { name: 'Insiders' } });
    const groupId = (group.body.group as { id: string }).id;
    const before = await call(`${api}/pages/${home.id}/access`, owner.cookie);
    expect(before.body).toMatchObject({ configured: true, pageGroups: [], rules: [], hasPublicRule: false });
    const set = await call(`${api}/pages/${home.id}/access`, owner.cookie, {
      method: 'PUT',
      json: { groups: [groupId, 'foreign'] },
    });
    expect(set.body).toMatchObject({
      ok: true,
      message: 'Access rules for the page have been updated.',
      groups: [groupId],
    });
    const anonymous = await call(`${api}/user-accounts/unauthenticated/permissions`, owner.cookie);
    expect(createAbility(anonymous.body.permissions as TPermission[]).can('view', 'Page', { pageId: home.id })).toBe(
      false,
    );
    // Nobody who signs up joins Insiders: the Page Rules tab says so, until it is the default group.
    const closed = await call(`${api}/pages/${home.id}/access`, owner.cookie);
    expect(closed.body).toMatchObject({ pageGroups: [groupId], newUsersCanView: false });
    const defaulted = await call(`${api}/app-config`, owner.cookie, {
      method: 'PATCH',
      json: { intent: 'default-group', groupId },
    });
    expect(defaulted.status).toBe(200);
    expect((await call(`${api}/pages/${home.id}/access`, owner.cookie)).body).toMatchObject({ newUsersCanView: true });
    await call(`${api}/pages/${home.id}/access`, owner.cookie, { method: 'PUT', json: { groups: [] } });
    const reopened = await call(`${api}/user-accounts/unauthenticated/permissions`, owner.cookie);
    expect(createAbility(reopened.body.permissions as TPermission[]).can('view', 'Page', { pageId: home.id })).toBe(
      true,
    );
  });

  it('welcome email: a subject is required; subject and rich body are saved in the app config', async () => {
    const { owner, api } = await portalWithAccounts();
    const empty = await call(`${api}/app-config`, owner.cookie, {
      method: 'PATCH',
      json: { intent: 'welcome-email', subject: '  ', body: null },
    });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, error: 'Please enter a subject.' } });
    const body = richTextFromPlain('Hello and welcome.');
    const saved = await call(`${api}/app-config`, owner.cookie, {
      method: 'PATCH',
      json: { intent: 'welcome-email', subject: 'Welcome aboard', body },
    });
    expect(saved.body).toMatchObject({ ok: true, message: 'Welcome email saved.' });
    expect((saved.body.appConfig as { emails: unknown }).emails).toEqual({
      welcome: { subject: 'Welcome aboard', body },
    });
  });

  it('the Settings page saves its form with one Save: redirects, welcome email and auto-assign together, or nothing', async () => {
    const { owner, site, api } = await portalWithAccounts();
    const other = await portalWithAccounts();
    const group = await call(`${api}/groups`, owner.cookie, { form: { name: 'Clients' } });
    const groupId = (group.body.group as { id: string }).id;
    const foreign = await call(`${other.api}/groups`, other.owner.cookie, { form: { name: 'Theirs' } });
    const foreignId = (foreign.body.group as { id: string }).id;
    const clients = (await listLocalTables(h.runtime.db, { siteId: site.id })).find((t) => t.name === 'Clients')!;
    const fieldId = clients.fields.find((f) => f.name === 'Website')!.id;
    const body = richTextFromPlain('Hello and welcome.');
    const settings = {
      intent: 'settings',
      redirects: {
        redirectOnSignup: '/account',
        redirectOnLogin: '/',
        redirectOnForbidden: '/account/login',
        redirectOnLogout: '/',
      },
      welcome: { subject: 'Welcome aboard', body },
      autoAssign: { fieldId, mapping: [{ group: groupId, value: 'example.com' }] },
    };
    const before = (await call(`${api}/app-config`, owner.cookie)).body.appConfig;
    // Any part refused: 400 with the spec's message, and nothing of the other parts is saved.
    for (const [change, error] of [
      [
        { ...settings, redirects: { ...settings.redirects, redirectOnLogin: '' } },
        'Please select a page for redirection.',
      ],
      [{ ...settings, welcome: { subject: ' ', body } }, 'Please enter a subject.'],
      [
        { ...settings, autoAssign: { fieldId, mapping: [{ group: groupId, value: ' ' }] } },
        'You need to specify the value to match',
      ],
      // Another portal's group is not one of this portal's.
      [
        { ...settings, autoAssign: { fieldId, mapping: [{ group: foreignId, value: 'x' }] } },
        'You need to select a group',
      ],
    ] as const) {
      const refused = await call(`${api}/app-config`, owner.cookie, { method: 'PATCH', json: change });
      expect(refused).toMatchObject({ status: 400, body: { ok: false, error } });
    }
    expect((await call(`${api}/app-config`, owner.cookie)).body.appConfig).toEqual(before);
    const saved = await call(`${api}/app-config`, owner.cookie, { method: 'PATCH', json: settings });
    expect(saved.body).toMatchObject({
      ok: true,
      message: 'Settings saved.',
      appConfig: {
        identity: { redirectOnLogin: '/', redirectOnForbidden: '/account/login' },
        emails: { welcome: { subject: 'Welcome aboard', body } },
        autoAssign: { field: { id: fieldId }, mapping: [{ group: groupId, value: 'example.com' }] },
      },
    });
    // Another builder cannot save this portal's settings.
    const stranger = await call(`${api}/app-config`, other.owner.cookie, { method: 'PATCH', json: settings });
    expect(stranger.status).toBe(404);
  });

  it('My Account: the users table fields, a layout that must match them, and per-group modes kept as rules', async () => {
    const { owner, site, api } = await portalWithAccounts();
    const group = await call(`${api}/groups`, owner.cookie, { form: { name: 'Clients' } });
    const groupId = (group.body.group as { id: string }).id;
    const drawer = await call(`${api}/my-account`, owner.cookie);
    expect(drawer.status).toBe(200);
    const fields = (drawer.body.usersTable as { fields: Array<{ id: string; name: string }> }).fields;
    expect(fields.map((f) => f.name)).toEqual(['Name', 'Email', 'Website']);
    expect(drawer.body).toMatchObject({
      layout: { profile: [], linked: [] },
      groupModes: {},
      groups: [{ name: 'Clients' }],
    });
    const [name, , website] = fields;

    const gone = await call(`${api}/my-account`, owner.cookie, {
      method: 'PUT',
      json: { layout: { profile: [{ id: 'fldMissing' }] } },
    });
    expect(gone.body).toMatchObject({ ok: false, error: 'This field no longer exists in your table.' });
    const notLink = await call(`${api}/my-account`, owner.cookie, {
      method: 'PUT',
      json: { layout: { linked: [{ id: name!.id, fields: [] }] } },
    });
    expect(notLink.body).toMatchObject({ ok: false, error: 'Name does not link to records.' });
    const strangers = await call(`${api}/my-account`, owner.cookie, {
      method: 'PUT',
      json: { layout: { profile: [{ id: name!.id }] }, groupModes: { grpOfSomeoneElse: { [name!.id]: 'view' } } },
    });
    expect(strangers.status).toBe(404);

    const layout = { profile: [{ id: name!.id }, { id: website!.id }], linked: [] };
    const saved = await call(`${api}/my-account`, owner.cookie, {
      method: 'PUT',
      json: { layout, groupModes: { [groupId]: { [name!.id]: 'view', [website!.id]: 'hidden' } } },
    });
    expect(saved.body).toMatchObject({ ok: true, message: 'My Account updated.', layout });
    const again = await call(`${api}/my-account`, owner.cookie);
    expect(again.body).toMatchObject({
      layout,
      groupModes: { [groupId]: { [name!.id]: 'view', [website!.id]: 'hidden' } },
    });

    // The preview's permissions for a member of the group carry the same limits.
    const user = await createEndUser(h.runtime.db, {
      siteId: site.id,
      email: 'member@example.com',
      password: 'a good password',
      groups: [groupId],
    });
    const permissions = await call(`${api}/user-accounts/${user.id}/permissions`, owner.cookie);
    const ability = createAbility(permissions.body.permissions as TPermission[]);
    expect(ability.can('view', 'Profile', { fieldId: name!.id })).toBe(true);
    expect(ability.can('update', 'Profile', { fieldId: name!.id })).toBe(false);
    expect(ability.can('view', 'Profile', { fieldId: website!.id })).toBe(false);
  });

  it("another builder reaches nothing of this portal's accounts", async () => {
    const { api } = await portalWithAccounts();
    const stranger = await h.signIn();
    for (const path of [
      '/groups',
      '/users',
      '/access-rules',
      '/invitations',
      '/user-accounts/unauthenticated/permissions',
      '/app-config',
      '/my-account',
    ]) {
      expect((await call(`${api}${path}`, stranger.cookie)).status, path).toBe(404);
    }
    expect(
      (await call(`${api}/app-config`, stranger.cookie, { method: 'PATCH', json: { intent: 'disable' } })).status,
    ).toBe(404);
    expect(
      (await call(`${api}/my-account`, stranger.cookie, { method: 'PUT', json: { layout: { profile: [] } } })).status,
    ).toBe(404);
  });
});

describe('[ACCOUNTS] Connect Users suggests the table of people', () => {
  it('chooses Clients (email field, a people name) over Projects, the first table, which also has an email field', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const tables = await listLocalTables(h.runtime.db, { siteId: site.id });
    expect(tables.map((t) => t.name)).toEqual(['Projects', 'Clients']);
    expect(tables[0]!.fields.some((f) => f.type === 'email')).toBe(true);
    const res = await h.request(`/edit/${site.id}/users/setup`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const page = await res.text();
    const clients = tables[1]!;
    const email = clients.fields.find((f) => f.name === 'Email')!;
    expect(page).toMatch(new RegExp(`<option value="${clients.id}" selected=""`));
    expect(page).toMatch(new RegExp(`<option value="${email.id}" selected=""`));
  });
});

describe('[ACCOUNTS] invitations to a portal not published yet (issue 24)', () => {
  /** The Users tab's data, as the Invite dialog gets it. */
  async function usersTab(siteId: string, cookie: string) {
    const res = await h.request(`/edit/${siteId}/users.data`, { cookie });
    expect(res.status).toBe(200);
    const body = (await decodeSingleFetch(res)) as Record<string, { data?: unknown }>;
    return body['routes/edit.$siteId_.users._index']?.data as { published: boolean; verified: boolean };
  }

  it('the dialog is told the portal is unpublished; "Publish and invite" publishes as Publish Changes does, then invites', async () => {
    const { owner, site, api } = await portalWithAccounts();
    expect(await usersTab(site.id, owner.cookie)).toMatchObject({ published: false, verified: true });
    const changed: string[] = [];
    const unsubscribe = await h.runtime.cache.subscribe(CHANNELS.siteChanged, (message) => changed.push(message));
    try {
      const sent = await call(`${api}/invitations`, owner.cookie, {
        json: { emails: ['first.client@example.com'], publish: true },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        ok: true,
        message: 'Your portal was published. Version 1 is live. You have invited 1 user',
        version: 1,
        url: `http://${site.subdomain}.${h.runtime.env.PORTAL_ROOT_DOMAIN}:${h.runtime.env.PORTAL_PORT}`,
      });
      expect((await getLatestPublication(h.runtime.db, { siteId: site.id }))?.version).toBe(1);
      // The portal host hears of it at once, as after Publish Changes.
      await expect.poll(() => changed).toContain(site.id);
    } finally {
      await unsubscribe();
    }
    expect(await listOutbox(h.runtime.db, { to: 'first.client@example.com' })).toHaveLength(1);
    expect(await usersTab(site.id, owner.cookie)).toMatchObject({ published: true });
    // Once published, plain invitations publish nothing more.
    await call(`${api}/invitations`, owner.cookie, { json: { emails: ['second.client@example.com'] } });
    expect(await listPublications(h.runtime.db, { siteId: site.id })).toHaveLength(1);
  });

  it('an unverified builder cannot publish: "Publish and invite" is refused (403) and nothing is sent', async () => {
    const { owner, site, api } = await portalWithAccounts({ owner: { verified: false } });
    expect(await usersTab(site.id, owner.cookie)).toMatchObject({ published: false, verified: false });
    const refused = await call(`${api}/invitations`, owner.cookie, {
      json: { emails: ['waiting@example.com'], publish: true },
    });
    expect(refused).toEqual({ status: 403, body: { ok: false, error: 'Please verify your email to proceed' } });
    expect(await listPublications(h.runtime.db, { siteId: site.id })).toEqual([]);
    expect(await listOutbox(h.runtime.db, { to: 'waiting@example.com' })).toEqual([]);
    // A malformed flag is a 400 with a message, never a 500.
    const malformed = await call(`${api}/invitations`, owner.cookie, {
      json: { emails: ['waiting@example.com'], publish: 'yes' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it("another builder can neither publish nor invite to someone else's portal", async () => {
    const { site, api } = await portalWithAccounts();
    const stranger = await h.signIn();
    const refused = await call(`${api}/invitations`, stranger.cookie, {
      json: { emails: ['victim@example.com'], publish: true },
    });
    expect(refused.status).toBe(404);
    expect(await listPublications(h.runtime.db, { siteId: site.id })).toEqual([]);
    expect(await listOutbox(h.runtime.db, { to: 'victim@example.com' })).toEqual([]);
  });

  it("the email carries the portal's logo and escapes the portal's and the builder's names", async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { owner, site, api } = await portalWithAccounts({
      appName: `Acme ${evil}`,
      owner: { firstName: '<b>Eve</b>' },
    });
    const home = (await listPages(h.runtime.db, { siteId: site.id })).find((p) => p.isHome)!;
    const draft = await getSiteDraft(h.runtime.db, { siteId: site.id });
    await saveDraft(h.runtime.db, {
      siteId: site.id,
      pageId: home.id,
      header: { ...draft.header, data: { ...draft.header.data, logoUrl: '/media/sites/x/logo-"onload=1.png' } },
    });
    await call(`${api}/invitations`, owner.cookie, { json: { emails: ['nova@example.com'] } });
    const [mail] = await listOutbox(h.runtime.db, { to: 'nova@example.com' });
    const origin = `http://${site.subdomain}.${h.runtime.env.PORTAL_ROOT_DOMAIN}:${h.runtime.env.PORTAL_PORT}`;
    // The logo, as an absolute address on the portal; the quote in it cannot end the attribute.
    expect(mail?.html).toContain(
      `<img src="${origin}/media/sites/x/logo-%22onload=1.png" alt="Acme &lt;img src=x onerror=alert(1)&gt;"`,
    );
    expect(mail?.html).toContain(
      '&lt;b&gt;Eve&lt;/b&gt; Builder invited you to Acme &lt;img src=x onerror=alert(1)&gt;.',
    );
    expect(mail?.html).not.toContain('<b>Eve');
    expect(mail?.html).not.toContain('<img src=x');
    // Text keeps the words as typed (plain text is never rendered as HTML).
    expect(mail?.text).toContain(`<b>Eve</b> Builder invited you to Acme ${evil}.`);
  });
});
