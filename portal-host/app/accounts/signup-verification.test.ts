/**
 * [SECURITY] End-user identity (ADR 019), through the production build's request handler
 * (`npm run build -w portal-host` first): sign-up never links a users-table record, grants a
 * group or opens a session before the person proves control of the address, in every
 * registration mode; the answer is the same for every address; invitations are proof once;
 * limits; and a verified email change in My Account.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EMAILS_LIMITED_MESSAGE,
  EMAIL_CHANGE_INVALID_MESSAGE,
  EMAIL_CHANGE_TAKEN_MESSAGE,
  EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SIGNUP_ALREADY_ACTIVE_MESSAGE,
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_LINK_INVALID_MESSAGE,
  SIGNUP_PORTAL_BUSY_MESSAGE,
  SIGNUP_RATE_LIMITED_MESSAGE,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
  emailChangeSentMessage,
  emailChangedMessage,
  escapeHtml,
  signupCheckEmailMessage,
  signupReplacesSessionMessage,
  type TAppConfig,
} from '@atrium/core';
import {
  createBuilder,
  createEndUser,
  createInvitations,
  createLocalTable,
  createPage,
  createSite,
  createUserGroup,
  findEndUserByEmail,
  getLocalRecords,
  getSiteAccessState,
  insertLocalRecords,
  listEndUsers,
  listOutbox,
  publishSite,
  resolveWorkspace,
  saveAppConfig,
  saveMyAccount,
} from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';
import {
  emailedLink,
  get as getWith,
  post as postWith,
  sessionCookie,
  signUp as signUpWith,
  signUpAndVerify,
  signupCookie,
  type Handle,
} from '../testing/portal-accounts';
import { createAppRequestHandler, SIGNUP_LIMITS } from '@atrium/integrations';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

let runtime: Runtime;
let handleFrom: (clientIp: string) => Handle;
let handle: Handle;

const get = (url: string, cookie?: string) => getWith(handle, url, cookie);
const post = (url: string, fields: Record<string, string>, options: { cookie?: string } = {}) =>
  postWith(handle, url, fields, options);
const signUp = (base: string, email: string, password?: string, extra?: Record<string, string>) =>
  signUpWith(handle, base, email, password, extra);
const logIn = (base: string, email: string, password: string) => post(`${base}/account/login`, { email, password });

const EMAIL = 'fldEmail00000000';
const ROLE = 'fldRole000000000';
const COMPANY = 'fldCompany000000';
const VERIFY = '/account/signup/verify/';

type Mode = 'open' | 'users-table' | 'invite-only';

/**
 * A portal whose users table (Members) holds a client, client@example.com (Role: Client,
 * company 'Client Co'), with a user listing of requests: the client's own request is for
 * members of Clients (auto-assigned by Role). Everyone who signs up joins the default group
 * 'Members', which opens the page /members-only.
 */
