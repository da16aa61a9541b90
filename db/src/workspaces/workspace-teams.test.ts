import {
  AppError,
  MAX_PENDING_WORKSPACE_INVITATIONS,
  TEAM_MESSAGES,
  WORKSPACE_INVITATION_TTL_MS,
  ZCreatePortalSchema,
} from '@atrium/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder, type Builder } from '../builders/create-builder';
import { findBuilderByEmail } from '../builders/find-builder-by-email';
import { hashToken } from '../builders/token';
import type { DbHandle } from '../create-db';
import { workspaceInvitations } from '../schema/index';
import { createSite } from '../sites/create-site';
import { getSiteForBuilder } from '../sites/get-site-for-builder';
import { transferSite } from '../sites/transfer-site';
import { createTestDb } from '../testing/create-test-db';
import { acceptWorkspaceInvitation } from './accept-workspace-invitation';
import { createWorkspace } from './create-workspace';
import { findWorkspaceInvitation } from './find-workspace-invitation';
import { inviteToWorkspace } from './invite-to-workspace';
import { leaveWorkspace } from './leave-workspace';
import { listMembers } from './list-members';
import { listWorkspaceInvitations } from './list-workspace-invitations';
import { listWorkspaces } from './list-workspaces';
import { removeWorkspaceMember } from './remove-workspace-member';
import { resendWorkspaceInvitation } from './resend-workspace-invitation';
import { resolveWorkspace } from './resolve-workspace';
import { revokeWorkspaceInvitation } from './revoke-workspace-invitation';
import { signUpWithWorkspaceInvitation } from './sign-up-with-workspace-invitation';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
async function makeBuilder(overrides: { email?: string; verified?: boolean } = {}): Promise<Builder> {
  counter += 1;
  return createBuilder(handle.db, {
    firstName: `Person${counter}`,
    lastName: 'Teams',
    email: overrides.email ?? `teams-${counter}@example.com`,
    password: 'correct horse battery',
    verified: overrides.verified ?? true,
  });
}

/** An owner with a team workspace (as the owner sees it) and a portal in it. */
async function makeTeam() {
  const owner = await makeBuilder();
  const created = await createWorkspace(handle.db, { builderId: owner.id, name: `Team ${counter}` });
  const workspace = (await resolveWorkspace(handle.db, { builderId: owner.id, routeId: created.routeId }))!;
  const site = await createSite(handle.db, {
    workspaceId: workspace.id,
    builderId: owner.id,
    input: ZCreatePortalSchema.parse({ appName: `Team Portal ${counter}` }),
  });
  return { owner, workspace, site };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function invitationRow(id: string) {
  const [row] = await handle.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id));
  return row!;
}

describe('inviting', () => {
  it('stores a lowercased address, a hashed single token and a 7-day expiry, and lists it as pending', async () => {
    const { owner, workspace } = await makeTeam();
    const now = new Date('2030-03-01T09:00:00Z');
    const { invitation, token } = await inviteToWorkspace(handle.db, {
      workspace,
      email: ' New.Person@Example.COM ',
      invitedBy: owner.id,
      now,
    });
    expect(invitation.email).toBe('new.person@example.com');
    expect(invitation.tokenHash).toBe(hashToken(token));
    expect(invitation.tokenHash).not.toContain(token);
    expect(invitation.expiresAt.getTime() - now.getTime()).toBe(WORKSPACE_INVITATION_TTL_MS);
    expect(WORKSPACE_INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id })).toEqual([
      { id: invitation.id, email: 'new.person@example.com', sentAt: now, expiresAt: invitation.expiresAt },
    ]);
    expect(await findWorkspaceInvitation(handle.db, { token, now })).toMatchObject({
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      email: 'new.person@example.com',
      inviterName: `${owner.firstName} Teams`,
      status: 'pending',
    });
  });

  it('[SECURITY] is the owner’s: a collaborator gets 403 and the personal space has no team', async () => {
    const { owner, workspace } = await makeTeam();
    const editor = await makeBuilder();
    const { token } = await inviteToWorkspace(handle.db, { workspace, email: editor.email, invitedBy: owner.id });
    await acceptWorkspaceInvitation(handle.db, { token, builder: editor });
    const asEditor = (await resolveWorkspace(handle.db, { builderId: editor.id, routeId: workspace.routeId }))!;
    expect(asEditor.role).toBe('editor');

    const refused = await rejection(
      inviteToWorkspace(handle.db, { workspace: asEditor, email: 'friend@example.com', invitedBy: editor.id }),
    );
    expect(refused).toMatchObject({ status: 403, message: TEAM_MESSAGES.ownerOnlyInvite });

    const personal = (await resolveWorkspace(handle.db, { builderId: owner.id, routeId: 0 }))!;
    const solo = await rejection(
      inviteToWorkspace(handle.db, { workspace: personal, email: 'friend@example.com', invitedBy: owner.id }),
    );
    expect(solo).toMatchObject({ status: 400, message: TEAM_MESSAGES.personalSpace });
    expect(await listWorkspaceInvitations(handle.db, { workspaceId: personal.id })).toEqual([]);
    expect(
      (await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id })).map((i) => i.email),
    ).not.toContain('friend@example.com');
  });

  it('refuses a member, a pending address (also when two invites race) and more than the pending cap', async () => {
    const { owner, workspace } = await makeTeam();
    const self = await rejection(inviteToWorkspace(handle.db, { workspace, email: owner.email, invitedBy: owner.id }));
    expect(self).toMatchObject({ status: 409, message: TEAM_MESSAGES.alreadyMember(owner.email), field: 'email' });

    const results = await Promise.allSettled([
      inviteToWorkspace(handle.db, { workspace, email: 'race@example.com', invitedBy: owner.id }),
      inviteToWorkspace(handle.db, { workspace, email: 'RACE@example.com', invitedBy: owner.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const again = await rejection(
      inviteToWorkspace(handle.db, { workspace, email: 'race@example.com', invitedBy: owner.id }),
    );
    expect(again).toMatchObject({ status: 409, message: TEAM_MESSAGES.alreadyInvited('race@example.com') });

    for (let i = 1; i < MAX_PENDING_WORKSPACE_INVITATIONS; i += 1) {
      await inviteToWorkspace(handle.db, { workspace, email: `cap-${i}@example.com`, invitedBy: owner.id });
    }
    const full = await rejection(
      inviteToWorkspace(handle.db, { workspace, email: 'one-too-many@example.com', invitedBy: owner.id }),
    );
    expect(full).toMatchObject({ status: 400, message: TEAM_MESSAGES.tooManyPending });
    expect(await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id })).toHaveLength(
      MAX_PENDING_WORKSPACE_INVITATIONS,
    );
  });
});

