import { listWorkspaces } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { createPortal } from '../../test/editor-fixtures';
import { addMember, errorsOf, makeTeam, postAction, workspaceRow } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const html = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.text();
};

describe('[WORKSPACES] workspace home', () => {
  it('shows the personal space with Create Workspace, Create Portal and Tutorials but not Invite Team', async () => {
    const { cookie } = await h.signIn();
    const page = await html(await h.request('/workspaces/0', { cookie }));
    expect(page).toContain('My Portals');
    expect(page).toContain('Create Workspace');
    expect(page).toContain('href="/workspaces/0/portals/create"');
    expect(page).toContain('Tutorials');
    expect(page).not.toContain('Invite Team');
    expect(page).toContain('aria-label="Edit workspace name"');
  });

  it('shows a team workspace with Invite Team (members page) and without Create Workspace', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Agency Team');
    const page = await html(await h.request(`/workspaces/${team.routeId}`, { cookie: owner.cookie }));
    expect(page).toContain('Agency Team');
    expect(page).toContain('Invite Team');
    expect(page).toContain(`href="/workspaces/${team.routeId}/members"`);
    expect(page).toContain(`href="/workspaces/${team.routeId}/portals/create"`);
    expect(page).not.toContain('Create Workspace');
  });

  it('shows the getting-started checklist, ticked from what the builder has done with their newest portal', async () => {
    const owner = await h.signIn();
    const empty = await (await h.request('/workspaces/0', { cookie: owner.cookie })).text();
    expect(empty).toContain('Getting started');
    expect(empty).toContain('0 of 6 steps done');
    expect(empty).toMatch(/<a[^>]*href="\/workspaces\/0\/portals\/create"[^>]*>(?:(?!<\/a>).)*Create a portal/s);

    const site = await createPortal(h, owner, 'Checklist Portal');
    const page = await (await h.request('/workspaces/0', { cookie: owner.cookie })).text();
    expect(page).toContain('Getting started with Checklist Portal');
    expect(page).toContain('Create a portal (done)');
    // Set up user accounts leads to the portal's Users area; Publish to its editor.
    expect(page).toMatch(new RegExp(`href="/edit/${site.id}/users"[^>]*>(?:(?!</a>).)*Set up user accounts`, 's'));
    expect(page).toMatch(new RegExp(`href="/edit/${site.id}"[^>]*>(?:(?!</a>).)*Publish`, 's'));
    // Another builder's home shows nothing of it.
    const stranger = await h.signIn();
    expect(await (await h.request('/workspaces/0', { cookie: stranger.cookie })).text()).not.toContain(
      'Checklist Portal',
    );
  });

  it('sends signed-out visitors to the login page', async () => {
    const res = await h.request('/workspaces/0');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fworkspaces%2F0');
  });
});

describe('[WORKSPACES] create a workspace', () => {
  it('validates the name with the spec messages', async () => {
    const { cookie, builder } = await h.signIn();
    const blank = await postAction(h, '/workspaces/0?index', cookie, { intent: 'createWorkspace', name: '' });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).name).toEqual(['Please enter a valid team name']);

    // Blank after trimming is no name at all (conform reads whitespace-only input as empty).
    const spaces = await postAction(h, '/workspaces/0?index', cookie, { intent: 'createWorkspace', name: '   ' });
    expect(errorsOf(spaces.data).name).toEqual(['Please enter a valid team name']);

    const long = await postAction(h, '/workspaces/0?index', cookie, {
      intent: 'createWorkspace',
      name: 'x'.repeat(256),
    });
    expect(long.status).toBe(400);
    expect(errorsOf(long.data).name).toEqual(['Maximum of 255 characters']);

    expect((await listWorkspaces(h.runtime.db, { builderId: builder.id })).length).toBe(1);
  });

  it('creates the workspace with the builder as owner and answers where it lives', async () => {
    const { cookie, builder } = await h.signIn();
    const res = await postAction(h, '/workspaces/0?index', cookie, {
      intent: 'createWorkspace',
      name: '  Design Studio ',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, message: 'Workspace Created.' });
    const workspaces = await listWorkspaces(h.runtime.db, { builderId: builder.id });
    const created = workspaces.find((w) => w.name === 'Design Studio');
    expect(created).toMatchObject({ role: 'owner', isPersonal: false, ownerId: builder.id });
    expect(res.data?.workspaceRouteId).toBe(created!.routeId);
    expect((await workspaceRow(h, created!.id))?.apiKey).toBe('');
    // Its home opens for the owner.
    expect((await h.request(`/workspaces/${created!.routeId}`, { cookie })).status).toBe(200);
  });

  it('refuses an unknown intent', async () => {
    const { cookie } = await h.signIn();
    const res = await postAction(h, '/workspaces/0?index', cookie, { intent: 'explode', name: 'x' });
    expect(res.status).toBe(400);
  });
});

describe('[WORKSPACES] inline rename', () => {
  it('lets the owner rename and requires a name', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Old Name');
    const path = `/workspaces/${team.routeId}?index`;

    const blank = await postAction(h, path, owner.cookie, { intent: 'renameWorkspace', name: ' ' });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).name).toEqual(['A workspace name is required']);
    expect((await workspaceRow(h, team.id))?.name).toBe('Old Name');

    const ok = await postAction(h, path, owner.cookie, { intent: 'renameWorkspace', name: 'New Name' });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ ok: true, message: 'Workspace name successfully updated' });
    expect((await workspaceRow(h, team.id))?.name).toBe('New Name');
  });

  it('shows an editor the name read-only and refuses their rename', async () => {
    const owner = await h.signIn();
    const editor = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Owned Team');
    await addMember(h, team.id, editor.builder.id, 'editor');

    const page = await html(await h.request(`/workspaces/${team.routeId}`, { cookie: editor.cookie }));
    expect(page).toContain('Owned Team');
    expect(page).not.toContain('aria-label="Edit workspace name"');

    const res = await postAction(h, `/workspaces/${team.routeId}?index`, editor.cookie, {
      intent: 'renameWorkspace',
      name: 'Hijacked',
    });
    expect(res.status).toBe(403);
    expect((await workspaceRow(h, team.id))?.name).toBe('Owned Team');
  });
});

describe('[WORKSPACES] tenant isolation', () => {
  it('answers 404 to a builder of another account and changes nothing', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const team = await makeTeam(h, owner.builder.id, 'Private Team');

    for (const path of [
      `/workspaces/${team.routeId}`,
      `/workspaces/${team.routeId}/portals`,
      `/workspaces/${team.routeId}/members`,
    ]) {
      expect((await h.request(path, { cookie: stranger.cookie })).status, path).toBe(404);
    }
    // The owner's personal space, addressed by its database id, is not the stranger's either.
    expect((await h.request(`/workspaces/${owner.personalWorkspaceId}`, { cookie: stranger.cookie })).status).toBe(404);

    const rename = await postAction(h, `/workspaces/${team.routeId}?index`, stranger.cookie, {
      intent: 'renameWorkspace',
      name: 'Taken over',
    });
    expect(rename.status).toBe(404);
    expect((await workspaceRow(h, team.id))?.name).toBe('Private Team');
  });

  it('refuses posts from another site', async () => {
    const { cookie, builder } = await h.signIn();
    const res = await h.request('/workspaces/0.data?index', {
      cookie,
      form: { intent: 'createWorkspace', name: 'Cross-site' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await listWorkspaces(h.runtime.db, { builderId: builder.id })).map((w) => w.name)).not.toContain(
      'Cross-site',
    );
  });
});