let portalCount = 0;
async function makePortal(mode: Mode) {
  const { db } = runtime;
  portalCount += 1;
  const domain = `${mode}-club-${portalCount}`;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `${domain}@builders.example.com`,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: `Club ${mode}`, domain }),
  });
  const membersOnly = await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Members only', path: '/members-only' }),
    contents: { version: 1, sections: [] },
  });
  const everyone = await createUserGroup(db, { siteId: site.id, name: 'Members', pages: [membersOnly.id] });
  const clients = await createUserGroup(db, { siteId: site.id, name: 'Clients' });
  const members = await createLocalTable(db, {
    siteId: site.id,
    name: 'Members',
    fields: [
      { id: EMAIL, name: 'Email', type: 'email' },
      { id: COMPANY, name: 'Company', type: 'singleLineText' },
      {
        id: ROLE,
        name: 'Role',
        type: 'singleSelect',
        options: { choices: [{ id: 'selClient', name: 'Client' }] },
      },
    ],
  });
  const [clientRecord, otherRecord] = await insertLocalRecords(db, {
    siteId: site.id,
    tableId: members.id,
    records: [
      { fields: { [EMAIL]: 'client@example.com', [ROLE]: 'Client', [COMPANY]: 'Client Co' } },
      { fields: { [EMAIL]: 'other@example.com', [ROLE]: 'Client', [COMPANY]: 'Other Co' } },
    ],
  });
  const requests = await createLocalTable(db, {
    siteId: site.id,
    name: 'Requests',
    fields: [
      { id: 'fldReqTitle00000', name: 'Title', type: 'singleLineText' },
      { id: 'fldReqMember0000', name: 'Member', type: 'multipleRecordLinks', options: { linkedTableId: members.id } },
    ],
  });
  await insertLocalRecords(db, {
    siteId: site.id,
    tableId: requests.id,
    records: [{ fields: { fldReqTitle00000: 'Client secret request', fldReqMember0000: [clientRecord!.id] } }],
  });
  await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Requests', path: '/requests' }),
    contents: {
      version: 1,
      sections: [
        ZDataSectionSchema.parse({
          id: 'requestsList',
          type: 'data',
          sectionName: 'list1',
          data: {
            listingType: 'user',
            source: { kind: 'local', tableId: requests.id, tableName: 'Requests' },
            userLinkFieldId: 'fldReqMember0000',
            fields: { title: 'fldReqTitle00000' },
            access: [{ action: 'view', groups: [clients.id] }],
          },
        }),
      ],
    },
  });
  const appConfig: TAppConfig = ZAppConfigSchema.parse({
    identity: {
      enabled: true,
      config: {
        source: 'local',
        table: { id: members.id, name: 'Members' },
        primaryField: { id: EMAIL, name: 'Email' },
      },
      registrationRestrictions: mode === 'open' ? [] : [mode],
    },
    defaultGroup: everyone.id,
    autoAssign: { field: { id: ROLE }, mapping: [{ group: clients.id, value: 'Client' }] },
  });
  await saveAppConfig(db, { siteId: site.id, appConfig });
  // My Account: everyone sees their company and email, and may edit both by default rules; the
  // email (primary) field is never editable there all the same.
  await saveMyAccount(db, {
    siteId: site.id,
    appConfig: (await getSiteAccessState(db, { siteId: site.id })).appConfig,
    save: { layout: { profile: [{ id: EMAIL }, { id: COMPANY }], linked: [] }, groupModes: {}, linkedActions: {} },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  return {
    base: `http://${domain}.localhost:3001`,
    siteId: site.id,
    groups: { everyone: everyone.id, clients: clients.id },
    members,
    clientRecordId: clientRecord!.id,
    otherRecordId: otherRecord!.id,
  };
}
type Portal = Awaited<ReturnType<typeof makePortal>>;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  runtime = await createTestRuntime();
  handleFrom = (clientIp) => (request) => handler(request, { runtime, clientIp });
  handle = handleFrom('127.0.0.1');
});

afterAll(async () => {
  await runtime?.close();
});

/** Each test signs up from its own client address, so the per-address limit belongs to the limits test. */
let nextIp = 1;
function freshClient() {
  nextIp += 1;
  handle = handleFrom(`10.0.${Math.floor(nextIp / 250)}.${nextIp % 250}`);
}

const recordOf = async (portal: Portal, recordId: string) =>
  (await getLocalRecords(runtime.db, { siteId: portal.siteId, tableId: portal.members.id, recordIds: [recordId] }))[0]!;

/** What the stranger's sign-up with someone's address gets: the page everyone gets, and no session. */
async function expectCheckEmail(response: Response, email: string) {
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(signupCheckEmailMessage(email)));
  expect(sessionCookie(response)).toBe('');
  expect(signupCookie(response)).not.toBe('');
  return html;
}

/** Nothing of the client's: no records in the user listing, no My Account, no members' page. */
async function expectNothingOfTheClients(portal: Portal, cookie: string) {
  const listing = await (await get(`${portal.base}/requests`, cookie)).text();
  expect(listing).not.toContain('Client secret request');
  expect(listing).toContain('Log in to see your records.');
  const account = await get(`${portal.base}/account`, cookie);
  expect(account.status).toBe(302);
  expect(account.headers.get('Location')).toContain('/account/login');
  expect((await get(`${portal.base}/members-only`, cookie)).status).toBe(302);
}

