/**
 * A portal whose users table lives in Airtable (the fake Airtable on loopback), through the
 * production build's request handler (`npm run build -w portal-host` first): sign-up restricted
 * to the users table, the account linked to its Airtable record, auto-assigned groups from a
 * field of that record, and My Account reading it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  emptyPageContents,
} from '@atrium/core';
import {
  createBuilder,
  createPage,
  createSite,
  createUserGroup,
  getSiteAccessState,
  listEndUsers,
  publishSite,
  resolveWorkspace,
  saveAppConfig,
  saveMyAccount,
  setWorkspaceApiKey,
} from '@atrium/db';
import { AIRTABLE_TOKEN_PURPOSE, encryptSecret, type Runtime } from '@atrium/integrations';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const PORTAL = 'http://airtable-club.localhost:3001';
const BASE = 'appClientProj2025';
const USERS = 'tblgKKs91phje7LeM';
const NAME = 'fldGEjmWFNDCcmCkX';
const EMAIL = 'fldRDHAKwcURqXt01';
const ROLE = 'fldaBx6hEhIz5X4yM';

let runtime: Runtime;
let fake: FakeAirtable;
let handle: (request: Request) => Promise<Response>;
let siteId: string;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  fake = await startFakeAirtable({ fixtures: demoFixtures() });
  runtime = await createTestRuntime({ AIRTABLE_API_URL: fake.url });
  handle = (request) => handler(request, { runtime, clientIp: '127.0.0.1' });

  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'airtable-club@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  await setWorkspaceApiKey(db, {
    workspace,
    sealedApiKey: encryptSecret('pat-test', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE),
  });
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Airtable Club', domain: 'airtable-club' }),
  });
  siteId = site.id;
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
  await publishSite(db, { siteId, builderId: builder.id });
});

afterAll(async () => {
  await runtime?.close();
  await fake?.close();
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
