/**
 * A portal whose users table lives in Airtable (the fake Airtable on loopback), through the
 * production build's request handler (`npm run build -w portal-host` first): sign-up restricted
 * to the users table, the account linked to its Airtable record, auto-assigned groups from a
 * field of that record, and My Account reading it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  ZAppConfigSchema,
  ZCreatePageSchema,
  emptyPageContents,
} from '@atrium/core';
import {
  createPage,
  createUserGroup,
  getSiteAccessState,
  listEndUsers,
  publishSite,
  saveAppConfig,
  saveMyAccount,
} from '@atrium/db';
import { type Runtime } from '@atrium/integrations';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';

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
const signUp = (email: string) =>
  handle(
    new Request(`${PORTAL}/account/signup`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: PORTAL,
        Host: new URL(PORTAL).host,
      },
      body: new URLSearchParams({ email, password: 'a good password', confirmPassword: 'a good password' }),
      redirect: 'manual',
    }),
  );

describe('[ACCOUNTS] users table in Airtable', () => {
  it('refuses people who are not in the Airtable users table', async () => {
    const response = await signUp('mallory@example.com');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(SIGNUP_NOT_IN_USERS_TABLE_MESSAGE);
  });

  it('links the account to its Airtable record, assigns the group its Role names, and shows the record in My Account', async () => {
    const response = await signUp('Ada.Lovelace@example.com');
    expect(response.status).toBe(302);
    const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    const { users } = await listEndUsers(runtime.db, { siteId });
    expect(users.find((u) => u.email === 'ada.lovelace@example.com')).toMatchObject({ recordId: 'rec8Q2xXgmRoOPHx1' });

    const admin = await get(`${PORTAL}/admin`, cookie);
    expect(admin.status).toBe(200);
    const account = await get(`${PORTAL}/account`, cookie);
    expect(await account.text()).toContain('<dd>Ada Lovelace</dd>');
  });
});