/** The client, verified and logged in, sees their records and their My Account. */
async function expectTheClientsOwn(portal: Portal, cookie: string) {
  const listing = await (await get(`${portal.base}/requests`, cookie)).text();
  expect(listing).toContain('Client secret request');
  const account = await (await get(`${portal.base}/account`, cookie)).text();
  expect(account).toContain('client@example.com');
  expect(account).toContain('Client Co');
  expect((await get(`${portal.base}/members-only`, cookie)).status).toBe(200);
}

describe.each<Mode>(['open', 'users-table', 'invite-only'])('[SECURITY] %s registration', (mode) => {
  it("a stranger who signs up with a client's address sees nothing of theirs; the client verifies and does", async () => {
    freshClient();
    const portal = await makePortal(mode);
    // A record id is no secret (record URLs show them): on an invitation-only portal the stranger uses the client's.
    const extra: Record<string, string> = mode === 'invite-only' ? { code: portal.clientRecordId } : {};
    const strangers = await signUp(portal.base, 'Client@Example.com', 'stranger password', extra);
    await expectCheckEmail(strangers, 'client@example.com');
    const strangerCookie = [signupCookie(strangers)].join('; ');
    await expectNothingOfTheClients(portal, strangerCookie);
    // No account (the builder's Users list stays empty), no welcome email, and the stranger's password opens nothing.
    expect((await listEndUsers(runtime.db, { siteId: portal.siteId })).total).toBe(0);
    expect((await logIn(portal.base, 'client@example.com', 'stranger password')).status).toBe(401);
    const mails = await listOutbox(runtime.db, { to: 'client@example.com' });
    expect(mails.filter((m) => m.text.includes(portal.base)).map((m) => m.subject)).toEqual([
      `Confirm your email for Club ${mode}`,
    ]);

    // The client opens the link in their own browser: it asks for a password, and opening it changed nothing.
    const link = (await emailedLink(runtime.db, 'client@example.com', portal.base, VERIFY))!;
    const page = await get(`${portal.base}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a password to finish signing up.');
    expect((await listEndUsers(runtime.db, { siteId: portal.siteId })).total).toBe(0);
    const verified = await post(`${portal.base}${link}`, {
      password: 'the client password',
      confirmPassword: 'the client password',
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('Location')).toBe('/account');
    const client = sessionCookie(verified);
    await expectTheClientsOwn(portal, client);
    const user = await findEndUserByEmail(runtime.db, { siteId: portal.siteId, email: 'client@example.com' });
    expect(user).toMatchObject({
      recordId: portal.clientRecordId,
      groups: [portal.groups.everyone],
      integrationGroups: [portal.groups.clients],
    });

    // The stranger never learns the password of the account the client activated, and the link is spent.
    expect((await logIn(portal.base, 'client@example.com', 'stranger password')).status).toBe(401);
    expect((await logIn(portal.base, 'client@example.com', 'the client password')).status).toBe(302);
    const reused = await get(`${portal.base}${link}`, strangerCookie);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(SIGNUP_LINK_INVALID_MESSAGE);
    await expectNothingOfTheClients(portal, strangerCookie);
    // The welcome email went out only now, to the verified address.
    const [welcome] = await listOutbox(runtime.db, { to: 'client@example.com' });
    expect(welcome?.subject).toBe('Welcome!');
  });

  it('a client who already has an account: the stranger gets the same answer, the client an email, and nothing changes', async () => {
    freshClient();
    const portal = await makePortal(mode);
    await createEndUser(runtime.db, {
      siteId: portal.siteId,
      email: 'client@example.com',
      password: 'the client password',
      groups: [portal.groups.everyone],
      integrationGroups: [portal.groups.clients],
      recordId: portal.clientRecordId,
    });
    const extra: Record<string, string> = mode === 'invite-only' ? { code: portal.clientRecordId } : {};
    const before = (await listOutbox(runtime.db, { to: 'client@example.com' })).length;
    const strangers = await signUp(portal.base, 'client@example.com', 'stranger password', extra);
    const html = await expectCheckEmail(strangers, 'client@example.com');
    await expectNothingOfTheClients(portal, signupCookie(strangers));
    // The same page as a sign-up with an address that has no account (in the users table, so every mode allows it).
    const otherExtra: Record<string, string> = mode === 'invite-only' ? { code: portal.otherRecordId } : {};
    const fresh = await signUp(portal.base, 'other@example.com', 'stranger password', otherExtra);
    expect(fresh.status).toBe(strangers.status);
    expect((await fresh.text()).replaceAll('other@example.com', 'client@example.com')).toBe(html);
    expect(fresh.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(
      strangers.headers.getSetCookie().map((c) => c.split('=')[0]),
    );
    const mails = await listOutbox(runtime.db, { to: 'client@example.com' });
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.text).toContain('it already has an account');
    expect(mails[0]!.text).toContain(`${portal.base}/account/reset-password`);
    expect(mails[0]!.text).not.toContain(VERIFY);
  });
});

describe('[SECURITY] sign-up links', () => {
  it('finish in the browser that signed up with its password; elsewhere the person chooses one', async () => {
    freshClient();
    const portal = await makePortal('open');
    const response = await signUpAndVerify(handle, runtime.db, portal.base, 'Same.Browser@example.com', 'typed here');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account');
    // The pending cookie is cleared; the session starts.
    expect(response.headers.getSetCookie().some((c) => c.startsWith('atrium_signup=;'))).toBe(true);
    const account = await (await get(`${portal.base}/account`, sessionCookie(response))).text();
    expect(account).toContain('same.browser@example.com');
    expect((await logIn(portal.base, 'same.browser@example.com', 'typed here')).status).toBe(302);
    // Not in the users table yet: registration is open, so the record is created, as before.
    const user = await findEndUserByEmail(runtime.db, { siteId: portal.siteId, email: 'same.browser@example.com' });
    expect(user?.recordId).toMatch(/^rec/);
  });

  it('several pending sign-ups for one address never block its owner, even past the email limit', async () => {
    freshClient();
    const portal = await makePortal('open');
    const address = 'victim@example.com';
    for (let i = 0; i < SIGNUP_LIMITS.emailsPerAddressPerHour; i += 1) {
      await expectCheckEmail(await signUp(portal.base, address, `attacker password ${i}`), address);
    }
    // The owner's own sign-up hears of the limit, and is pointed to the emails already sent.
    const limited = await signUp(portal.base, address, 'owner password');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(escapeHtml(ACCOUNT_EMAILS_LIMITED_MESSAGE));
    const links = (await listOutbox(runtime.db, { to: address }))
      .map((m) => /\/account\/signup\/verify\/\S+/.exec(m.text)?.[0])
      .filter(Boolean) as string[];
    expect(links).toHaveLength(SIGNUP_LIMITS.emailsPerAddressPerHour);
    // Any of them works for the owner, with the owner's password; the others stop working.
    const done = await post(`${portal.base}${links[1]}`, {
      password: 'owner password',
      confirmPassword: 'owner password',
    });
    expect(done.status).toBe(302);
    for (const other of [links[0]!, links[2]!]) {
      expect((await get(`${portal.base}${other}`)).status).toBe(400);
    }
    for (let i = 0; i < SIGNUP_LIMITS.emailsPerAddressPerHour; i += 1) {
      expect((await logIn(portal.base, address, `attacker password ${i}`)).status).toBe(401);
    }
    expect((await logIn(portal.base, address, 'owner password')).status).toBe(302);
  });

  it('answer 400 with a clear page when unknown, used, malformed or of another portal', async () => {
    freshClient();
    const open = await makePortal('open');
    const other = await makePortal('users-table');
    const signedUp = await signUp(open.base, 'elsewhere@example.com');
    const link = (await emailedLink(runtime.db, 'elsewhere@example.com', open.base, VERIFY))!;
    for (const url of [
      `${other.base}${link}`,
      `${open.base}${VERIFY}not-a-token`,
      `${open.base}${VERIFY}${'x'.repeat(2000)}`,
      `${open.base}${VERIFY}%00%27%22%3Cscript%3E`,
    ]) {
      const page = await get(url, signupCookie(signedUp));
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain(SIGNUP_LINK_INVALID_MESSAGE);
      expect(html).not.toContain('<script>');
      const posted = await post(url, { password: 'a good password', confirmPassword: 'a good password' });
      expect(posted.status).toBe(400);
    }
    // Mismatched passwords keep the link usable.
    const mismatch = await post(`${open.base}${link}`, { password: 'a good password', confirmPassword: 'x' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The passwords do not match.');
    expect((await get(`${open.base}${link}`, signupCookie(signedUp))).status).toBe(302);
    // A second use: the account is active, the link is spent.
    expect((await get(`${open.base}${link}`, signupCookie(signedUp))).status).toBe(400);
  });

  it('opened while someone else is logged in on that browser: says so, then logs that account out', async () => {
    freshClient();
    const portal = await makePortal('open');
    const first = sessionCookie(await signUpAndVerify(handle, runtime.db, portal.base, 'first@example.com'));
    await signUp(portal.base, 'second@example.com', 'second password');
    const link = (await emailedLink(runtime.db, 'second@example.com', portal.base, VERIFY))!;
    const page = await get(`${portal.base}${link}`, first);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(signupReplacesSessionMessage('first@example.com'));
    const done = await post(
      `${portal.base}${link}`,
      { password: 'second choice', confirmPassword: 'second choice' },
      { cookie: first },
    );
    expect(done.status).toBe(302);
    expect(await (await get(`${portal.base}/account`, sessionCookie(done))).text()).toContain('second@example.com');
    // The first account's session in that browser was ended, not shared.
    expect((await get(`${portal.base}/account`, first)).status).toBe(302);
  });

  it("are built from the portal's canonical address, never the request's port (reset links too)", async () => {
    freshClient();
    const portal = await makePortal('open');
    const host = new URL(portal.base).hostname;
    const response = await handle(
      new Request(`http://${host}:9999/account/signup`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: `http://${host}:9999`,
          Host: `${host}:9999`,
        },
        body: new URLSearchParams({
          email: 'port@example.com',
          password: 'a good password',
          confirmPassword: 'a good password',
        }),
      }),
    );
    expect(response.status).toBe(200);
    const [mail] = await listOutbox(runtime.db, { to: 'port@example.com' });
    expect(mail?.text).toContain(`${portal.base}${VERIFY}`);
    expect(portal.base).toMatch(/:3001$/);
    expect(mail?.text).not.toContain(':9999');
    // The reset email too.
    await signUpAndVerify(handle, runtime.db, portal.base, 'reset-port@example.com');
    const reset = await handle(
      new Request(`http://${host}:9999/account/reset-password`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: `http://${host}:9999`,
          Host: `${host}:9999`,
        },
        body: new URLSearchParams({ email: 'reset-port@example.com' }),
      }),
    );
    expect(reset.status).toBe(200);
    const [resetMail] = await listOutbox(runtime.db, { to: 'reset-port@example.com' });
    expect(resetMail?.text).toContain(`${portal.base}/account/reset-password/`);
    expect(resetMail?.text).not.toContain(':9999');
  });
});

