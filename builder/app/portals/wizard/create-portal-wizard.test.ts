import { WIZARD_TEMPLATES } from '@atrium/core';
import {
  getLatestPublication,
  getPageGroups,
  getSiteAccessState,
  getSiteDraft,
  listEndUsers,
  listLocalTables,
  listPages,
  listSites,
  listUserGroups,
} from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainCheck } from '../check-domain.server';
import { createHarness, type Harness } from '../../../test/harness';
import { loadRouteData, makePortal, makeTeam } from '../../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const WIZARD_ROUTE = 'routes/workspaces.$workspaceId.portals.create';

/** Posts the wizard's form as the browser does (a document POST) and returns status, Location and page. */
async function submit(cookie: string, form: Record<string, string>, workspaceRouteId: number | string = 0) {
  const res = await h.request(`/workspaces/${workspaceRouteId}/portals/create`, {
    cookie,
    form: { color: '#8848FF', dataSource: 'built-in', domain: '', ...form },
  });
  return {
    status: res.status,
    location: res.headers.get('Location'),
    page: res.status === 302 ? '' : await res.text(),
  };
}

describe('[PORTALS] create-portal wizard', () => {
  it('shows step 1 full screen with the domain suffix, only the real steps and Back to the portals list', async () => {
    const { cookie } = await h.signIn();
    const res = await h.request('/workspaces/0/portals/create', { cookie });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Name, domain and colour');
    expect(page).toContain('Step 1 of 2');
    expect(page).toContain('.localhost');
    expect(page).toContain('Built-in tables');
    expect(page).toContain('An Airtable base');
    expect(page).toContain('href="/workspaces/0/portals"');
    expect(page).not.toContain('Step 1 of 4');
  });

  it('validates name and domain with the spec messages', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const blank = await submit(cookie, { appName: '' });
    expect(blank.status).toBe(400);
    expect(blank.page).toContain('App name is required.');

    const long = await submit(cookie, { appName: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.page).toContain('App name is too long');

    const spaces = await submit(cookie, { appName: 'Fine', domain: 'my portal' });
    expect(spaces.status).toBe(400);
    expect(spaces.page).toContain('No spaces and alphanumeric characters only');

    const longDomain = await submit(cookie, { appName: 'Fine', domain: 'd'.repeat(51) });
    expect(longDomain.status).toBe(400);
    expect(longDomain.page).toContain('subdomain name is too long');

    expect(await listSites(h.runtime.db, { workspaceId: personalWorkspaceId })).toEqual([]);
  });

  it('refuses a taken domain on the field, and the Next check says so too', async () => {
    const first = await h.signIn();
    await makePortal(h, first.builder.id, first.personalWorkspaceId, 'Acme', 'acme-taken');
    const { cookie, personalWorkspaceId } = await h.signIn();

    const taken = await loadRouteData<{ domainCheck: DomainCheck }>(
      h,
      '/workspaces/0/portals/create?checkDomain=Acme-Taken',
      WIZARD_ROUTE,
      cookie,
    );
    expect(taken.data?.domainCheck).toEqual({
      domain: 'acme-taken',
      available: false,
      message: 'This domain is already taken. Please choose another one.',
    });
    const free = await loadRouteData<{ domainCheck: DomainCheck }>(
      h,
      '/workspaces/0/portals/create?checkDomain=acme-free',
      WIZARD_ROUTE,
      cookie,
    );
    expect(free.data?.domainCheck).toEqual({ domain: 'acme-free', available: true, message: null });

    const res = await submit(cookie, { appName: 'Acme Again', domain: 'acme-taken' });
    expect(res.status).toBe(409);
    expect(res.page).toContain('This domain is already taken. Please choose another one.');
    expect(await listSites(h.runtime.db, { workspaceId: personalWorkspaceId })).toEqual([]);
  });

  it('creates the portal with the typed domain and colour and opens its home page in the editor', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const res = await submit(cookie, { appName: '  Client Hub ', domain: ' Client-Hub-2025 ', color: '#2563EB' });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    expect(site).toMatchObject({ name: 'Client Hub', subdomain: 'client-hub-2025' });
    const home = (await listPages(h.runtime.db, { siteId: site!.id })).find((p) => p.isHome);
    expect(res.location).toBe(`/edit/${site!.id}?pageId=${home!.id}`);
    const draft = await getSiteDraft(h.runtime.db, { siteId: site!.id });
    expect(draft.theme.accentColor).toBe('#2563EB');
    // The header's link colours follow it too (the current page's underline is the accent itself).
    expect(draft.header.styles.nav.hoverColor).toBe('#2563EB');
    expect(draft.header.styles.nav.dropdown.hover.color).toBe('#2563EB');
    expect(draft.header.button.backgroundColor).toBe('#2563EB');
  });

  it('derives the domain from the name when it is left blank', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const res = await submit(cookie, { appName: 'Hello Wörld Portal', domain: '   ' });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    expect(site?.subdomain).toBe('hello-world-portal');
  });

  it('generates a domain when the name gives none, and a free one when the name is taken', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    expect((await submit(cookie, { appName: '!!!' })).status).toBe(302);
    expect((await submit(cookie, { appName: 'Twin Portal' })).status).toBe(302);
    expect((await submit(cookie, { appName: 'Twin Portal' })).status).toBe(302);
    const subdomains = (await listSites(h.runtime.db, { workspaceId: personalWorkspaceId })).map((s) => s.subdomain);
    expect(subdomains).toHaveLength(3);
    expect(subdomains.some((s) => /^portal-[a-z0-9]+$/.test(s))).toBe(true);
    expect(subdomains).toEqual(expect.arrayContaining(['twin-portal', 'twin-portal-2']));
  });

  it('creates in a team workspace and answers 404 to non-members', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Wizard Team');
    const res = await submit(owner.cookie, { appName: 'Team Portal' }, team.routeId);
    expect(res.status).toBe(302);
    expect((await listSites(h.runtime.db, { workspaceId: team.id })).map((s) => s.name)).toEqual(['Team Portal']);

    const stranger = await h.signIn();
    expect((await h.request(`/workspaces/${team.routeId}/portals/create`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    const check = await h.request(`/workspaces/${team.routeId}/portals/create.data?checkDomain=x`, {
      cookie: stranger.cookie,
    });
    expect(check.status).toBe(404);
    const post = await submit(stranger.cookie, { appName: 'Intruder Portal' }, team.routeId);
    expect(post.status).toBe(404);
    expect((await listSites(h.runtime.db, { workspaceId: team.id })).map((s) => s.name)).toEqual(['Team Portal']);
  });

  it('offers Blank and every template on step 2, each with a thumbnail rendered by the portal components', async () => {
    const { cookie } = await h.signIn();
    const page = await (await h.request('/workspaces/0/portals/create', { cookie })).text();
    expect(page).toContain('aria-label="Template"');
    expect(page).toContain('<input type="radio" name="template" checked="" value="blank"/>');
    for (const template of WIZARD_TEMPLATES) {
      expect(page).toContain(`<input type="radio" name="template" value="${template.id}"/>`);
      expect(page).toContain(template.description);
    }
    expect(page).not.toContain('value="showcase"');
    const thumbs = page.split('class="atrium-template-card__thumb"').length - 1;
    expect(thumbs).toBe(WIZARD_TEMPLATES.length);
    // The client portal's hero, as the portal renders it.
    expect(page).toContain('Your projects, in one place');
    expect(page).toContain('atrium-hero');
  });

  it('creates a working, published portal from a template in one step', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const res = await submit(cookie, {
      appName: 'Studio Clients',
      domain: 'studio-clients',
      template: 'client-portal',
    });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    expect(site).toMatchObject({ name: 'Studio Clients', subdomain: 'studio-clients' });
    const pages = await listPages(h.runtime.db, { siteId: site!.id });
    expect(res.location).toBe(`/edit/${site!.id}?pageId=${pages.find((p) => p.isHome)!.id}`);
    expect(pages.map((p) => p.path)).toEqual(['/', '/projects']);
    expect((await listLocalTables(h.runtime.db, { siteId: site!.id })).map((t) => t.name)).toEqual([
      'Projects',
      'Clients',
    ]);
    expect((await listUserGroups(h.runtime.db, { siteId: site!.id })).map((g) => g.name)).toEqual(['Clients']);
    const publication = await getLatestPublication(h.runtime.db, { siteId: site!.id });
    expect(publication?.snapshot.pages.map((p) => p.path)).toEqual(['/', '/projects']);
    // The editor opens it, as it opens any portal.
    expect((await h.request(res.location!, { cookie })).status).toBe(200);
    // The wizard makes no sample accounts: the template's people are records only.
    expect(await listEndUsers(h.runtime.db, { siteId: site!.id })).toMatchObject({ total: 0 });
  });

  it.each(WIZARD_TEMPLATES.map((t) => [t.id] as const))('%s: the editor opens every page it made', async (template) => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    expect((await submit(cookie, { appName: `Editor ${template}`, template })).status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    for (const page of await listPages(h.runtime.db, { siteId: site!.id })) {
      const res = await h.request(`/edit/${site!.id}?pageId=${page.id}`, { cookie });
      expect(res.status, page.path).toBe(200);
    }
    expect((await h.request(`/edit/${site!.id}/data`, { cookie })).status).toBeLessThan(400);
  });

  it('does not publish for a builder who has not verified their email: the portal waits as a draft', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn({ verified: false });
    const res = await submit(cookie, { appName: 'Draft Hub', template: 'resource-library' });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    expect((await listPages(h.runtime.db, { siteId: site!.id })).map((p) => p.path)).toEqual(['/', '/library']);
    expect(await getLatestPublication(h.runtime.db, { siteId: site!.id })).toBeUndefined();
  });

  it('steps 3 and 4: the users table and groups are made with the names the builder chose', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const page = await (await h.request('/workspaces/0/portals/create', { cookie })).text();
    // Each template card carries what its steps 3 and 4 will show.
    expect(page).toContain('joinsOnSignUp');
    expect(page).toContain('People from client companies.');
    const res = await submit(cookie, {
      appName: 'Renamed Hub',
      template: 'client-portal',
      accounts: 'on',
      usersTableName: '  Customers ',
      'groupNames[0]': 'Studio clients',
    });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    const tables = await listLocalTables(h.runtime.db, { siteId: site!.id });
    expect(tables.map((t) => t.name)).toEqual(['Projects', 'Customers']);
    const groups = await listUserGroups(h.runtime.db, { siteId: site!.id });
    expect(groups.map((g) => g.name)).toEqual(['Studio clients']);
    const config = (await getSiteAccessState(h.runtime.db, { siteId: site!.id })).appConfig;
    expect(config.identity.enabled).toBe(true);
    expect(config.identity.config?.table).toEqual({ id: tables[1]!.id, name: 'Customers' });
    // People who sign up join the group, so the page for it opens to them.
    expect(config.defaultGroup).toBe(groups[0]!.id);
    const projects = (await listPages(h.runtime.db, { siteId: site!.id })).find((p) => p.path === '/projects')!;
    expect(await getPageGroups(h.runtime.db, { siteId: site!.id, pageId: projects.id })).toEqual([groups[0]!.id]);
  });

  it('step 3 skipped: no accounts, and the pages and listings for members are not made', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const res = await submit(cookie, {
      appName: 'Open Hub',
      template: 'client-portal',
      accounts: 'off',
      // Names typed before skipping are not used.
      'groupNames[0]': 'Ignored group',
    });
    expect(res.status).toBe(302);
    const [site] = await listSites(h.runtime.db, { workspaceId: personalWorkspaceId });
    expect((await listPages(h.runtime.db, { siteId: site!.id })).map((p) => p.path)).toEqual(['/']);
    expect(await listUserGroups(h.runtime.db, { siteId: site!.id })).toEqual([]);
    expect((await getSiteAccessState(h.runtime.db, { siteId: site!.id })).appConfig.identity.enabled).toBe(false);
    const snapshot = (await getLatestPublication(h.runtime.db, { siteId: site!.id }))!.snapshot;
    const published = JSON.stringify(snapshot);
    expect(published).not.toContain('"listingType":"user"');
    expect(published).not.toContain('"/projects"');
    expect(published).not.toContain('/account');
    // The data stays: both tables with their sample records.
    expect((await listLocalTables(h.runtime.db, { siteId: site!.id })).map((t) => t.name)).toEqual([
      'Projects',
      'Clients',
    ]);
  });

  it('refuses names steps 3 and 4 do not allow (400 on the field, nothing created)', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    const short = await submit(cookie, { appName: 'Bad Names', template: 'client-portal', 'groupNames[0]': 'ab' });
    expect(short.status).toBe(400);
    expect(short.page).toContain('Name needs to be a minimum of 3 characters');
    const long = await submit(cookie, {
      appName: 'Bad Names',
      template: 'client-portal',
      'groupNames[0]': 'g'.repeat(26),
    });
    expect(long.page).toContain('Name cannot exceed 25 characters');
    const table = await submit(cookie, {
      appName: 'Bad Names',
      template: 'client-portal',
      usersTableName: 't'.repeat(101),
    });
    expect(table.status).toBe(400);
    expect(table.page).toContain('Table name must be 100 characters or fewer.');
    const accounts = await submit(cookie, { appName: 'Bad Names', template: 'client-portal', accounts: 'maybe' });
    expect(accounts.status).toBe(400);
    const many = await submit(cookie, {
      appName: 'Bad Names',
      template: 'client-portal',
      ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`groupNames[${i}]`, `Group ${i}`])),
    });
    expect(many.status).toBe(400);
    expect(await listSites(h.runtime.db, { workspaceId: personalWorkspaceId })).toEqual([]);
  });

  it('refuses a template id it does not show (400, nothing created) and keeps the workspace checks', async () => {
    const { cookie, personalWorkspaceId } = await h.signIn();
    for (const template of ['showcase', 'no-such-template', '__proto__', '../../etc/passwd']) {
      const res = await submit(cookie, { appName: 'Sneaky', template });
      expect(res.status, template).toBe(400);
      expect(res.page).toContain('Choose one of the templates shown.');
    }
    const airtable = await submit(cookie, {
      appName: 'Mixed',
      template: 'client-portal',
      dataSource: 'airtable',
      baseId: 'appAnything000000',
      tableIds: 'tblAnything000000',
    });
    expect(airtable.status).toBe(400);
    expect(airtable.page).toContain('Templates bring their own built-in tables');
    expect(await listSites(h.runtime.db, { workspaceId: personalWorkspaceId })).toEqual([]);
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Template Team');
    const stranger = await submit(cookie, { appName: 'Intruder', template: 'client-portal' }, team.routeId);
    expect(stranger.status).toBe(404);
    expect(await listSites(h.runtime.db, { workspaceId: team.id })).toEqual([]);
  });
});