describe('resending and revoking', () => {
  it('resend gives a new link and a new expiry; the old link stops working', async () => {
    const { owner, workspace } = await makeTeam();
    const sent = new Date('2030-03-01T09:00:00Z');
    const first = await inviteToWorkspace(handle.db, {
      workspace,
      email: 'resend@example.com',
      invitedBy: owner.id,
      now: sent,
    });
    const later = new Date(sent.getTime() + WORKSPACE_INVITATION_TTL_MS + 60_000);
    expect((await findWorkspaceInvitation(handle.db, { token: first.token, now: later }))?.status).toBe('expired');

    const second = await resendWorkspaceInvitation(handle.db, {
      workspace,
      invitationId: first.invitation.id,
      now: later,
    });
    expect(second.token).not.toBe(first.token);
    expect(second.invitation.expiresAt.getTime()).toBe(later.getTime() + WORKSPACE_INVITATION_TTL_MS);
    expect(await findWorkspaceInvitation(handle.db, { token: first.token, now: later })).toBeUndefined();
    expect((await findWorkspaceInvitation(handle.db, { token: second.token, now: later }))?.status).toBe('pending');
  });

  it('[SECURITY] another workspace’s invitation is not found, and collaborators cannot resend or revoke', async () => {
    const a = await makeTeam();
    const b = await makeTeam();
    const { invitation, token } = await inviteToWorkspace(handle.db, {
      workspace: a.workspace,
      email: 'bound@example.com',
      invitedBy: a.owner.id,
    });
    const viaB = await rejection(
      resendWorkspaceInvitation(handle.db, { workspace: b.workspace, invitationId: invitation.id }),
    );
    expect(viaB.status).toBe(404);
    expect(
      (await rejection(revokeWorkspaceInvitation(handle.db, { workspace: b.workspace, invitationId: invitation.id })))
        .status,
    ).toBe(404);

    const asEditor = { ...a.workspace, role: 'editor' as const };
    expect(
      (await rejection(resendWorkspaceInvitation(handle.db, { workspace: asEditor, invitationId: invitation.id })))
        .status,
    ).toBe(403);
    expect(
      (await rejection(revokeWorkspaceInvitation(handle.db, { workspace: asEditor, invitationId: invitation.id })))
        .status,
    ).toBe(403);
    expect((await invitationRow(invitation.id)).tokenHash).toBe(hashToken(token));
    expect((await invitationRow(invitation.id)).revokedAt).toBeNull();
  });

  it('revoke leaves the link saying so, frees the address for a new invitation, and cannot be repeated', async () => {
    const { owner, workspace } = await makeTeam();
    const { invitation, token } = await inviteToWorkspace(handle.db, {
      workspace,
      email: 'revoked@example.com',
      invitedBy: owner.id,
    });
    await revokeWorkspaceInvitation(handle.db, { workspace, invitationId: invitation.id });
    expect((await findWorkspaceInvitation(handle.db, { token }))?.status).toBe('revoked');
    expect(await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id })).toEqual([]);
    const again = await rejection(revokeWorkspaceInvitation(handle.db, { workspace, invitationId: invitation.id }));
    expect(again).toMatchObject({ status: 404, message: TEAM_MESSAGES.invitationNotFound });
    const invitee = await makeBuilder({ email: 'revoked@example.com' });
    expect(await acceptWorkspaceInvitation(handle.db, { token, builder: invitee })).toEqual({
      status: 'unavailable',
      reason: 'revoked',
    });
    await inviteToWorkspace(handle.db, { workspace, email: 'revoked@example.com', invitedBy: owner.id });
    expect(await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id })).toHaveLength(1);
  });
});