describe('[SECURITY] invitations', () => {
  it('an email invitation is the proof: it activates at once, once, for its address and on its portal only', async () => {
    freshClient();
    const portal = await makePortal('invite-only');
    const [invitation] = await createInvitations(runtime.db, {
      siteId: portal.siteId,
      emails: ['client@example.com'],
      groups: [portal.groups.clients],
    });
    const token = invitation!.token;
    const open = await makePortal('open');
    // Another portal does not know it, nor does it stand for another address.
    expect((await signUp(open.base, 'client@example.com', 'x password', { invitation: token })).status).toBe(200);
    expect(await findEndUserByEmail(runtime.db, { siteId: open.siteId, email: 'client@example.com' })).toBeUndefined();
    const wrongAddress = await signUp(portal.base, 'stranger@example.com', 'x password', { invitation: token });
    expect(wrongAddress.status).toBe(403);
    expect(await wrongAddress.text()).toContain(SIGNUP_CLOSED_MESSAGE);

    // Accepted twice at once: one account, one session.
    const answers = await Promise.all([
      signUp(portal.base, 'client@example.com', 'first password', { invitation: token }),
      signUp(portal.base, 'client@example.com', 'second password', { invitation: token }),
    ]);
    const activated = answers.filter((a) => a.status === 302);
    expect(activated).toHaveLength(1);
    expect(activated[0]!.headers.get('Location')).toBe('/account');
    await expectTheClientsOwn(portal, sessionCookie(activated[0]!));
    expect((await listEndUsers(runtime.db, { siteId: portal.siteId })).total).toBe(1);
    // Used: on an invitation-only portal it says so.
    const again = await signUp(portal.base, 'client@example.com', 'third password', { invitation: token });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain(escapeHtml(INVITATION_INVALID_MESSAGE));
  });

  it('an invitation link of a record (code=) pre-fills nothing and proves nothing', async () => {
    freshClient();
    const portal = await makePortal('invite-only');
    const invite = await get(`${portal.base}/account/signup/invite?source=airtable&code=${portal.clientRecordId}`);
    expect(invite.status).toBe(302);
    const form = await (await get(`${portal.base}${invite.headers.get('Location')}`)).text();
    expect(form).toContain(`value="${portal.clientRecordId}"`);
    expect(form).not.toContain('client@example.com');
    // Without an invitation or a code the portal is closed.
    const closed = await signUp(portal.base, 'client@example.com');
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain(SIGNUP_CLOSED_MESSAGE);
    // A code with another address: the same answer, and that address is told it cannot sign up.
    await expectCheckEmail(
      await signUp(portal.base, 'someone@example.com', 'a good password', { code: portal.clientRecordId }),
      'someone@example.com',
    );
    const [refusal] = await listOutbox(runtime.db, { to: 'someone@example.com' });
    expect(refusal?.text).toContain(SIGNUP_CLOSED_MESSAGE);
    expect(refusal?.text).not.toContain(VERIFY);
  });
});

