import { publishSite } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalListData } from './portal-list-data';
import { createHarness, type Harness } from '../../test/harness';
import { loadRouteData, makePortal, makeTeam } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
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

describe('[PORTALS] portals list', () => {
  it("shows only this workspace's portals, with address, publish state and Edit", async () => {
    const a = await owner('Alpha Portal');
    await makePortal(h, a.builder.id, a.team.id, 'Team Only Portal');
    const b = await h.signIn();
    await makePortal(h, b.builder.id, b.personalWorkspaceId, 'Other Tenant Portal');
    await publishSite(h.runtime.db, { siteId: a.site.id, builderId: a.builder.id });

    const res = await h.request('/workspaces/0/portals', { cookie: a.cookie });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('My Portals');
    expect(page).toContain('Alpha Portal');
    expect(page).toContain(`href="http://${a.site.subdomain}.localhost:3001"`);
    expect(page).toContain('target="_blank"');
    expect(page).toContain('Published v1');
    expect(page).toContain(`href="/edit/${a.site.id}"`);
    expect(page).not.toContain('Team Only Portal');
    expect(page).not.toContain('Other Tenant Portal');

    const teamPage = await (await h.request(`/workspaces/${a.team.routeId}/portals`, { cookie: a.cookie })).text();
    expect(teamPage).toContain('Team Only Portal');
    expect(teamPage).toContain('Not published yet');
    expect(teamPage).not.toContain('Alpha Portal');

    // The workspace home lists the same portals.
    const home = await (await h.request('/workspaces/0', { cookie: a.cookie })).text();
    expect(home).toContain('Alpha Portal');
    expect(home).not.toContain('Team Only Portal');
  });

  it('shows an empty state with Create Portal when there are none', async () => {
    const { cookie } = await h.signIn();
    const page = await (await h.request('/workspaces/0/portals', { cookie })).text();
    expect(page).toContain('Create your first portal');
    expect(page).toContain('href="/workspaces/0/portals/create"');
  });

  it("offers the builder's other workspaces as transfer targets, never the current one", async () => {
    const a = await owner();
    const { data } = await loadRouteData<{ portals: PortalListData }>(
      h,
      '/workspaces/0/portals',
      PORTALS_ROUTE,
      a.cookie,
    );
    expect(data?.portals.transferTargets).toEqual([{ routeId: a.team.routeId, name: 'Team Space' }]);
    const team = await loadRouteData<{ portals: PortalListData }>(
      h,
      `/workspaces/${a.team.routeId}/portals`,
      PORTALS_ROUTE,
      a.cookie,
    );
    expect(team.data?.portals.transferTargets).toEqual([{ routeId: 0, name: 'My Portals' }]);
  });
});
