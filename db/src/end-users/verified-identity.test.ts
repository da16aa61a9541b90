import { END_USER_INVITATION_TTL_DAYS, ZCreatePortalSchema } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from '../builders/create-builder';
import { hashPassword } from '../builders/password';
import type { DbHandle } from '../create-db';
import { createSite } from '../sites/create-site';
import { createTestDb } from '../testing/create-test-db';
import { resolveWorkspace } from '../workspaces/resolve-workspace';
import { activateEndUser } from './activate-end-user';
import { changeEndUserEmail, createEmailChangeToken, findEmailChange } from './email-change';
import { createPasswordResetToken, passwordResetTokenValid } from './end-user-tokens';
import { authenticateEndUser, createEndUser, listEndUsers } from './end-users';
import { createInvitations, findInvitation } from './invitations';
import {
  PENDING_SIGNUP_TTL_MS,
  createPendingSignup,
  findPendingSignup,
  signedUpInThisBrowser,
} from './pending-signups';
import { createUserGroup } from './user-groups';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
async function makeSite() {
  const { db } = handle;
  counter += 1;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `verified-identity-${counter}@example.com`,
    password: 'correct horse battery',
  });
  const personal = await resolveWorkspace(db, { builderId: builder.id, routeId: 0 });
  return createSite(db, {
    workspaceId: personal!.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: `Verified Identity ${counter}` }),
  });
}

describe('pending sign-ups', () => {
  it('are not users; a link works on its own portal, within the hour, for the browser that signed up', async () => {
    const { db } = handle;
    const site = await makeSite();
    const other = await makeSite();
    const passwordHash = await hashPassword('typed at sign-up');
    const now = new Date('2030-01-01T10:00:00Z');
    const { token, browserToken, pendingSignup } = await createPendingSignup(db, {
      siteId: site.id,
      email: 'Client@Example.com',
      passwordHash,
      now,
    });
    expect(pendingSignup.email).toBe('client@example.com');
    expect(pendingSignup.tokenHash).not.toContain(token);
    expect((await listEndUsers(db, { siteId: site.id })).total).toBe(0);

    expect(await findPendingSignup(db, { siteId: site.id, token, now })).toMatchObject({ id: pendingSignup.id });
    expect(await findPendingSignup(db, { siteId: other.id, token, now })).toBeUndefined();
    expect(await findPendingSignup(db, { siteId: site.id, token: `${token}x`, now })).toBeUndefined();
    const later = new Date(now.getTime() + PENDING_SIGNUP_TTL_MS + 1);
    expect(await findPendingSignup(db, { siteId: site.id, token, now: later })).toBeUndefined();

    expect(signedUpInThisBrowser(pendingSignup, browserToken)).toBe(true);
    expect(signedUpInThisBrowser(pendingSignup, undefined)).toBe(false);
    expect(signedUpInThisBrowser(pendingSignup, token)).toBe(false);
  });

  it('activation uses the link once, even when two requests race, and drops the other pending sign-ups of the address', async () => {
    const { db } = handle;
    const site = await makeSite();
    const group = await createUserGroup(db, { siteId: site.id, name: 'Clients' });
    const passwordHash = await hashPassword('the owner password');
    const first = await createPendingSignup(db, { siteId: site.id, email: 'owner@example.com', passwordHash });
    const second = await createPendingSignup(db, { siteId: site.id, email: 'owner@example.com', passwordHash });
    const activate = (pendingSignupId: string) =>
      activateEndUser(db, {
        siteId: site.id,
        email: 'owner@example.com',
        passwordHash,
        proof: { kind: 'pending-signup', pendingSignupId },
        groups: [group.id],
        integrationGroups: [],
        recordId: 'rec1',
      });
    const results = await Promise.all([activate(first.pendingSignup.id), activate(first.pendingSignup.id)]);
    // The loser finds the link used, or (when it ran second) the account there.
    expect(results.filter((r) => r.status === 'activated')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'used' || r.status === 'exists')).toHaveLength(1);
    const activated = results.find((r) => r.status === 'activated');
    expect(activated?.status === 'activated' && activated.user).toMatchObject({
      email: 'owner@example.com',
      groups: [group.id],
      recordId: 'rec1',
    });
    expect(await findPendingSignup(db, { siteId: site.id, token: second.token })).toBeUndefined();
    expect(await activate(first.pendingSignup.id)).toEqual({ status: 'exists' });
    expect(
      await authenticateEndUser(db, { siteId: site.id, email: 'owner@example.com', password: 'the owner password' }),
    ).toBeDefined();
  });

  it('a link of another portal, or a used one, activates nothing', async () => {
    const { db } = handle;
    const site = await makeSite();
    const other = await makeSite();
    const passwordHash = await hashPassword('whatever it is');
    const { pendingSignup } = await createPendingSignup(db, { siteId: site.id, email: 'x@example.com', passwordHash });
    const params = {
      email: 'x@example.com',
      passwordHash,
      proof: { kind: 'pending-signup' as const, pendingSignupId: pendingSignup.id },
      groups: [],
      integrationGroups: [],
      recordId: null,
    };
    expect(await activateEndUser(db, { ...params, siteId: other.id })).toEqual({ status: 'used' });
    expect((await listEndUsers(db, { siteId: other.id })).total).toBe(0);
    expect((await activateEndUser(db, { ...params, siteId: site.id })).status).toBe('activated');
  });
});