describe('accepting', () => {
  it('[SECURITY] only the invited address joins; the wrong account changes nothing', async () => {
    const { owner, workspace, site } = await makeTeam();
    const invitee = await makeBuilder({ verified: false });
    const stranger = await makeBuilder();
    const { token } = await inviteToWorkspace(handle.db, {
      workspace,
      email: invitee.email.toUpperCase(),
      invitedBy: owner.id,
    });

    expect(await acceptWorkspaceInvitation(handle.db, { token, builder: stranger })).toEqual({
      status: 'wrong-account',
      invitedEmail: invitee.email,
    });
    expect(await getSiteForBuilder(handle.db, { builderId: stranger.id, siteId: site.id })).toBeUndefined();
    expect((await findWorkspaceInvitation(handle.db, { token }))?.status).toBe('pending');

    expect(await acceptWorkspaceInvitation(handle.db, { token, builder: invitee })).toEqual({
      status: 'joined',
      workspaceId: workspace.id,
    });
    expect(await getSiteForBuilder(handle.db, { builderId: invitee.id, siteId: site.id })).toMatchObject({
      role: 'editor',
      workspaceRouteId: workspace.id,
    });
    // The link reached the address: an unverified account is verified now.
    expect((await findBuilderByEmail(handle.db, { email: invitee.email }))?.verifiedAt).toBeInstanceOf(Date);
    // Single use.
    expect(await acceptWorkspaceInvitation(handle.db, { token, builder: invitee })).toEqual({
      status: 'unavailable',
      reason: 'accepted',
    });
    expect((await findWorkspaceInvitation(handle.db, { token }))?.status).toBe('accepted');
  });

  it('[SECURITY] an expired or unknown link joins nobody; two concurrent accepts join once', async () => {
    const { owner, workspace } = await makeTeam();
    const invitee = await makeBuilder();
    const sent = new Date('2030-03-01T09:00:00Z');
    const { token } = await inviteToWorkspace(handle.db, {
      workspace,
      email: invitee.email,
      invitedBy: owner.id,
      now: sent,
    });
    const late = new Date(sent.getTime() + WORKSPACE_INVITATION_TTL_MS);
    expect(await acceptWorkspaceInvitation(handle.db, { token, builder: invitee, now: late })).toEqual({
      status: 'unavailable',
      reason: 'expired',
    });
    expect(await acceptWorkspaceInvitation(handle.db, { token: `${token}x`, builder: invitee })).toEqual({
      status: 'unavailable',
      reason: 'invalid',
    });
    expect(await acceptWorkspaceInvitation(handle.db, { token: '', builder: invitee })).toEqual({
      status: 'unavailable',
      reason: 'invalid',
    });
    expect((await listWorkspaces(handle.db, { builderId: invitee.id })).map((w) => w.id)).not.toContain(workspace.id);

    const fresh = await resendWorkspaceInvitation(handle.db, {
      workspace,
      invitationId: (await listWorkspaceInvitations(handle.db, { workspaceId: workspace.id }))[0]!.id,
    });
    const results = await Promise.all([
      acceptWorkspaceInvitation(handle.db, { token: fresh.token, builder: invitee }),
      acceptWorkspaceInvitation(handle.db, { token: fresh.token, builder: invitee }),
    ]);
    expect(results.filter((r) => r.status === 'joined')).toHaveLength(1);
    expect((await listMembers(handle.db, { workspaceId: workspace.id })).map((m) => m.email)).toEqual([
      owner.email,
      invitee.email,
    ]);
  });

  it('a new person signs up verified and joins; an address with an account must log in instead', async () => {
    const { owner, workspace, site } = await makeTeam();
    const { token } = await inviteToWorkspace(handle.db, {
      workspace,
      email: 'brand-new@example.com',
      invitedBy: owner.id,
    });
    const result = await signUpWithWorkspaceInvitation(handle.db, {
      token,
      firstName: 'Bree',
      lastName: 'New',
      password: 'a long enough password',
    });
    expect(result.status).toBe('joined');
    const builder = (result as { builder: Builder }).builder;
    expect(builder).toMatchObject({ email: 'brand-new@example.com', firstName: 'Bree' });
    expect(builder.verifiedAt).toBeInstanceOf(Date);
    expect(await getSiteForBuilder(handle.db, { builderId: builder.id, siteId: site.id })).toBeDefined();
    // They have their own personal space too.
    expect(await resolveWorkspace(handle.db, { builderId: builder.id, routeId: 0 })).toMatchObject({ role: 'owner' });

    // Used: a second sign-up creates nobody.
    expect(
      await signUpWithWorkspaceInvitation(handle.db, {
        token,
        firstName: 'Eve',
        lastName: '',
        password: 'a long enough password',
      }),
    ).toEqual({ status: 'unavailable', reason: 'accepted' });

    const existing = await makeBuilder();
    const second = await inviteToWorkspace(handle.db, { workspace, email: existing.email, invitedBy: owner.id });
    expect(
      await signUpWithWorkspaceInvitation(handle.db, {
        token: second.token,
        firstName: 'Mallory',
        lastName: '',
        password: 'a long enough password',
      }),
    ).toEqual({ status: 'exists' });
    expect((await findBuilderByEmail(handle.db, { email: existing.email }))?.firstName).toBe(existing.firstName);
    expect((await findWorkspaceInvitation(handle.db, { token: second.token }))?.status).toBe('pending');
  });
});

