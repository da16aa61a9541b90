import { listMembers, listWorkspaceInvitations, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembersPageData } from './members-page-data';
import { cookieFrom } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';
import { loadRouteData, teamSteps } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const MEMBERS_ROUTE = 'routes/_shell.workspaces.$workspaceId.members';
const { membersPath, teamWithPortal, invitationLink, invite, postInvitation } = teamSteps(() => h);

/** A new person's sign-up on an invitation page. */
function signUpThrough(path: string, firstName: string, cookie?: string, password = 'a long enough password') {
  return postInvitation(path, { intent: 'signup', firstName, lastName: 'New', password }, cookie);
}

describe('[TEAM] accepting', () => {
  it('a new person signs up on the invitation page, verified, signed in and a collaborator', async () => {
    const { owner, team, site } = await teamWithPortal();
    await invite(team.routeId, owner.cookie, 'newcomer@example.com');
    const link = await invitationLink('newcomer@example.com');

    const page = await h.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Join Agency Team');
    expect(html).toContain('Olive Builder invited newcomer@example.com');
    expect(html).toContain('Create account and join');

    const short = await signUpThrough(link, 'Nia', undefined, 'short');
    expect(short.status).toBe(400);

    const res = await signUpThrough(link, 'Nia');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/workspaces/${team.id}?joined=1`);
    const cookie = cookieFrom(res);
    const [builder] = await h.runtime.db
      .select()
      .from(tables.builders)
      .where(eq(tables.builders.email, 'newcomer@example.com'));
    expect(builder?.verifiedAt).toBeInstanceOf(Date);
    expect(builder?.firstName).toBe('Nia');

    const home = await h.request(`/workspaces/${team.routeId}`, { cookie });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`${team.name} Portal`);
    expect((await h.request(`/edit/${site.id}`, { cookie })).status).toBe(200);
    expect((await listMembers(h.runtime.db, { workspaceId: team.id })).map((m) => [m.email, m.role])).toEqual([
      [owner.builder.email, 'owner'],
      ['newcomer@example.com', 'editor'],
    ]);

    // Single use: the joined person goes to the workspace; anyone else reads that it was used.
    const mine = await h.request(link, { cookie });
    expect(mine.status).toBe(302);
    expect(mine.headers.get('Location')).toBe(`/workspaces/${team.routeId}`);
    const used = await h.request(link);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain('This invitation has already been used.');
    const replay = await signUpThrough(link, 'Eve');
    expect(replay.status).toBe(410);
    expect(await h.runtime.db.select().from(tables.builders).where(eq(tables.builders.firstName, 'Eve'))).toHaveLength(
      0,
    );
  });

  it('an existing builder logs in and joins; an unverified address becomes verified', async () => {
    const { owner, team } = await teamWithPortal();
    const invitee = await h.signIn({ verified: false });
    await invite(team.routeId, owner.cookie, invitee.builder.email);
    const link = await invitationLink(invitee.builder.email);

    const signedOut = await h.request(link);
    expect(signedOut.status).toBe(200);
    const html = await signedOut.text();
    expect(html).toContain('already has an Atrium account');
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(link)}"`);
    const signup = await signUpThrough(link, 'Mallory');
    expect(signup.status).toBe(409);

    const signedIn = await h.request(link, { cookie: invitee.cookie });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('Join workspace');
    const res = await postInvitation(link, { intent: 'accept' }, invitee.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/workspaces/${team.id}?joined=1`);
    const [row] = await h.runtime.db.select().from(tables.builders).where(eq(tables.builders.id, invitee.builder.id));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row?.firstName).toBe(invitee.builder.firstName);
  });

  it('[SECURITY] another signed-in builder is refused with what to do, and nothing changes', async () => {
    const { owner, team, site } = await teamWithPortal();
    await invite(team.routeId, owner.cookie, 'intended@example.com');
    const link = await invitationLink('intended@example.com');
    const other = await h.signIn();

    const page = await h.request(link, { cookie: other.cookie });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('This invitation is for intended@example.com, but you are logged in as');
    expect(html).toContain(`/logout?redirectTo=${encodeURIComponent(link)}`);

    const res = await h.request(`${link}.data`, { form: { intent: 'accept' }, cookie: other.cookie });
    expect(res.status).toBe(403);
    expect((await h.request(`/workspaces/${team.routeId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await h.request(`/edit/${site.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id }))[0]?.email).toBe(
      'intended@example.com',
    );
    // Signed in, they cannot sign the invited address up either.
    const signup = await signUpThrough(link, 'X', other.cookie);
    expect(signup.status).toBe(409);
    expect(
      await h.runtime.db.select().from(tables.builders).where(eq(tables.builders.email, 'intended@example.com')),
    ).toEqual([]);

    // Logging out from that page comes back to it, now for the invited address.
    const logout = await h.request(`/logout?redirectTo=${encodeURIComponent(link)}`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('Location')).toBe(link);
    const offsite = await h.request('/logout?redirectTo=https://evil.example', { method: 'POST' });
    expect(offsite.headers.get('Location')).toBe('/login');
  });

  it('[SECURITY] an expired, unknown or signed-out accept joins nobody; the invitation page refuses cross-site posts', async () => {
    const { owner, team } = await teamWithPortal();
    const invitee = await h.signIn();
    await invite(team.routeId, owner.cookie, invitee.builder.email);
    const link = await invitationLink(invitee.builder.email);

    const anonymous = await postInvitation(link, { intent: 'accept' });
    expect(anonymous.status).toBe(401);
    const crossSite = await h.request(`${link}.data`, {
      form: { intent: 'accept' },
      cookie: invitee.cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const unknown = await postInvitation('/invitations/not-a-token', { intent: 'accept' }, invitee.cookie);
    expect(unknown.status).toBe(404);
    expect((await h.request('/invitations/not-a-token')).status).toBe(404);

    await h.runtime.db
      .update(tables.workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.workspaceInvitations.workspaceId, team.id));
    const expiredPage = await h.request(link, { cookie: invitee.cookie });
    expect(expiredPage.status).toBe(410);
    expect(await expiredPage.text()).toContain('This invitation has expired (links work for 7 days)');
    expect((await postInvitation(link, { intent: 'accept' }, invitee.cookie)).status).toBe(410);
    expect((await listMembers(h.runtime.db, { workspaceId: team.id })).map((m) => m.email)).toEqual([
      owner.builder.email,
    ]);
    // The owner sees it as expired and can resend it.
    const page = await loadRouteData<MembersPageData>(h, membersPath(team.routeId), MEMBERS_ROUTE, owner.cookie);
    expect(page.data?.invitations[0]?.expired).toBe(true);
  });
});
