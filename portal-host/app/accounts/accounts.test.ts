/**
 * End-user accounts on the portal host, through the production build's request handler
 * (`npm run build -w portal-host` first): sign-up restrictions, page gates, navigation per
 * viewer, portal-bound sessions, log-in limits and log-out.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  signupCheckEmailMessage,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
  emptyPageContents,
  richTextFromPlain,
} from '@atrium/core';
import {
  createBuilder,
  createLocalTable,
  createPage,
  createSite,
  createUserGroup,
  findEndUserByEmail,
  getLocalRecords,
  getSiteAccessState,
  insertLocalRecords,
  listOutbox,
  publishSite,
  resolveWorkspace,
  saveAppConfig,
  saveMyAccount,
} from '@atrium/db';
import { createAppRequestHandler, LOGIN_LIMITS, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';
import { sessionCookie, signUpAndVerify, signupCookie } from '../testing/portal-accounts';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

let runtime: Runtime;
let handle: (request: Request, context?: AppLoadContext) => Promise<Response>;

const CLUB = 'http://club.localhost:3001';
let club: Awaited<ReturnType<typeof makePortal>>;
const OTHER = 'http://other-club.localhost:3001';

async function makePortal(name: string, domain: string, builderEmail: string) {
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: builderEmail,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: name, domain }),
  });
  const page = (pageName: string, path: string) =>
    createPage(db, {
      siteId: site.id,
      input: ZCreatePageSchema.parse({ name: pageName, path }),
      contents: emptyPageContents(),
    });
  const projects = await page('Projects', '/projects');
  const staff = await page('Staff Room', '/staff');
  const clients = await createUserGroup(db, { siteId: site.id, name: 'Clients', pages: [projects.id] });
  const staffGroup = await createUserGroup(db, { siteId: site.id, name: 'Staff', pages: [staff.id] });
  const projectsTable = await createLocalTable(db, {
    siteId: site.id,
    name: 'Client Projects',
    fields: [{ id: 'fldTitle00000000', name: 'Title', type: 'singleLineText' }],
  });
  const [website] = await insertLocalRecords(db, {
    siteId: site.id,
    tableId: projectsTable.id,
    records: [{ fields: { fldTitle00000000: 'Website relaunch' } }, { fields: { fldTitle00000000: 'Secret plan' } }],
  });
  const members = await createLocalTable(db, {
    siteId: site.id,
    name: 'Members',
    fields: [
      { id: 'fldEmail00000000', name: 'Email', type: 'email' },
      { id: 'fldPhone00000000', name: 'Phone', type: 'phoneNumber' },
      { id: 'fldCompany000000', name: 'Company', type: 'singleLineText' },
      { id: 'fldBudget0000000', name: 'Budget', type: 'number' },
      {
        id: 'fldProjects00000',
        name: 'Projects',
        type: 'multipleRecordLinks',
        options: { linkedTableId: projectsTable.id },
      },
      {
        id: 'fldRole000000000',
        name: 'Role',
        type: 'singleSelect',
        options: {
          choices: [
            { id: 'selClient', name: 'Client' },
            { id: 'selStaff', name: 'Staff' },
          ],
        },
      },
    ],
  });
  const memberRecords = await insertLocalRecords(db, {
    siteId: site.id,
    tableId: members.id,
    records: [
      { fields: { fldEmail00000000: 'alice@example.com', fldRole000000000: 'Client' } },
      { fields: { fldEmail00000000: 'bob@example.com', fldRole000000000: 'Staff' } },
      { fields: { fldEmail00000000: 'dave@example.com', fldRole000000000: 'Staff' } },
      {
        fields: {
          fldEmail00000000: 'carol@example.com',
          fldRole000000000: 'Client',
          fldCompany000000: 'Carol & Co',
          fldProjects00000: [website!.id],
        },
      },
    ],
  });
  await saveAppConfig(db, {
    siteId: site.id,
    appConfig: ZAppConfigSchema.parse({
      identity: {
        enabled: true,
        config: {
          source: 'local',
          table: { id: members.id, name: 'Members' },
          primaryField: { id: 'fldEmail00000000', name: 'Email' },
        },
        registrationRestrictions: ['users-table'],
      },
      emails: { welcome: { subject: 'Welcome to the club', body: richTextFromPlain('We are glad you are here.') } },
      autoAssign: {
        field: { id: 'fldRole000000000' },
        mapping: [
          { group: clients.id, value: 'Client' },
          { group: staffGroup.id, value: 'Staff' },
        ],
      },
    }),
  });
  // My Account: clients edit their phone and budget, see their company, not their role; they
  // see the projects linked to them with their titles. Staff may also edit, add and delete them.
  await saveMyAccount(db, {
    siteId: site.id,
    appConfig: (await getSiteAccessState(db, { siteId: site.id })).appConfig,
    save: {
      layout: {
        profile: [
          { id: 'fldPhone00000000' },
          { id: 'fldCompany000000' },
          { id: 'fldRole000000000' },
          { id: 'fldBudget0000000' },
        ],
        linked: [{ id: 'fldProjects00000', fields: [{ id: 'fldTitle00000000' }] }],
      },
      groupModes: {
        [clients.id]: {
          fldPhone00000000: 'edit',
          fldCompany000000: 'view',
          fldRole000000000: 'hidden',
          fldBudget0000000: 'edit',
        },
      },
      linkedActions: {
        [clients.id]: { fldProjects00000: ['view'] },
        [staffGroup.id]: { fldProjects00000: ['edit', 'create', 'delete'] },
      },
    },
  });
  // Requests: a user listing (each member sees the requests linked to them); clients may add one.
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
    records: [
      { fields: { fldReqTitle00000: "Carol's invoice question", fldReqMember0000: [memberRecords[3]!.id] } },
      { fields: { fldReqTitle00000: "Dave's access request", fldReqMember0000: [memberRecords[2]!.id] } },
    ],
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
            access: [
              { action: 'view', groups: [clients.id, staffGroup.id] },
              { action: 'create', groups: [clients.id] },
              { action: 'edit', groups: [clients.id] },
            ],
            // The link to the person is in the form too: people never fill it in (the server links them).
            form: { fields: ['fldReqTitle00000', 'fldReqMember0000'], createLabel: 'New request' },
          },
        }),
      ],
    },
  });
  // Colleagues: members whose company is the viewer's own (a field attribute rule).
  await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Colleagues', path: '/colleagues' }),
    contents: {
      version: 1,
      sections: [
        ZDataSectionSchema.parse({
          id: 'colleagues01',
          type: 'data',
          sectionName: 'list1',
          data: {
            source: { kind: 'local', tableId: members.id, tableName: 'Members' },
            fields: { title: 'fldEmail00000000' },
            rules: [{ type: 'fieldAttribute', fieldId: 'fldCompany000000', userFieldId: 'fldCompany000000' }],
          },
        }),
      ],
    },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  return { site, projects, staff, members, projectsTable, daveId: memberRecords[2]!.id, carolId: memberRecords[3]!.id };
}

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const build = (await import(BUILD.href)) as ServerBuild;
  const handler = createAppRequestHandler(build, 'production');
  runtime = await createTestRuntime();
  handle = (request, context = { runtime, clientIp: '127.0.0.1' }) => handler(request, context);
  club = await makePortal('Club', 'club', 'club-builder@example.com');
  await makePortal('Other Club', 'other-club', 'other-builder@example.com');
});

afterAll(async () => {
  await runtime?.close();
});

const get = (url: string, cookie?: string) =>
  handle(new Request(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' }));

function post(url: string, fields: Record<string, string>, options: { cookie?: string; crossSite?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  // A browser's cross-site form post (the server in front answers an Origin from elsewhere the same way).
  if (options.crossSite) headers['Sec-Fetch-Site'] = 'cross-site';
  else headers.Origin = new URL(url).origin;
  headers.Host = new URL(url).host;
  if (options.cookie) headers.Cookie = options.cookie;
  return handle(new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields), redirect: 'manual' }));
}

const cookieOf = sessionCookie;

/** Signs up through the emailed link (ADR 019), in the browser that signed up. */
const signUp = (base: string, email: string, password = 'a good password') =>
  signUpAndVerify(handle, runtime.db, base, email, password);

