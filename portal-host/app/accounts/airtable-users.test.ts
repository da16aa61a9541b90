/**
 * A portal whose users table lives in Airtable (the fake Airtable on loopback), through the
 * production build's request handler (`npm run build -w portal-host` first): sign-up restricted
 * to the users table and verified by email (ADR 019), the account linked to its Airtable record,
 * auto-assigned groups from a field of that record, My Account reading it, and an email change
 * followed by the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  USERS_TABLE_UNAVAILABLE_MESSAGE,
  ZAppConfigSchema,
  escapeHtml,
  signupCheckEmailMessage,
  ZCreatePageSchema,
  emptyPageContents,
} from '@atrium/core';
import {
  createPage,
  createUserGroup,
  getSiteAccessState,
  listEndUsers,
  listOutbox,
  publishSite,
  saveAppConfig,
  saveMyAccount,
} from '@atrium/db';
import { type Runtime } from '@atrium/integrations';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';
import {
  emailedLink,
  post,
  sessionCookie,
  signUp as signUpWith,
  signUpAndVerify,
  signupCookie,
} from '../testing/portal-accounts';

const PORTAL = 'http://airtable-club.localhost:3001';
const BASE = 'appClientProj2025';
const USERS = 'tblgKKs91phje7LeM';
const NAME = 'fldGEjmWFNDCcmCkX';
const EMAIL = 'fldRDHAKwcURqXt01';
const ROLE = 'fldaBx6hEhIz5X4yM';

let portal: AirtableTestPortal;
let runtime: Runtime;
let handle: (request: Request) => Promise<Response>;
let siteId: string;

beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Ada', lastName: 'L', email: 'airtable-club@example.com' },
    appName: 'Airtable Club',
    domain: 'airtable-club',
  });
  ({ runtime, handle } = portal);
  const { db } = runtime;
  siteId = portal.siteId;
  const admin = await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Admin Room', path: '/admin' }),
    contents: emptyPageContents(),
  });
  const admins = await createUserGroup(db, { siteId, name: 'Admins', pages: [admin.id] });
  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: {
        enabled: true,
        isAirtableIntegrated: true,
        config: {
          source: 'airtable',
          baseId: BASE,
          table: { id: USERS, name: 'Users' },
          primaryField: { id: EMAIL, name: 'Email' },
        },
        registrationRestrictions: ['users-table'],
      },
      autoAssign: { field: { id: ROLE }, mapping: [{ group: admins.id, value: 'Admin' }] },
    }),
  });
  await saveMyAccount(db, {
    siteId,
    appConfig: (await getSiteAccessState(db, { siteId })).appConfig,
    save: {
      layout: { profile: [{ id: NAME }], linked: [] },
      groupModes: { [admins.id]: { [NAME]: 'view' } },
      linkedActions: {},
    },
  });
  await publishSite(db, { siteId, builderId: portal.builderId });
});

afterAll(async () => {
  await portal?.close();
});

const get = (url: string, cookie?: string) =>
  handle(new Request(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' }));
const signUp = (email: string, password?: string) => signUpWith(handle, PORTAL, email, password);

describe('[ACCOUNTS] users table in Airtable', () => {
  it('people who are not in the Airtable users table hear it by email, and get no account', async () => {
    const response = await signUp('mallory@example.com');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(signupCheckEmailMessage('mallory@example.com')));
    const [mail] = await listOutbox(runtime.db, { to: 'mallory@example.com' });
    expect(mail?.text).toContain(SIGNUP_NOT_IN_USERS_TABLE_MESSAGE);
    expect((await listEndUsers(runtime.db, { siteId })).users.map((u) => u.email)).not.toContain('mallory@example.com');
  });

  it('links the account to its Airtable record once the email is verified, assigns the group its Role names, and shows the record in My Account', async () => {
    const response = await signUpAndVerify(handle, runtime.db, PORTAL, 'Ada.Lovelace@example.com');
    expect(response.status).toBe(302);
    const cookie = sessionCookie(response);
    const { users } = await listEndUsers(runtime.db, { siteId });
    expect(users.find((u) => u.email === 'ada.lovelace@example.com')).toMatchObject({ recordId: 'rec8Q2xXgmRoOPHx1' });

    const admin = await get(`${PORTAL}/admin`, cookie);
    expect(admin.status).toBe(200);
    const account = await get(`${PORTAL}/account`, cookie);
    expect(await account.text()).toContain('<dd>Ada Lovelace</dd>');
  });

  it("[SECURITY] a stranger signing up with an Airtable member's address gets no link to the record, nor its group", async () => {
    const strangers = await signUp('grace.hopper@example.com', 'stranger password');
    expect(strangers.status).toBe(200);
    expect(sessionCookie(strangers)).toBe('');
    expect((await get(`${PORTAL}/admin`, signupCookie(strangers))).status).toBe(302);
    expect((await listEndUsers(runtime.db, { siteId })).users.map((u) => u.email)).not.toContain(
      'grace.hopper@example.com',
    );
    // Grace opens the link in her own browser and chooses her password: the record and the group are hers.
    const link = (await emailedLink(runtime.db, 'grace.hopper@example.com', PORTAL, '/account/signup/verify/'))!;
    const done = await post(handle, `${PORTAL}${link}`, {
      password: 'grace password',
      confirmPassword: 'grace password',
    });
    expect(done.status).toBe(302);
    expect((await get(`${PORTAL}/admin`, sessionCookie(done))).status).toBe(200);
    expect(
      (
        await post(handle, `${PORTAL}/account/login`, {
          email: 'grace.hopper@example.com',
          password: 'stranger password',
        })
      ).status,
    ).toBe(401);
  });

  it('Airtable unreachable: sign-up answers 503 to try again, and nothing is lost', async () => {
    portal.fake.setDown(true);
    try {
      const down = await signUp('linus.pauling@example.com', 'linus password');
      expect(down.status).toBe(503);
      expect(await down.text()).toContain(escapeHtml(USERS_TABLE_UNAVAILABLE_MESSAGE));
      expect(await listOutbox(runtime.db, { to: 'linus.pauling@example.com' })).toEqual([]);
    } finally {
      portal.fake.setDown(false);
    }
    const verified = await signUpAndVerify(handle, runtime.db, PORTAL, 'linus.pauling@example.com', 'linus password');
    expect(verified.status).toBe(302);
    expect((await listEndUsers(runtime.db, { siteId })).users.map((u) => u.email)).toContain(
      'linus.pauling@example.com',
    );
  });

  it("an email change verified by the new address follows into the person's Airtable record", async () => {
    const cookie = sessionCookie(
      await signUpAndVerify(handle, runtime.db, PORTAL, 'alan.turing@example.com', 'alan password'),
    );
    const asked = await post(
      handle,
      `${PORTAL}/account`,
      { intent: 'email-change', newEmail: 'alan@bletchley.example.com', currentPassword: 'alan password' },
      { cookie },
    );
    expect(asked.status).toBe(200);
    const link = (await emailedLink(runtime.db, 'alan@bletchley.example.com', PORTAL, '/account/change-email/'))!;
    expect((await post(handle, `${PORTAL}${link}`, {})).status).toBe(200);
    const users = portal.fake.state.bases.find((b) => b.id === BASE)!.tables.find((t) => t.id === USERS)!;
    expect(users.records.find((r) => r.id === 'rec1oibee3cxx1ncF')?.fields[EMAIL]).toBe('alan@bletchley.example.com');
  });
});
