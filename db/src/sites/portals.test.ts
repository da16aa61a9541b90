import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_MESSAGES,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  loadPageContents,
} from '@atrium/core';
import { createTestDb } from '../testing/create-test-db';
import type { DbHandle } from '../create-db';
import {
  clonePage,
  cloneSite,
  createBuilder,
  createPage,
  createSite,
  createWorkspace,
  deletePage,
  deleteSite,
  findSiteByHostname,
  getLatestPublication,
  getSiteDraft,
  getSiteForBuilder,
  listPages,
  listSites,
  publishSite,
  resolveWorkspace,
  saveAppConfig,
  setHomePage,
  transferSite,
  updatePageSettings,
} from '../index';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const signup = (email: string) => ({ firstName: 'Ada', lastName: 'L', email, password: 'correct horse battery' });

describe('portals, pages and publishing', () => {
  it('creates a portal with drafts, a home page and a unique subdomain, and publishes snapshots', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('grace@example.com'));
    const personal = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
    const site = await createSite(db, {
      workspaceId: personal.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName: '  Acme Client Portal ', color: '#ff0000' }),
    });
    expect(site.name).toBe('Acme Client Portal');
    expect(site.subdomain).toBe('acme-client-portal');
    const again = await createSite(db, {
      workspaceId: personal.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName: 'Acme Client Portal' }),
    });
    expect(again.subdomain).toBe('acme-client-portal-2');
    await expect(
      createSite(db, {
        workspaceId: personal.id,
        builderId: builder.id,
        input: ZCreatePortalSchema.parse({ appName: 'x', domain: 'acme-client-portal' }),
      }),
    ).rejects.toThrow(/already taken/);

    const draft = await getSiteDraft(db, { siteId: site.id });
    expect(draft.theme.accentColor).toBe('#ff0000');
    expect(draft.header.layout).toBe('globalHeader01');
    expect(draft.footer.layout).toBe('globalFooter03');

    const about = await createPage(db, {
      siteId: site.id,
      input: ZCreatePageSchema.parse({ name: 'About', path: '/About ' }),
    });
    expect(about.path).toBe('/about');
    await expect(
      createPage(db, { siteId: site.id, input: ZCreatePageSchema.parse({ name: 'Dup', path: '/about' }) }),
    ).rejects.toThrow(/already exists/);
    expect((await getSiteDraft(db, { siteId: site.id })).header.nav.map((l) => l.name)).toEqual(['Home', 'About']);

    const copy = await clonePage(db, {
      siteId: site.id,
      pageId: about.id,
      input: { name: 'About copy', path: '/about-copy' },
    });
    await setHomePage(db, { siteId: site.id, pageId: copy.id });
    const paths = (await listPages(db, { siteId: site.id })).map((p) => [p.name, p.path]);
    expect(paths).toEqual([
      ['About copy', '/'],
      ['Home', '/home'],
      ['About', '/about'],
    ]);
    await expect(deletePage(db, { siteId: site.id, pageId: copy.id })).rejects.toThrow(/home page cannot be deleted/);
    await expect(
      updatePageSettings(db, {
        siteId: site.id,
        pageId: about.id,
        input: { name: 'About', path: '/', metaTitle: '', metaDescription: '', addToHeader: true },
      }),
    ).rejects.toThrow(/cannot explicitly set path/);

    const first = await publishSite(db, { siteId: site.id, builderId: builder.id });
    const second = await publishSite(db, { siteId: site.id, builderId: builder.id });
    expect([first.version, second.version]).toEqual([1, 2]);
    const latest = await getLatestPublication(db, { siteId: site.id });
    expect(latest?.version).toBe(2);
    expect(latest?.snapshot.pages.find((p) => p.path === '/home')?.contents.sections[0]).toMatchObject({
      type: 'content',
    });

    expect(
      await findSiteByHostname(db, { hostname: 'ACME-client-portal.localhost:3001', rootDomain: 'localhost' }),
    ).toMatchObject({
      siteId: site.id,
      embedOnly: false,
      embedding: { websites: [], anyWebsite: false },
    });
    // The portal host reads embed-only and the embedding websites with the host name (ADR 027).
    await saveAppConfig(db, {
      siteId: site.id,
      appConfig: ZAppConfigSchema.parse({ embedOnly: true, embedding: { websites: ['https://client.example'] } }),
    });
    expect(
      await findSiteByHostname(db, { hostname: 'acme-client-portal.localhost', rootDomain: 'localhost' }),
    ).toMatchObject({ embedOnly: true, embedding: { websites: ['https://client.example'], anyWebsite: false } });
    expect(await findSiteByHostname(db, { hostname: 'nope.localhost', rootDomain: 'localhost' })).toBeUndefined();
    expect(await findSiteByHostname(db, { hostname: 'a.b.localhost', rootDomain: 'localhost' })).toBeUndefined();
  });

  it('gives portals named alike at the same moment each their own subdomain (no 500 from the race)', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('race@example.com'));
    const personal = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
    const create = () =>
      createSite(db, {
        workspaceId: personal.id,
        builderId: builder.id,
        input: ZCreatePortalSchema.parse({ appName: 'Racing Portal' }),
      });
    const made = await Promise.all([create(), create(), create(), create()]);
    expect(new Set(made.map((site) => site.subdomain)).size).toBe(4);
    expect(made.map((site) => site.subdomain)).toContain('racing-portal');
    // The same name asked for as the domain by two at once: one gets it, the other a clear refusal.
    const asked = await Promise.allSettled(
      [1, 2].map(() =>
        createSite(db, {
          workspaceId: personal.id,
          builderId: builder.id,
          input: ZCreatePortalSchema.parse({ appName: 'Asked', domain: 'asked-for-portal' }),
        }),
      ),
    );
    expect(asked.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = asked.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: 'CONFLICT',
      message: PORTAL_MESSAGES.subdomainTaken,
    });
  });

  it('clones a portal without domains or publications, transfers and deletes', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('linus@example.com'));
    const personal = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
    const team = await createWorkspace(db, { builderId: builder.id, name: 'Team' });
    const site = await createSite(db, {
      workspaceId: personal.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName: 'Kernel' }),
    });
    await createPage(db, { siteId: site.id, input: ZCreatePageSchema.parse({ name: 'Docs', path: '/docs' }) });
    await publishSite(db, { siteId: site.id, builderId: builder.id });

    const clone = await cloneSite(db, {
      workspaceId: personal.id,
      siteId: site.id,
      siteName: 'Kernel 2',
      builderId: builder.id,
    });
    expect(clone.subdomain).toBe('kernel-2');
    const clonePages = await listPages(db, { siteId: clone.id });
    expect(clonePages.map((p) => p.path)).toEqual(['/', '/docs']);
    expect(await getLatestPublication(db, { siteId: clone.id })).toBeUndefined();
    const cloneNav = (await getSiteDraft(db, { siteId: clone.id })).header.nav;
    expect(cloneNav.map((l) => l.path).sort()).toEqual(clonePages.map((p) => p.id).sort());
    expect(loadPageContents(clonePages[0]!.contents).sections[0]!.id).not.toBe(
      loadPageContents((await listPages(db, { siteId: site.id }))[0]!.contents).sections[0]!.id,
    );

    await expect(
      transferSite(db, { builderId: builder.id, siteId: clone.id, fromWorkspaceId: personal.id, toRouteId: 0 }),
    ).rejects.toThrow(/already in this workspace/);
    await transferSite(db, {
      builderId: builder.id,
      siteId: clone.id,
      fromWorkspaceId: personal.id,
      toRouteId: team.routeId,
    });
    expect((await listSites(db, { workspaceId: team.id })).map((s) => s.id)).toEqual([clone.id]);

    await deleteSite(db, { workspaceId: team.id, siteId: clone.id });
    expect(await listPages(db, { siteId: clone.id })).toEqual([]);
  });

  it('keeps tenants apart: another builder cannot reach a portal', async () => {
    const { db } = handle;
    const owner = await createBuilder(db, signup('owner@example.com'));
    const stranger = await createBuilder(db, signup('stranger@example.com'));
    const personal = (await resolveWorkspace(db, { builderId: owner.id, routeId: 0 }))!;
    const site = await createSite(db, {
      workspaceId: personal.id,
      builderId: owner.id,
      input: ZCreatePortalSchema.parse({ appName: 'Private' }),
    });
    expect(await getSiteForBuilder(db, { builderId: owner.id, siteId: site.id })).toMatchObject({
      role: 'owner',
      workspaceRouteId: 0,
    });
    expect(await getSiteForBuilder(db, { builderId: stranger.id, siteId: site.id })).toBeUndefined();
    expect(await resolveWorkspace(db, { builderId: stranger.id, routeId: personal.id })).toBeUndefined();
    const strangerPersonal = (await resolveWorkspace(db, { builderId: stranger.id, routeId: 0 }))!;
    await expect(deleteSite(db, { workspaceId: strangerPersonal.id, siteId: site.id })).rejects.toThrow(/not found/);
  });
});
