/**
 * Portal templates on the portal host (issue 23): the seeded demo (the showcase template) and
 * every template of the wizard, made by applyPortalTemplate and published, render every page;
 * the demo's client logs in and sees only their own projects. Through the production build's
 * request handler (`npm run build -w portal-host` first).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_EMPTY_MESSAGE,
  LISTING_NOT_SET_UP_MESSAGE,
  LISTING_NO_FIELDS_MESSAGE,
  customisePortalTemplate,
  findPortalTemplate,
  portalTemplateFiles,
} from '@atrium/core';
import {
  DEMO_CLIENT_LOGIN,
  applyPortalTemplate,
  createBuilder,
  createEndUser,
  getLatestPublication,
  listLocalRecords,
  listLocalTables,
  listUserGroups,
  resolveWorkspace,
  seedDemo,
} from '@atrium/db';
import { createAppRequestHandler, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';
import {
  get as getWith,
  post as postWith,
  emailedLink,
  sessionCookie,
  signUp,
  signUpAndVerify,
  type Handle,
} from '../testing/portal-accounts';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const DEMO = 'http://demo.localhost:3001';

let runtime: Runtime;
let handle: Handle;
let demoSiteId: string;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const build = (await import(BUILD.href)) as ServerBuild;
  const handler = createAppRequestHandler(build, 'production');
  runtime = await createTestRuntime();
  handle = (request) => handler(request, { runtime, clientIp: '127.0.0.1' });
  const seeded = await seedDemo(runtime.db, { media: runtime.media });
  demoSiteId = seeded!.site.id;
});

afterAll(async () => {
  await runtime?.close();
});

const get = (url: string, cookie?: string) => getWith(handle, url, cookie);
/** Links to record pages of a listing page (`/projects/…`). */
const recordLinks = (html: string, page: string) => [
  ...new Set([...html.matchAll(new RegExp(`href="(${page}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!)),
];

async function publishedPages(siteId: string) {
  const publication = await getLatestPublication(runtime.db, { siteId });
  return publication!.snapshot.pages;
}

describe('[DEMO] the seeded showcase portal', () => {
  it('renders every public page with 200, and the hero image the repo ships', async () => {
    const pages = await publishedPages(demoSiteId);
    expect(pages.map((p) => p.path)).toEqual(['/', '/projects', '/clients', '/client-area']);
    for (const page of pages.filter((p) => p.path !== '/client-area')) {
      const response = await get(`${DEMO}${page.path}`);
      expect(response.status, page.path).toBe(200);
    }
    const home = await (await get(`${DEMO}/`)).text();
    expect(home).toContain('Every project, in one calm place');
    const image = /src="(\/media\/sites\/[^"]+showcase-hero[^"]*)"/.exec(home)?.[1];
    expect(image).toBeDefined();
    const served = await get(`${DEMO}${image!.split(' ')[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toContain('image/webp');
    // Header log-in and sign-up buttons; footer links.
    expect(home).toMatch(/href="\/account\/login"/);
    expect(home).toMatch(/href="\/account\/signup"/);
    expect(home).toContain('href="/client-area"');
  });

  it('lists projects with search and a Status filter, each at a pretty URL with Open Graph tags and its client', async () => {
    const listing = await (await get(`${DEMO}/projects`)).text();
    const links = recordLinks(listing, '/projects');
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(links).toContain('/projects/accessibility-review');
    const record = await get(`${DEMO}/projects/website-redesign`);
    expect(record.status).toBe(200);
    const html = await record.text();
    expect(html).toContain('<meta property="og:title" content="Website redesign"/>');
    expect(html).toContain('Northwind Traders');
    for (const link of links) expect((await get(`${DEMO}${link}`)).status, link).toBe(200);

    const searched = await (await get(`${DEMO}/projects?q=brand`)).text();
    expect(recordLinks(searched, '/projects')).toEqual(['/projects/brand-refresh']);
    const filtered = await get(`${DEMO}/projects?${encodeURIComponent('f.fldprojectstatus1')}=Done`);
    expect(filtered.status).toBe(200);
    expect(recordLinks(await filtered.text(), '/projects')).not.toContain('/projects/website-redesign');
    expect((await get(`${DEMO}/clients`)).status).toBe(200);
  });

  it('keeps the client area for Clients: the demo client sees only Northwind projects', async () => {
    const anonymous = await get(`${DEMO}/client-area`);
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get('Location')).toContain('/account/login');

    const login = await postWith(handle, `${DEMO}/account/login`, { ...DEMO_CLIENT_LOGIN });
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe('');
    const area = await get(`${DEMO}/client-area`, cookie);
    expect(area.status).toBe(200);
    const html = await area.text();
    for (const mine of ['Website redesign', 'Customer survey', 'Help centre', 'Email automation', 'Content calendar']) {
      expect(html).toContain(mine);
    }
    for (const theirs of ['Brand refresh', 'Booking system', 'Security review']) expect(html).not.toContain(theirs);
    expect(html).toContain('Request a project');
    const account = await get(`${DEMO}/account`, cookie);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('Northwind Traders');
  });
});

describe('[DEMO] the client area at work', () => {
  it('the demo client requests a project (linked to Northwind at once) and marks it ready for review', async () => {
    const cookie = sessionCookie(await postWith(handle, `${DEMO}/account/login`, { ...DEMO_CLIENT_LOGIN }));
    const area = await (await get(`${DEMO}/client-area`, cookie)).text();
    const sectionId = /name="sectionId" value="([^"]+)"/.exec(area)?.[1];
    expect(sectionId).toBeDefined();
    const created = await postWith(
      handle,
      `${DEMO}/client-area`,
      { intent: 'listing-create', sectionId: sectionId!, 'field:fldprojectname001': 'Shop window lettering' },
      { cookie },
    );
    expect(created.status).toBe(303);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/client-area\/rec[a-z0-9]+\?done=created$/);
    const recordPath = location.split('?')[0]!;
    expect(await (await get(`${DEMO}/client-area?q=lettering`, cookie)).text()).toContain('Shop window lettering');

    const action = await postWith(
      handle,
      `${DEMO}${recordPath}`,
      { intent: 'listing-action', sectionId: sectionId!, recordId: recordPath.split('/').pop()!, actionId: 'review' },
      { cookie },
    );
    expect(action.status).toBe(303);
    expect(await (await get(`${DEMO}${recordPath}`, cookie)).text()).toContain('In review');
    // A visitor who is not logged in cannot open it.
    expect((await get(`${DEMO}${recordPath}`)).status).not.toBe(200);
  });
});