describe('invitations as proof', () => {
  it('an invitation works once, atomically, only on its portal, and brings its groups', async () => {
    const { db } = handle;
    const site = await makeSite();
    const other = await makeSite();
    const clients = await createUserGroup(db, { siteId: site.id, name: 'Clients' });
    const [sent] = await createInvitations(db, { siteId: site.id, emails: ['nova@example.com'], groups: [clients.id] });
    expect(await findInvitation(db, { siteId: other.id, token: sent!.token })).toBeUndefined();
    const invitation = (await findInvitation(db, { siteId: site.id, token: sent!.token }))!;
    const passwordHash = await hashPassword('nova password');
    const accept = (siteId: string, email: string) =>
      activateEndUser(db, {
        siteId,
        email,
        passwordHash,
        proof: { kind: 'invitation', invitationId: invitation.id },
        groups: [],
        integrationGroups: [],
        recordId: null,
      });
    expect(await accept(other.id, 'nova@example.com')).toEqual({ status: 'used' });
    // Two different addresses racing with one invitation: one account only.
    const results = await Promise.all([accept(site.id, 'nova@example.com'), accept(site.id, 'nova2@example.com')]);
    expect(results.map((r) => r.status).sort()).toEqual(['activated', 'used']);
    const { users } = await listEndUsers(db, { siteId: site.id });
    expect(users).toHaveLength(1);
    expect(users[0]!.groups).toEqual([clients.id]);
    expect(await findInvitation(db, { siteId: site.id, token: sent!.token })).toBeUndefined();
  });

  it(`an invitation works for ${END_USER_INVITATION_TTL_DAYS} days, then neither finds nor activates`, async () => {
    const { db } = handle;
    const site = await makeSite();
    const sentAt = new Date('2026-01-01T00:00:00Z');
    const [sent] = await createInvitations(db, {
      siteId: site.id,
      emails: ['late@example.com'],
      groups: [],
      now: sentAt,
    });
    expect(sent!.expiresAt.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    const justBefore = new Date(sent!.expiresAt.getTime() - 1000);
    const invitation = (await findInvitation(db, { siteId: site.id, token: sent!.token, now: justBefore }))!;
    expect(invitation.email).toBe('late@example.com');
    expect(await findInvitation(db, { siteId: site.id, token: sent!.token, now: sent!.expiresAt })).toBeUndefined();
    const accept = (now: Date) =>
      activateEndUser(db, {
        siteId: site.id,
        email: 'late@example.com',
        passwordHash: 'hash',
        proof: { kind: 'invitation', invitationId: invitation.id },
        groups: [],
        integrationGroups: [],
        recordId: null,
        now,
      });
    // Expired between finding it and using it: used up, no account.
    expect(await accept(sent!.expiresAt)).toEqual({ status: 'used' });
    expect((await listEndUsers(db, { siteId: site.id })).total).toBe(0);
    expect((await accept(justBefore)).status).toBe('activated');
  });
});

describe('email change', () => {
  it('confirms the new address once, refuses one taken on the portal, and ends the links sent to the old one', async () => {
    const { db } = handle;
    const site = await makeSite();
    const other = await makeSite();
    const user = await createEndUser(db, { siteId: site.id, email: 'old@example.com', password: 'pass word 123' });
    await createEndUser(db, { siteId: site.id, email: 'taken@example.com', password: 'pass word 123' });
    const reset = await createPasswordResetToken(db, { endUserId: user.id });

    const toTaken = await createEmailChangeToken(db, { endUserId: user.id, newEmail: 'taken@example.com' });
    expect(await changeEndUserEmail(db, { siteId: site.id, token: toTaken })).toEqual({ status: 'taken' });
    // Refused: nothing changed, the reset link still works.
    expect(await passwordResetTokenValid(db, { siteId: site.id, token: reset })).toBe(true);

    const token = await createEmailChangeToken(db, { endUserId: user.id, newEmail: 'New@Example.com' });
    expect(await findEmailChange(db, { siteId: site.id, token })).toEqual({
      endUserId: user.id,
      currentEmail: 'old@example.com',
      newEmail: 'new@example.com',
    });
    expect(await changeEndUserEmail(db, { siteId: other.id, token })).toEqual({ status: 'invalid' });
    const changed = await changeEndUserEmail(db, { siteId: site.id, token });
    expect(changed).toMatchObject({
      status: 'changed',
      previousEmail: 'old@example.com',
      user: { email: 'new@example.com' },
    });
    expect(await changeEndUserEmail(db, { siteId: site.id, token })).toEqual({ status: 'invalid' });
    expect(await passwordResetTokenValid(db, { siteId: site.id, token: reset })).toBe(false);
    expect(
      await authenticateEndUser(db, { siteId: site.id, email: 'new@example.com', password: 'pass word 123' }),
    ).toBeDefined();
  });
});
