import { listSites, tables } from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalListData } from './portal-list-data';
import { createHarness, type Harness } from '../../test/harness';
import { errorsOf, loadRouteData, makePortal, makeTeam, postAction, siteRow } from '../../test/workspaces-fixtures';

let h: Harness;
const published: string[] = [];
beforeAll(async () => {
  h = await createHarness();
  await h.runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => published.push(siteId));
});
afterAll(async () => {
  await h?.close();
});

const PORTALS_ROUTE = 'routes/_shell.workspaces.$workspaceId.portals';

/** A builder with a portal in their personal space and a team workspace. */
async function owner(name = 'Acme Portal') {
  const session = await h.signIn();
  const site = await makePortal(h, session.builder.id, session.personalWorkspaceId, name);
  const team = await makeTeam(h, session.builder.id, 'Team Space');
  return { ...session, site, team };
}

describe('[PORTALS] rename', () => {
  it('renames, validates and tells the portal host', async () => {
    const a = await owner();
    const blank = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'rename',
      siteId: a.site.id,
      siteName: '',
    });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).siteName).toEqual(['App name is required.']);
    const long = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'rename',
      siteId: a.site.id,
      siteName: 'x'.repeat(151),
    });
    expect(errorsOf(long.data).siteName).toEqual(['App name is too long']);
    expect((await siteRow(h, a.site.id))?.name).toBe('Acme Portal');

    const ok = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'rename',
      siteId: a.site.id,
      siteName: ' Renamed Portal ',
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true, message: 'App Updated.' });
    expect((await siteRow(h, a.site.id))?.name).toBe('Renamed Portal');
    expect(published).toContain(a.site.id);
  });
});

describe('[PORTALS] clone', () => {
  it('clones under the new name and validates it', async () => {
    const a = await owner('Source Portal');
    const blank = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'clone',
      siteId: a.site.id,
      siteName: ' ',
    });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).siteName).toEqual(['App name is required.']);

    const ok = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'clone',
      siteId: a.site.id,
      siteName: 'Source Portal copy',
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true, message: 'Portal Source Portal copy created.' });
    const names = (await listSites(h.runtime.db, { workspaceId: a.personalWorkspaceId })).map((s) => s.name);
    expect(names.sort()).toEqual(['Source Portal', 'Source Portal copy']);
  });

  it("answers a failed clone with the spec's message", async () => {
    const a = await owner();
    const res = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'clone',
      siteId: 'no-such-portal',
      siteName: 'X',
    });
    expect(res.status).toBe(404);
    expect(errorsOf(res.data)['']).toEqual([
      "Failed to clone portal. Please try again and if the problem persists, don't hesitate to contact us",
    ]);
  });
});

describe('[PORTALS] delete', () => {
  it('deletes the portal with its pages and drafts', async () => {
    const a = await owner('Doomed Portal');
    const ok = await postAction(h, '/workspaces/0/portals', a.cookie, { intent: 'delete', siteId: a.site.id });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true, message: 'Portal Doomed Portal deleted.' });
    expect(await siteRow(h, a.site.id)).toBeUndefined();
    expect(await h.runtime.db.select().from(tables.pages).where(eq(tables.pages.siteId, a.site.id))).toEqual([]);
    expect(await h.runtime.db.select().from(tables.siteDrafts).where(eq(tables.siteDrafts.siteId, a.site.id))).toEqual(
      [],
    );
    expect(published).toContain(a.site.id);
  });

  it('needs a portal id', async () => {
    const a = await owner();
    const res = await postAction(h, '/workspaces/0/portals', a.cookie, { intent: 'delete', siteId: '' });
    expect(res.status).toBe(400);
    expect(await siteRow(h, a.site.id)).toBeDefined();
  });
});

describe('[PORTALS] transfer', () => {
  it('moves the portal to another of the builder’s workspaces', async () => {
    const a = await owner();
    const blank = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: '',
    });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).workspaceId).toEqual(['You need to select a workspace to transfer your portal to']);

    const ok = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: String(a.team.routeId),
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true, message: 'Portal successfully transferred' });
    expect((await siteRow(h, a.site.id))?.workspaceId).toBe(a.team.id);
    expect(published).toContain(a.site.id);

    // And back to the personal space (route id 0).
    const back = await postAction(h, `/workspaces/${a.team.routeId}/portals`, a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: '0',
    });
    expect(back.status).toBe(200);
    expect((await siteRow(h, a.site.id))?.workspaceId).toBe(a.personalWorkspaceId);
  });

  it('refuses a workspace the builder is not in, and the current one', async () => {
    const a = await owner();
    const b = await h.signIn();
    const foreign = await makeTeam(h, b.builder.id, 'Foreign');
    const res = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: String(foreign.routeId),
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.data).workspaceId).toEqual(['You need to select a workspace to transfer']);
    const same = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: '0',
    });
    expect(same.status).toBe(400);
    expect((await siteRow(h, a.site.id))?.workspaceId).toBe(a.personalWorkspaceId);
  });

  it('refuses a portal with an active subscription', async () => {
    const a = await owner();
    await h.runtime.db
      .update(tables.sites)
      .set({ subscription: { status: 'active' } })
      .where(eq(tables.sites.id, a.site.id));
    const list = await loadRouteData<{ portals: PortalListData }>(h, '/workspaces/0/portals', PORTALS_ROUTE, a.cookie);
    expect(list.data?.portals.portals.find((p) => p.id === a.site.id)?.hasActiveSubscription).toBe(true);

    const res = await postAction(h, '/workspaces/0/portals', a.cookie, {
      intent: 'transfer',
      siteId: a.site.id,
      workspaceId: String(a.team.routeId),
    });
    expect(res.status).toBe(409);
    expect(errorsOf(res.data)['']).toEqual(['This portal has an active subscription']);
    expect((await siteRow(h, a.site.id))?.workspaceId).toBe(a.personalWorkspaceId);
  });
});

describe('[PORTALS] tenant isolation', () => {
  it("gives a builder of another account 404 for every menu intent on another workspace's portal, and changes nothing", async () => {
    const a = await owner('Victim Portal');
    const stranger = await h.signIn();
    const strangerTeam = await makeTeam(h, stranger.builder.id, 'Stranger Team');
    const intents: Array<Record<string, string>> = [
      { intent: 'rename', siteId: a.site.id, siteName: 'Owned' },
      { intent: 'clone', siteId: a.site.id, siteName: 'Stolen copy' },
      { intent: 'transfer', siteId: a.site.id, workspaceId: String(strangerTeam.routeId) },
      { intent: 'delete', siteId: a.site.id },
    ];
    for (const form of intents) {
      // Through the victim's workspace: not a member.
      const direct = await postAction(h, `/workspaces/${a.team.routeId}/portals`, stranger.cookie, form);
      expect(direct.status, `${form.intent} via victim workspace`).toBe(404);
      // Through the stranger's own workspaces: the portal is not in them.
      for (const path of ['/workspaces/0/portals', `/workspaces/${strangerTeam.routeId}/portals`]) {
        const own = await postAction(h, path, stranger.cookie, form);
        expect(own.status, `${form.intent} via ${path}`).toBe(404);
      }
    }
    const row = await siteRow(h, a.site.id);
    expect(row).toMatchObject({ name: 'Victim Portal', workspaceId: a.personalWorkspaceId });
    expect((await listSites(h.runtime.db, { workspaceId: stranger.personalWorkspaceId })).length).toBe(0);
    expect((await listSites(h.runtime.db, { workspaceId: strangerTeam.id })).length).toBe(0);
  });
});