describe('[TEMPLATES] every template makes a working portal', () => {
  it.each(portalTemplateFiles().map((t) => [t.id] as const))(
    '%s: validates, applies, publishes; every page and record page renders, restricted ones for their group',
    async (id) => {
      const template = findPortalTemplate(id)!;
      const domain = `tpl-${id}`;
      const site = await applyPortalTemplate(runtime.db, {
        ...(await newBuilder(`${id}-builder@example.com`)),
        template,
        appName: template.name,
        domain,
        media: runtime.media,
        publish: true,
      });
      const base = `http://${domain}.localhost:3001`;

      // A member of every group: the users table's first record, with an account.
      let cookie: string | undefined;
      if (template.identity) {
        const users = (await listLocalTables(runtime.db, { siteId: site.id })).find(
          (t) => t.name === template.tables.find((x) => x.key === template.identity!.usersTable)!.name,
        )!;
        const [record] = await listLocalRecords(runtime.db, { siteId: site.id, tableId: users.id, limit: 1 });
        const member = { email: String(record!.fields[template.identity.emailField]), password: 'a member password' };
        const groups = (await listUserGroups(runtime.db, { siteId: site.id })).map((g) => g.id);
        await createEndUser(runtime.db, { siteId: site.id, ...member, groups, recordId: record!.id });
        cookie = sessionCookie(await postWith(handle, `${base}/account/login`, member));
        expect(cookie, 'member log-in').not.toBe('');
        expect((await get(`${base}/account`, cookie)).status).toBe(200);
      }

      for (const page of await publishedPages(site.id)) {
        const restricted = template.pages.find((p) => p.path === page.path)!.groups.length > 0;
        const anonymous = await get(`${base}${page.path}`);
        expect(anonymous.status, page.path).toBe(restricted ? 302 : 200);
        const response = restricted ? await get(`${base}${page.path}`, cookie) : anonymous;
        expect(response.status, `${page.path} as a member`).toBe(200);
        const html = await response.text();
        for (const problem of [LISTING_EMPTY_MESSAGE, LISTING_NOT_SET_UP_MESSAGE, LISTING_NO_FIELDS_MESSAGE]) {
          expect(html, page.path).not.toContain(problem);
        }
        if (page.path === '/') continue;
        const links = recordLinks(html, page.path);
        const hasRecordPages = template.pages
          .find((p) => p.path === page.path)!
          .sections.some((s) => s.type === 'data' && s.data.detail.type === 'page');
        if (hasRecordPages) expect(links.length, `${page.path} record links`).toBeGreaterThan(0);
        for (const link of links.slice(0, 5)) {
          expect((await get(`${base}${link}`, cookie)).status, link).toBe(200);
        }
      }
    },
  );
});