describe('removing and leaving', () => {
  async function teamWithEditor() {
    const team = await makeTeam();
    const editor = await makeBuilder();
    const { token } = await inviteToWorkspace(handle.db, {
      workspace: team.workspace,
      email: editor.email,
      invitedBy: team.owner.id,
    });
    await acceptWorkspaceInvitation(handle.db, { token, builder: editor });
    const asEditor = (await resolveWorkspace(handle.db, { builderId: editor.id, routeId: team.workspace.routeId }))!;
    return { ...team, editor, asEditor };
  }

  it('the owner removes a collaborator, who loses the workspace and its portals at once', async () => {
    const { workspace, site, editor } = await teamWithEditor();
    expect(await removeWorkspaceMember(handle.db, { workspace, builderId: editor.id })).toEqual({
      name: `${editor.firstName} Teams`,
      email: editor.email,
    });
    expect(await resolveWorkspace(handle.db, { builderId: editor.id, routeId: workspace.routeId })).toBeUndefined();
    expect(await getSiteForBuilder(handle.db, { builderId: editor.id, siteId: site.id })).toBeUndefined();
    const again = await rejection(removeWorkspaceMember(handle.db, { workspace, builderId: editor.id }));
    expect(again).toMatchObject({ status: 404, message: TEAM_MESSAGES.notAMember });
  });

  it('[SECURITY] a collaborator cannot remove anyone, and nobody can remove the owner', async () => {
    const { owner, workspace, editor, asEditor } = await teamWithEditor();
    const other = await makeBuilder();
    const { token } = await inviteToWorkspace(handle.db, { workspace, email: other.email, invitedBy: owner.id });
    await acceptWorkspaceInvitation(handle.db, { token, builder: other });

    for (const builderId of [owner.id, other.id, editor.id]) {
      const refused = await rejection(removeWorkspaceMember(handle.db, { workspace: asEditor, builderId }));
      expect(refused).toMatchObject({ status: 403, message: TEAM_MESSAGES.ownerOnlyRemove });
    }
    const self = await rejection(removeWorkspaceMember(handle.db, { workspace, builderId: owner.id }));
    expect(self).toMatchObject({ status: 400, message: TEAM_MESSAGES.ownerCannotBeRemoved });
    expect(await listMembers(handle.db, { workspaceId: workspace.id })).toHaveLength(3);
  });

  it('a collaborator leaves; the owner cannot', async () => {
    const { owner, workspace, editor, asEditor } = await teamWithEditor();
    const refused = await rejection(leaveWorkspace(handle.db, { workspace, builderId: owner.id }));
    expect(refused).toMatchObject({ status: 400, message: TEAM_MESSAGES.ownerCannotLeave });
    await leaveWorkspace(handle.db, { workspace: asEditor, builderId: editor.id });
    expect((await listMembers(handle.db, { workspaceId: workspace.id })).map((m) => m.email)).toEqual([owner.email]);
  });

  it('[SECURITY] a collaborator cannot transfer a team portal out of the workspace', async () => {
    const { site, workspace, editor } = await teamWithEditor();
    const refused = await rejection(
      transferSite(handle.db, { builderId: editor.id, siteId: site.id, fromWorkspaceId: workspace.id, toRouteId: 0 }),
    );
    expect(refused.status).toBe(403);
    expect((await getSiteForBuilder(handle.db, { builderId: editor.id, siteId: site.id }))?.site.workspaceId).toBe(
      workspace.id,
    );
  });
});
