import { TEAM_MESSAGES } from '@atrium/core';
import { hashToken, listMembers, listOutbox, listWorkspaceInvitations, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembersPageData } from './members-page-data';
import { createHarness, type Harness } from '../../test/harness';
import { errorsOf, loadRouteData, makeTeam, postAction, teamSteps } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const MEMBERS_ROUTE = 'routes/_shell.workspaces.$workspaceId.members';
const { membersPath, teamWithPortal, invitationLink, invite, teamWithCollaborator } = teamSteps(() => h);

describe('[TEAM] inviting', () => {
  it('the owner invites by email: an email with a single-use 7-day link, and a pending row with sent date and expiry', async () => {
    const { owner, team } = await teamWithPortal();
    const res = await invite(team.routeId, owner.cookie, '  Casey@Example.com ');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, message: 'Invitation sent to casey@example.com.' });

    const [email] = await listOutbox(h.runtime.db, { to: 'casey@example.com' });
    expect(email?.subject).toBe('Olive Builder invited you to Agency Team on Atrium');
    expect(email?.text).toContain('The link works once, for 7 days');
    const path = await invitationLink('casey@example.com');
    const token = decodeURIComponent(path.split('/').pop()!);
    // Stored only as its SHA-256.
    const [row] = await h.runtime.db
      .select()
      .from(tables.workspaceInvitations)
      .where(eq(tables.workspaceInvitations.workspaceId, team.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await loadRouteData<MembersPageData>(h, membersPath(team.routeId), MEMBERS_ROUTE, owner.cookie);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(page.data?.invitations).toEqual([
      {
        id: row!.id,
        email: 'casey@example.com',
        sent: day.format(new Date()),
        expires: day.format(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)),
        expired: false,
      },
    ]);
    const html = await (await h.request(membersPath(team.routeId), { cookie: owner.cookie })).text();
    expect(html).toContain('Invite Team');
    expect(html).toContain('Pending invitations');
    expect(html).toContain('casey@example.com');
    expect(html).toContain('works once, for 7 days');
  });

  it('validates the address and explains a member or a pending invitation', async () => {
    const { owner, team } = await teamWithPortal();
    const bad = await invite(team.routeId, owner.cookie, 'not an email');
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.data).email).toEqual(['Please enter a valid email']);

    const self = await invite(team.routeId, owner.cookie, owner.builder.email);
    expect(self.status).toBe(409);
    expect(errorsOf(self.data).email).toEqual([TEAM_MESSAGES.alreadyMember(owner.builder.email)]);

    expect((await invite(team.routeId, owner.cookie, 'twice@example.com')).status).toBe(200);
    const twice = await invite(team.routeId, owner.cookie, 'TWICE@example.com');
    expect(twice.status).toBe(409);
    expect(errorsOf(twice.data).email).toEqual([TEAM_MESSAGES.alreadyInvited('twice@example.com')]);
    expect(await listOutbox(h.runtime.db, { to: 'twice@example.com' })).toHaveLength(1);
  });

  it('[SECURITY] an unverified owner cannot send invitations', async () => {
    const owner = await h.signIn({ verified: false });
    const team = await makeTeam(h, owner.builder.id, 'Unverified Team');
    const html = await (await h.request(membersPath(team.routeId), { cookie: owner.cookie })).text();
    expect(html).toContain(TEAM_MESSAGES.verifyToInvite);
    const res = await invite(team.routeId, owner.cookie, 'spam-target@example.com');
    expect(res.status).toBe(403);
    expect(errorsOf(res.data)['']).toEqual([TEAM_MESSAGES.verifyToInvite]);
    expect(await listOutbox(h.runtime.db, { to: 'spam-target@example.com' })).toHaveLength(0);
    expect(await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id })).toEqual([]);
  });

  it('shows an empty pending list, and the personal space refuses invitations', async () => {
    const { owner, team } = await teamWithPortal();
    const html = await (await h.request(membersPath(team.routeId), { cookie: owner.cookie })).text();
    expect(html).toContain('No pending invitations');

    const personal = await invite(0, owner.cookie, 'friend@example.com');
    expect(personal.status).toBe(400);
    expect(errorsOf(personal.data)['']).toEqual([TEAM_MESSAGES.personalSpace]);
    expect(await listOutbox(h.runtime.db, { to: 'friend@example.com' })).toHaveLength(0);
    const home = await (await h.request(membersPath(0), { cookie: owner.cookie })).text();
    expect(home).toContain('Your personal space is just for you');
    expect(home).not.toContain('Send invite');
  });

  it('resend sends a new link (the old one stops working); revoke makes the link say so', async () => {
    const { owner, team } = await teamWithPortal();
    await invite(team.routeId, owner.cookie, 'resend-me@example.com');
    const first = await invitationLink('resend-me@example.com');
    const [pending] = await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id });

    const resent = await postAction(h, membersPath(team.routeId), owner.cookie, {
      intent: 'resend',
      invitationId: pending!.id,
    });
    expect(resent.data).toEqual({ ok: true, message: 'Invitation sent again to resend-me@example.com.' });
    const second = await invitationLink('resend-me@example.com');
    expect(second).not.toBe(first);
    const old = await h.request(first);
    expect(old.status).toBe(404);
    expect(await old.text()).toContain('This invitation link is not valid');
    expect((await h.request(second)).status).toBe(200);

    const revoked = await postAction(h, membersPath(team.routeId), owner.cookie, {
      intent: 'revoke',
      invitationId: pending!.id,
    });
    expect(revoked.data).toEqual({ ok: true, message: 'Invitation to resend-me@example.com revoked.' });
    const page = await h.request(second);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This invitation was revoked.');
    expect(await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id })).toEqual([]);
    const again = await postAction(h, membersPath(team.routeId), owner.cookie, {
      intent: 'revoke',
      invitationId: pending!.id,
    });
    expect(again.status).toBe(404);
  });

  it('[SECURITY] is limited per address and per workspace; a refused invitation saves and sends nothing', async () => {
    const { owner, team } = await teamWithPortal();
    await invite(team.routeId, owner.cookie, 'limited@example.com');
    const [pending] = await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id });
    const resend = () =>
      postAction(h, membersPath(team.routeId), owner.cookie, { intent: 'resend', invitationId: pending!.id });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const before = (await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id }))[0]!;
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(errorsOf(limited.data)['']).toEqual([TEAM_MESSAGES.addressRateLimited('limited@example.com')]);
    expect(await listOutbox(h.runtime.db, { to: 'limited@example.com' })).toHaveLength(3);
    expect((await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id }))[0]).toEqual(before);

    // Per workspace: 20 an hour; the four attempts above count, the refused one too.
    for (let i = 0; i < 16; i += 1) {
      expect((await invite(team.routeId, owner.cookie, `bulk-${i}@example.com`)).status).toBe(200);
    }
    const over = await invite(team.routeId, owner.cookie, 'bulk-over@example.com');
    expect(over.status).toBe(429);
    expect(errorsOf(over.data)['']).toEqual([TEAM_MESSAGES.workspaceRateLimited]);
    expect(await listOutbox(h.runtime.db, { to: 'bulk-over@example.com' })).toHaveLength(0);
    expect((await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id })).map((i) => i.email)).not.toContain(
      'bulk-over@example.com',
    );
  });

  it('[SECURITY] a collaborator cannot invite, resend, revoke or remove (403 with a message) and sees no invitations', async () => {
    const { owner, team, editor } = await teamWithCollaborator();
    await invite(team.routeId, owner.cookie, 'pending@example.com');
    const [pending] = await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id });
    const attempts: Array<[Record<string, string>, string]> = [
      [{ intent: 'invite', email: 'friend-of-editor@example.com' }, TEAM_MESSAGES.ownerOnlyInvite],
      [{ intent: 'resend', invitationId: pending!.id }, TEAM_MESSAGES.ownerOnlyManageInvitations],
      [{ intent: 'revoke', invitationId: pending!.id }, TEAM_MESSAGES.ownerOnlyManageInvitations],
      [{ intent: 'remove', builderId: owner.builder.id }, TEAM_MESSAGES.ownerOnlyRemove],
    ];
    for (const [form, message] of attempts) {
      const res = await postAction(h, membersPath(team.routeId), editor.cookie, form);
      expect(res.status, form.intent).toBe(403);
      expect(errorsOf(res.data)[''], form.intent).toEqual([message]);
    }
    expect(await listOutbox(h.runtime.db, { to: 'friend-of-editor@example.com' })).toHaveLength(0);
    expect(await listOutbox(h.runtime.db, { to: 'pending@example.com' })).toHaveLength(1);
    expect(await listWorkspaceInvitations(h.runtime.db, { workspaceId: team.id })).toEqual([pending]);
    expect(await listMembers(h.runtime.db, { workspaceId: team.id })).toHaveLength(2);

    const page = await loadRouteData<MembersPageData>(h, membersPath(team.routeId), MEMBERS_ROUTE, editor.cookie);
    expect(page.data?.invitations).toEqual([]);
    const html = await (await h.request(membersPath(team.routeId), { cookie: editor.cookie })).text();
    expect(html).not.toContain('pending@example.com');
    expect(html).not.toContain('Send invite');
    expect(html).toContain('Leave workspace');
  });

  it('[SECURITY] another workspace’s invitations and members cannot be reached, not even by its ids', async () => {
    const a = await teamWithPortal('Team A');
    const b = await teamWithPortal('Team B');
    await invite(b.team.routeId, b.owner.cookie, 'b-invitee@example.com');
    const [bInvitation] = await listWorkspaceInvitations(h.runtime.db, { workspaceId: b.team.id });

    // Through their own workspace with B's ids: not found.
    const viaOwn: Array<Record<string, string>> = [
      { intent: 'resend', invitationId: bInvitation!.id },
      { intent: 'revoke', invitationId: bInvitation!.id },
      { intent: 'remove', builderId: b.owner.builder.id },
    ];
    for (const form of viaOwn) {
      expect((await postAction(h, membersPath(a.team.routeId), a.owner.cookie, form)).status, form.intent).toBe(404);
    }
    // Through B's workspace: not a member.
    const viaTheirs: Array<Record<string, string>> = [
      { intent: 'invite', email: 'intruder@example.com' },
      { intent: 'revoke', invitationId: bInvitation!.id },
      { intent: 'leave' },
    ];
    for (const form of viaTheirs) {
      expect((await postAction(h, membersPath(b.team.routeId), a.owner.cookie, form)).status, form.intent).toBe(404);
    }
    expect((await h.request(membersPath(b.team.routeId), { cookie: a.owner.cookie })).status).toBe(404);
    expect(await listWorkspaceInvitations(h.runtime.db, { workspaceId: b.team.id })).toEqual([bInvitation]);
    expect(await listOutbox(h.runtime.db, { to: 'b-invitee@example.com' })).toHaveLength(1);
  });
});