/** A member's session: signed up (and verified) the first time, logged in after that, so each test stands alone. */
async function memberSession(email: string, password = 'a good password') {
  const site = club.site.id;
  if (!(await findEndUserByEmail(runtime.db, { siteId: site, email })))
    return cookieOf(await signUp(CLUB, email, password));
  return cookieOf(await post(`${CLUB}/account/login`, { email, password }));
}

describe('portal pages with user accounts', () => {
  it('sends visitors to log in and back, and hides the links they may not open', async () => {
    const response = await get(`${CLUB}/projects?tab=2`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/login?redirectTo=%2Fprojects%3Ftab%3D2');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');

    const home = await get(`${CLUB}/`);
    expect(home.status).toBe(200);
    // The same for every visitor without a session (ADR 028): shared caching, varying on Cookie, no snapshot ETag.
    expect(home.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(home.headers.get('Vary')).toBe('Cookie');
    expect(home.headers.get('ETag')).toBeNull();
    const html = await home.text();
    expect(html).toContain('href="/"');
    expect(html).not.toContain('href="/projects"');
    expect(html).not.toContain('href="/staff"');
    // The header's account buttons for a visitor: Log In and Sign Up.
    expect(html).toMatch(/<a class="atrium-header__account" href="\/account\/login">Log In<\/a>/);
    expect(html).toContain('href="/account/signup">Sign Up</a>');
    expect(html).not.toContain('action="/account/logout"');
  });
});

describe('sign-up', () => {
  it('people who are not in the users table (registration restricted to it) hear it by email, not on screen', async () => {
    const response = await post(`${CLUB}/account/signup`, {
      email: 'mallory@example.com',
      password: 'a good password',
      confirmPassword: 'a good password',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(signupCheckEmailMessage('mallory@example.com'));
    expect(sessionCookie(response)).toBe('');
    const [mail] = await listOutbox(runtime.db, { to: 'mallory@example.com' });
    expect(mail?.text).toContain(SIGNUP_NOT_IN_USERS_TABLE_MESSAGE);
    expect(mail?.text).not.toContain('/account/signup/verify/');
    expect(
      await findEndUserByEmail(runtime.db, { siteId: club.site.id, email: 'mallory@example.com' }),
    ).toBeUndefined();
  });

  it('checks the form: matching passwords, a valid email', async () => {
    const response = await post(`${CLUB}/account/signup`, {
      email: 'nope',
      password: 'a good password',
      confirmPassword: 'other',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('The passwords do not match.');
  });

  it('signs up a person from the users table into their auto-assigned group, welcomes them, and opens their pages', async () => {
    const response = await signUp(CLUB, 'Alice@Example.com');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account');
    const cookie = cookieOf(response);
    expect(response.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/i);

    const account = await get(`${CLUB}/account`, cookie);
    expect(account.status).toBe(200);
    const accountHtml = await account.text();
    expect(accountHtml).toContain('alice@example.com');
    // Logged in, the header offers My Account and Log Out instead of Log In and Sign Up.
    expect(accountHtml).toContain('<a class="atrium-header__account" href="/account">My Account</a>');
    expect(accountHtml).toContain('<form class="atrium-header__logout" method="post" action="/account/logout">');
    expect(accountHtml).not.toContain('href="/account/signup"');

    const projects = await get(`${CLUB}/projects`, cookie);
    expect(projects.status).toBe(200);
    expect(await projects.text()).toContain('href="/projects"');

    // Another group's page sends her to the forbidden target (the log-in page by default).
    const staff = await get(`${CLUB}/staff`, cookie);
    expect(staff.status).toBe(302);
    expect(staff.headers.get('Location')).toBe('/account/login');

    const [welcome] = await listOutbox(runtime.db, { to: 'alice@example.com' });
    // The welcome email of the builder's editor: its subject, its rich body as HTML and as text.
    expect(welcome?.subject).toBe('Welcome to the club');
    expect(welcome?.html).toContain('<p>We are glad you are here.</p>');
    expect(welcome?.text).toContain('We are glad you are here.');
    expect(welcome?.html).toContain('/account</a>');

    // Signing up again answers as for anyone; Alice is told by email.
    const again = await post(`${CLUB}/account/signup`, {
      email: 'alice@example.com',
      password: 'another password',
      confirmPassword: 'another password',
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(signupCheckEmailMessage('alice@example.com'));
    expect(signupCookie(again)).not.toBe('');
    const [notice] = await listOutbox(runtime.db, { to: 'alice@example.com' });
    expect(notice?.text).toContain('it already has an account');
  });
});

describe('My Account', () => {
  it("shows the profile fields and linked records the person's group may see, and saves only what they may edit", async () => {
    const cookie = await memberSession('carol@example.com');
    const page = await get(`${CLUB}/account`, cookie);
    const html = await page.text();
    expect(html).toContain('<dt>Company</dt><dd>Carol &amp; Co</dd>');
    expect(html).toContain('name="field:fldPhone00000000"');
    expect(html).not.toContain('Role');
    expect(html).not.toContain('name="field:fldCompany000000"');
    expect(html).toContain('<h2 id="linked-fldProjects00000">Projects</h2>');
    expect(html).toContain('<td>Website relaunch</td>');
    expect(html).not.toContain('Secret plan');

    // A field she may only view is ignored even when posted.
    const saved = await post(
      `${CLUB}/account`,
      {
        intent: 'profile',
        'field:fldPhone00000000': '+1 555 0100',
        'field:fldBudget0000000': '1200',
        'field:fldCompany000000': 'Hacked',
      },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your profile was saved.');
    const carol = async () =>
      (
        await getLocalRecords(runtime.db, { siteId: club.site.id, tableId: club.members.id, recordIds: [club.carolId] })
      )[0]!;
    expect((await carol()).fields).toMatchObject({
      fldPhone00000000: '+1 555 0100',
      fldBudget0000000: 1200,
      fldCompany000000: 'Carol & Co',
    });
    expect(await (await get(`${CLUB}/account`, cookie)).text()).toContain('value="+1 555 0100"');

    // A refused value says why, keeps what she typed, and changes nothing.
    const refused = await post(
      `${CLUB}/account`,
      { intent: 'profile', 'field:fldPhone00000000': '+1 555 0199', 'field:fldBudget0000000': 'lots' },
      { cookie },
    );
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Field &quot;Budget&quot; expects a number');
    expect(refusedHtml).toContain('value="lots"');
    expect((await carol()).fields).toMatchObject({ fldPhone00000000: '+1 555 0100', fldBudget0000000: 1200 });

    // Logged out, the form is refused.
    const anonymous = await post(`${CLUB}/account`, { intent: 'profile', 'field:fldPhone00000000': 'x' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toContain('/account/login');
  });
});

describe('My Account linked records', () => {
  it('edits, adds and deletes the records linked to a person as their group allows, and only theirs', async () => {
    const projectsOf = async (recordId: string) =>
      (await getLocalRecords(runtime.db, { siteId: club.site.id, tableId: club.members.id, recordIds: [recordId] }))[0]!
        .fields.fldProjects00000 as string[] | undefined;
    const titleOf = async (recordId: string) =>
      (
        await getLocalRecords(runtime.db, {
          siteId: club.site.id,
          tableId: club.projectsTable.id,
          recordIds: [recordId],
        })
      )[0]?.fields.fldTitle00000000;

    const dave = await memberSession('dave@example.com');
    const empty = await (await get(`${CLUB}/account`, dave)).text();
    // In the member's words (the builder's hint is for the editor's preview).
    expect(empty).toContain('None yet.');
    expect(empty).not.toContain('Your table does not contain');
    expect(empty).toContain('<summary>Add Projects</summary>');

    const added = await post(
      `${CLUB}/account`,
      { intent: 'linked-create', linkedFieldId: 'fldProjects00000', 'field:fldTitle00000000': 'New brief' },
      { cookie: dave },
    );
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('The record was added.');
    const [briefId] = (await projectsOf(club.daveId)) ?? [];
    expect(await titleOf(briefId!)).toBe('New brief');

    const edited = await post(
      `${CLUB}/account`,
      {
        intent: 'linked-update',
        linkedFieldId: 'fldProjects00000',
        recordId: briefId!,
        'field:fldTitle00000000': 'Brief v2',
      },
      { cookie: dave },
    );
    expect(await edited.text()).toContain('Your changes were saved.');
    expect(await titleOf(briefId!)).toBe('Brief v2');
    const page = await (await get(`${CLUB}/account`, dave)).text();
    expect(page).toContain('<td>Brief v2</td>');
    expect(page).toContain('<summary>Edit</summary>');
    expect(page).toContain('<summary>Delete</summary>');

    // Carol's project is not linked to Dave: he can neither change nor delete it.
    const [carolsProject] = (await projectsOf(club.carolId)) ?? [];
    for (const intent of ['linked-update', 'linked-delete']) {
      const refused = await post(
        `${CLUB}/account`,
        { intent, linkedFieldId: 'fldProjects00000', recordId: carolsProject!, 'field:fldTitle00000000': 'Mine' },
        { cookie: dave },
      );
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('You cannot change these records.');
    }
    expect(await titleOf(carolsProject!)).toBe('Website relaunch');

    // Carol's group may only view hers: no forms, and a posted change is refused.
    const carol = await memberSession('carol@example.com');
    const carolPage = await (await get(`${CLUB}/account`, carol)).text();
    expect(carolPage).toContain('<td>Website relaunch</td>');
    expect(carolPage).not.toContain('<summary>Edit</summary>');
    expect(carolPage).not.toContain('Add Projects');
    const viewOnly = await post(
      `${CLUB}/account`,
      {
        intent: 'linked-update',
        linkedFieldId: 'fldProjects00000',
        recordId: carolsProject!,
        'field:fldTitle00000000': 'x',
      },
      { cookie: carol },
    );
    expect(viewOnly.status).toBe(403);
    expect(await titleOf(carolsProject!)).toBe('Website relaunch');

    const deleted = await post(
      `${CLUB}/account`,
      { intent: 'linked-delete', linkedFieldId: 'fldProjects00000', recordId: briefId! },
      { cookie: dave },
    );
    expect(await deleted.text()).toContain('The record was deleted.');
    expect(await titleOf(briefId!)).toBeUndefined();
  });
});

describe('user listings', () => {
  it('shows each member only the records linked to them, and lets only their group create (linked to them)', async () => {
    const carol = await memberSession('carol@example.com');
    const dave = await memberSession('dave@example.com');
    const carolPage = await (await get(`${CLUB}/requests`, carol)).text();
    expect(carolPage).toContain('Carol&#x27;s invoice question');
    expect(carolPage).not.toContain('Dave&#x27;s access request');
    expect(carolPage).toContain('<summary>New request</summary>');
    const davePage = await (await get(`${CLUB}/requests`, dave)).text();
    expect(davePage).toContain('Dave&#x27;s access request');
    expect(davePage).not.toContain('Carol&#x27;s');
    expect(davePage).not.toContain('<summary>New request</summary>');
    expect(carolPage).not.toContain('name="field:fldReqMember0000"');

    const created = await post(
      `${CLUB}/requests`,
      { intent: 'listing-create', sectionId: 'requestsList', 'field:fldReqTitle00000': 'A second question' },
      { cookie: carol },
    );
    expect(created.status).toBe(303);
    expect(await (await get(`${CLUB}/requests`, carol)).text()).toContain('A second question');
    expect(await (await get(`${CLUB}/requests`, dave)).text()).not.toContain('A second question');
    // Naming someone else's record as the person the request links to changes nothing: it is Carol's.
    const relinked = await post(
      `${CLUB}/requests`,
      {
        intent: 'listing-create',
        sectionId: 'requestsList',
        'field:fldReqTitle00000': 'Meant for Dave',
        'field:fldReqMember0000': club.daveId,
      },
      { cookie: carol },
    );
    expect(relinked.status).toBe(303);
    expect(await (await get(`${CLUB}/requests`, carol)).text()).toContain('Meant for Dave');
    expect(await (await get(`${CLUB}/requests`, dave)).text()).not.toContain('Meant for Dave');
    // Nor can she hand one of hers to Dave by editing it.
    const mine = /href="(\/requests\/rec[a-z0-9]+)">Meant for Dave</.exec(
      await (await get(`${CLUB}/requests`, carol)).text(),
    )![1]!;
    const minePage = await (await get(`${CLUB}${mine}`, carol)).text();
    expect(minePage).toContain('name="intent" value="listing-update"');
    expect(minePage).not.toContain('name="field:fldReqMember0000"');
    const handed = await post(
      `${CLUB}${mine}`,
      {
        intent: 'listing-update',
        sectionId: 'requestsList',
        recordId: mine.split('/').pop()!,
        'field:fldReqTitle00000': 'Still mine',
        'field:fldReqMember0000': club.daveId,
      },
      { cookie: carol },
    );
    expect(handed.status).toBe(303);
    expect(await (await get(`${CLUB}/requests`, carol)).text()).toContain('Still mine');
    expect(await (await get(`${CLUB}/requests`, dave)).text()).not.toContain('Still mine');
    // Dave's group may not create: refused on the server even when posted by hand.
    const refused = await post(
      `${CLUB}/requests`,
      { intent: 'listing-create', sectionId: 'requestsList', 'field:fldReqTitle00000': 'Sneaky' },
      { cookie: dave },
    );
    expect(refused.status).toBe(403);
    // A record of Carol's is not Dave's to open.
    const carolsLink = /href="(\/requests\/rec[a-z0-9]+)"/.exec(carolPage)![1]!;
    expect((await get(`${CLUB}${carolsLink}`, carol)).status).toBe(200);
    expect((await get(`${CLUB}${carolsLink}`, dave)).status).toBe(404);
    // Visitors are asked to log in.
    expect(await (await get(`${CLUB}/requests`)).text()).toContain('Log in to see your records.');

    // A field attribute rule: members of the viewer's own company; without a company, nobody.
    const colleagues = await (await get(`${CLUB}/colleagues`, carol)).text();
    expect(colleagues).toContain('carol@example.com');
    expect(colleagues).not.toContain('dave@example.com');
    const none = await (await get(`${CLUB}/colleagues`, dave)).text();
    expect(none).not.toContain('@example.com</a>');
    // In a visitor's words (the builder's 'spreadsheet-database' hint is for the editor only).
    expect(none).toContain('No members yet.');
    expect(none).not.toContain('spreadsheet-database');
  });
});

describe('sessions', () => {
  it('a cookie of one portal means nothing on another', async () => {
    const cookie = await memberSession('bob@example.com');
    expect((await get(`${CLUB}/staff`, cookie)).status).toBe(200);
    const elsewhere = await get(`${OTHER}/account`, cookie);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('Location')).toBe('/account/login?redirectTo=%2Faccount');
  });

  it('log-in: one message for any failure, a limit on attempts, the page it came from afterwards', async () => {
    await memberSession('bob@example.com');
    const wrong = await post(`${CLUB}/account/login`, { email: 'bob@example.com', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(LOGIN_FAILED_MESSAGE);
    const unknown = await post(`${CLUB}/account/login`, { email: 'nobody@example.com', password: 'wrong password' });
    expect(await unknown.text()).toContain(LOGIN_FAILED_MESSAGE);

    const ok = await post(`${CLUB}/account/login`, {
      email: 'bob@example.com',
      password: 'a good password',
      redirectTo: '/staff',
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('Location')).toBe('/staff');
    const offsite = await post(`${CLUB}/account/login`, {
      email: 'bob@example.com',
      password: 'a good password',
      redirectTo: '//evil.example',
    });
    expect(offsite.headers.get('Location')).toBe('/account');

    // Failures for one email from one address (ADR 021; login-lockout.test.ts has the rest).
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      await post(`${CLUB}/account/login`, { email: 'limited@example.com', password: 'wrong password' });
    }
    const limited = await post(`${CLUB}/account/login`, { email: 'limited@example.com', password: 'wrong password' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(LOGIN_RATE_LIMITED_MESSAGE);
  });

  it('log-out revokes the session on the server; a form from another site is refused', async () => {
    const cookie = await memberSession('bob@example.com');
    expect((await get(`${CLUB}/staff`, cookie)).status).toBe(200);

    const forged = await post(`${CLUB}/account/logout`, {}, { cookie, crossSite: true });
    expect(forged.status).toBe(403);
    expect((await get(`${CLUB}/staff`, cookie)).status).toBe(200);

    const logout = await post(`${CLUB}/account/logout`, {}, { cookie });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('Location')).toBe('/');
    expect(logout.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    // The old cookie no longer opens anything.
    expect((await get(`${CLUB}/staff`, cookie)).status).toBe(302);
  });
});

describe('password reset', () => {
  it('answers the same for unknown emails, and a link sets a new password once and ends old sessions', async () => {
    const session = await memberSession('bob@example.com');
    expect((await get(`${CLUB}/staff`, session)).status).toBe(200);

    const unknown = await post(`${CLUB}/account/reset-password`, { email: 'nobody@example.com' });
    expect(await unknown.text()).toContain(PASSWORD_RESET_SENT_MESSAGE);
    expect(await listOutbox(runtime.db, { to: 'nobody@example.com' })).toEqual([]);

    const known = await post(`${CLUB}/account/reset-password`, { email: 'BOB@example.com' });
    expect(await known.text()).toContain(PASSWORD_RESET_SENT_MESSAGE);
    const [mail] = await listOutbox(runtime.db, { to: 'bob@example.com' });
    const link = /http:\/\/club\.localhost:3001(\/account\/reset-password\/[\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    // The link belongs to this portal only.
    expect(await (await get(`${OTHER}${link}`)).text()).toContain(PASSWORD_RESET_INVALID_MESSAGE);

    const reset = await post(`${CLUB}${link}`, {
      password: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get('Location')).toBe('/account/login?reset=1');
    expect((await get(`${CLUB}/staff`, session)).status).toBe(302);
    const again = await post(`${CLUB}${link}`, {
      password: 'another new password',
      confirmPassword: 'another new password',
    });
    expect(await again.text()).toContain(PASSWORD_RESET_INVALID_MESSAGE);

    expect(
      (await post(`${CLUB}/account/login`, { email: 'bob@example.com', password: 'a good password' })).status,
    ).toBe(401);
    expect(
      (await post(`${CLUB}/account/login`, { email: 'bob@example.com', password: 'a brand new password' })).status,
    ).toBe(302);
  });
});