describe('[SECURITY] sign-up limits', () => {
  it('per client address and per portal, answered 429 with a clear message', async () => {
    const portal = await makePortal('open');
    const users = await makePortal('users-table');
    const from = handleFrom('192.0.2.77');
    for (let i = 0; i < SIGNUP_LIMITS.perClientPerHour; i += 1) {
      expect((await signUpWith(from, portal.base, `limit-${i}@example.com`)).status).toBe(200);
    }
    const refused = await signUpWith(from, portal.base, 'limit-over@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(SIGNUP_RATE_LIMITED_MESSAGE);
    expect(await listOutbox(runtime.db, { to: 'limit-over@example.com' })).toEqual([]);
    // Another address is not held back by this one, nor is another portal.
    expect((await signUpWith(handleFrom('192.0.2.78'), portal.base, 'limit-over@example.com')).status).toBe(200);
    expect((await signUpWith(from, users.base, 'client@example.com')).status).toBe(200);

    // The portal-wide limit: the hour's earlier sign-ups on this portal (counted as the route counts them).
    for (let i = 0; i < SIGNUP_LIMITS.perPortalPerHour; i += 1) {
      await runtime.cache.increment(`end-user-signup:${users.siteId}:all`, 60 * 60);
    }
    const busy = await signUpWith(handleFrom('198.51.100.9'), users.base, 'other@example.com');
    expect(busy.status).toBe(429);
    expect(await busy.text()).toContain(SIGNUP_PORTAL_BUSY_MESSAGE);
  });
});

describe('[SECURITY] email change in My Account', () => {
  it('verifies the new address first; then the account and its users-table record change, and the old address is told', async () => {
    freshClient();
    const portal = await makePortal('users-table');
    const verified = await signUpAndVerify(
      handle,
      runtime.db,
      portal.base,
      'client@example.com',
      'the client password',
    );
    const cookie = sessionCookie(verified);
    const change = (fields: Record<string, string>) =>
      post(`${portal.base}/account`, { intent: 'email-change', ...fields }, { cookie });

    const wrong = await change({ newEmail: 'new@example.com', currentPassword: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE);
    expect(await listOutbox(runtime.db, { to: 'new@example.com' })).toEqual([]);

    const asked = await change({ newEmail: 'New@Example.com', currentPassword: 'the client password' });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(escapeHtml(emailChangeSentMessage('new@example.com', 'client@example.com')));
    // Until the link is used, nothing changes.
    expect((await logIn(portal.base, 'client@example.com', 'the client password')).status).toBe(302);
    expect((await recordOf(portal, portal.clientRecordId)).fields[EMAIL]).toBe('client@example.com');
    const link = (await emailedLink(runtime.db, 'new@example.com', portal.base, '/account/change-email/'))!;
    const confirm = await get(`${portal.base}${link}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Confirm new@example.com as the email of your account.');
    expect((await logIn(portal.base, 'client@example.com', 'the client password')).status).toBe(302);

    const done = await post(`${portal.base}${link}`, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(emailChangedMessage('new@example.com'));
    expect((await logIn(portal.base, 'new@example.com', 'the client password')).status).toBe(302);
    const old = await logIn(portal.base, 'client@example.com', 'the client password');
    expect(old.status).toBe(401);
    expect(await old.text()).toContain(LOGIN_FAILED_MESSAGE);
    expect((await recordOf(portal, portal.clientRecordId)).fields[EMAIL]).toBe('new@example.com');
    const [told] = await listOutbox(runtime.db, { to: 'client@example.com' });
    expect(told?.text).toContain('was changed from client@example.com to new@example.com');
    // Used once.
    const again = await post(`${portal.base}${link}`, {});
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(EMAIL_CHANGE_INVALID_MESSAGE);
    expect((await get(`${portal.base}/account/change-email/nonsense`)).status).toBe(400);
  });

  it('refuses an address another account of the portal has, and the email field is never edited through the profile form', async () => {
    freshClient();
    const portal = await makePortal('open');
    const cookie = sessionCookie(
      await signUpAndVerify(handle, runtime.db, portal.base, 'client@example.com', 'pw client 1'),
    );
    await createEndUser(runtime.db, { siteId: portal.siteId, email: 'other@example.com', password: 'pw other 12' });

    const asked = await post(
      `${portal.base}/account`,
      { intent: 'email-change', newEmail: 'other@example.com', currentPassword: 'pw client 1' },
      { cookie },
    );
    expect(asked.status).toBe(200);
    const link = (await emailedLink(runtime.db, 'other@example.com', portal.base, '/account/change-email/'))!;
    const taken = await post(`${portal.base}${link}`, {});
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(EMAIL_CHANGE_TAKEN_MESSAGE);
    expect((await logIn(portal.base, 'client@example.com', 'pw client 1')).status).toBe(302);

    // The profile form shows the email field read-only and ignores it when posted.
    const page = await (await get(`${portal.base}/account`, cookie)).text();
    expect(page).toContain(`name="field:${COMPANY}"`);
    expect(page).not.toContain(`name="field:${EMAIL}"`);
    const saved = await post(
      `${portal.base}/account`,
      { intent: 'profile', [`field:${COMPANY}`]: 'Client Co', [`field:${EMAIL}`]: 'attacker@example.com' },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect((await recordOf(portal, portal.clientRecordId)).fields[EMAIL]).toBe('client@example.com');
  });

  it('the old address is kept after a refused attempt, and the same address is refused', async () => {
    freshClient();
    const portal = await makePortal('open');
    const cookie = sessionCookie(
      await signUpAndVerify(handle, runtime.db, portal.base, 'client@example.com', 'pw client 1'),
    );
    const same = await post(
      `${portal.base}/account`,
      { intent: 'email-change', newEmail: 'client@example.com', currentPassword: 'pw client 1' },
      { cookie },
    );
    expect(same.status).toBe(400);
    const invalid = await post(
      `${portal.base}/account`,
      { intent: 'email-change', newEmail: 'not an email', currentPassword: '' },
      { cookie },
    );
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('value="not an email"');
    expect((await logIn(portal.base, 'client@example.com', 'pw client 1')).status).toBe(302);
    // Logged out, the form is refused.
    const anonymous = await post(`${portal.base}/account`, { intent: 'email-change', newEmail: 'x@example.com' });
    expect(anonymous.status).toBe(302);
    expect(await listOutbox(runtime.db, { to: 'x@example.com' })).toEqual([]);
  });
});

describe('[SECURITY] an account already active', () => {
  it('a sign-up link for an address that got its account meanwhile says so (409), and never a 500', async () => {
    freshClient();
    const portal = await makePortal('open');
    const signedUp = await signUp(portal.base, 'race@example.com');
    const link = (await emailedLink(runtime.db, 'race@example.com', portal.base, VERIFY))!;
    await createEndUser(runtime.db, {
      siteId: portal.siteId,
      email: 'race@example.com',
      password: 'made by a builder',
    });
    const answer = await get(`${portal.base}${link}`, signupCookie(signedUp));
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(SIGNUP_ALREADY_ACTIVE_MESSAGE);
  });
});