/** A builder and their personal workspace, for a portal made here. */
async function newBuilder(email: string) {
  const builder = await createBuilder(runtime.db, {
    firstName: 'T',
    lastName: 'B',
    email,
    password: 'a builder password',
  });
  const workspace = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  return { builderId: builder.id, workspaceId: workspace.id };
}

describe('[TEMPLATES] the wizard steps 3 and 4 on the live portal', () => {
  it('renamed users table and group: a client who signs up joins the group and sees only their own projects', async () => {
    const template = customisePortalTemplate(findPortalTemplate('client-portal')!, {
      accounts: true,
      usersTableName: 'Customers',
      groupNames: ['Studio clients'],
    });
    await applyPortalTemplate(runtime.db, {
      ...(await newBuilder('renamed-builder@example.com')),
      template,
      appName: 'Renamed',
      domain: 'tpl-renamed',
      publish: true,
    });
    const base = 'http://tpl-renamed.localhost:3001';
    const signedIn = await signUpAndVerify(handle, runtime.db, base, 'client-a@example.com');
    const cookie = sessionCookie(signedIn);
    expect(cookie).not.toBe('');
    const projects = await get(`${base}/projects`, cookie);
    expect(projects.status).toBe(200);
    const html = await projects.text();
    expect(html).toContain('Sample project: website refresh');
    expect(html).toContain('Sample project: brand guidelines');
    expect(html).not.toContain('Sample project: newsletter template');
    // Someone who is not in the users table gets no sign-up link (the answer does not tell who is in it).
    expect((await signUp(handle, base, 'stranger@example.com')).status).toBe(200);
    expect(await emailedLink(runtime.db, 'stranger@example.com', base, '/account/signup/verify/')).toBeUndefined();
  });

  it.each(
    portalTemplateFiles()
      .filter((t) => 'identity' in t)
      .map((t) => [t.id] as const),
  )('%s with accounts skipped: every page is public, nothing for members is made or linked', async (id) => {
    const original = findPortalTemplate(id)!;
    const template = customisePortalTemplate(original, { accounts: false });
    const domain = `tpl-open-${id}`;
    const site = await applyPortalTemplate(runtime.db, {
      ...(await newBuilder(`open-${id}@example.com`)),
      template,
      appName: template.name,
      domain,
      media: runtime.media,
      publish: true,
    });
    const base = `http://${domain}.localhost:3001`;
    const pages = await publishedPages(site.id);
    for (const page of pages) {
      const response = await get(`${base}${page.path}`);
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      expect(html, page.path).not.toContain('href="/account');
      for (const members of original.pages.filter((p) => p.groups.length > 0)) {
        expect(html, page.path).not.toContain(`href="${members.path}"`);
      }
    }
    for (const members of original.pages.filter((p) => p.groups.length > 0)) {
      expect((await get(`${base}${members.path}`)).status, members.path).toBe(404);
    }
    expect((await get(`${base}/account/login`)).status).toBe(404);
  });
});
