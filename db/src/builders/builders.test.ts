import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { verificationTokens } from '../schema/index';
import { createTestDb } from '../testing/create-test-db';
import { listWorkspaces } from '../workspaces/list-workspaces';
import { authenticateBuilder } from './authenticate-builder';
import { createBuilder } from './create-builder';
import { SESSION_TTL_MS, createSession } from './create-session';
import { createVerificationToken } from './create-verification-token';
import { findBuilderByEmail } from './find-builder-by-email';
import { findSession } from './find-session';
import { getBuilder } from './get-builder';
import { revokeAllSessions, revokeSession } from './revoke-session';
import { hashToken } from './token';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const signup = (email: string) => ({ firstName: 'Ada', lastName: 'L', email, password: 'correct horse battery' });

describe('builders and sessions', () => {
  it('signs up with a personal workspace, authenticates, and revokes sessions', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('ada@example.com'));
    await expect(createBuilder(db, signup('ada@example.com'))).rejects.toThrow(/already exists/);
    expect(
      await authenticateBuilder(db, { email: 'ADA@example.com ', password: 'correct horse battery' }),
    ).toMatchObject({ id: builder.id });
    expect(await authenticateBuilder(db, { email: 'ada@example.com', password: 'wrong' })).toBeUndefined();
    expect(await authenticateBuilder(db, { email: 'nobody@example.com', password: 'x' })).toBeUndefined();

    const workspaces = await listWorkspaces(db, { builderId: builder.id });
    expect(workspaces).toEqual([expect.objectContaining({ routeId: 0, isPersonal: true, role: 'owner' })]);

    const { token } = await createSession(db, { builderId: builder.id });
    expect((await findSession(db, { token }))?.builder.id).toBe(builder.id);
    await revokeSession(db, { token });
    expect(await findSession(db, { token })).toBeUndefined();
  });
});

describe('finding builders', () => {
  it('finds a builder by id and by email, trimmed and in any case', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('finder@example.com'));
    expect(await getBuilder(db, { builderId: builder.id })).toMatchObject({ email: 'finder@example.com' });
    expect(await getBuilder(db, { builderId: 'nobody' })).toBeUndefined();
    expect((await findBuilderByEmail(db, { email: ' Finder@Example.com ' }))?.id).toBe(builder.id);
    expect(await findBuilderByEmail(db, { email: 'other@example.com' })).toBeUndefined();
    // New accounts are unverified unless the address is already proven.
    expect(builder.verifiedAt).toBeNull();
    expect((await createBuilder(db, { ...signup('proven@example.com'), verified: true })).verifiedAt).toBeInstanceOf(
      Date,
    );
  });
});

describe('sessions', () => {
  it('ends a session when it expires, and every session of a builder at once', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('sessions@example.com'));
    const now = new Date();
    const first = await createSession(db, { builderId: builder.id, userAgent: 'x'.repeat(400), now });
    expect(first.expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS);
    expect(await findSession(db, { token: first.token, now: new Date(first.expiresAt.getTime() - 1) })).toMatchObject({
      sessionId: first.sessionId,
    });
    expect(await findSession(db, { token: first.token, now: first.expiresAt })).toBeUndefined();
    expect(await findSession(db, { token: 'not-a-token' })).toBeUndefined();

    const second = await createSession(db, { builderId: builder.id });
    const other = await createBuilder(db, signup('other-sessions@example.com'));
    const theirs = await createSession(db, { builderId: other.id });
    await revokeAllSessions(db, { builderId: builder.id });
    expect(await findSession(db, { token: first.token })).toBeUndefined();
    expect(await findSession(db, { token: second.token })).toBeUndefined();
    expect((await findSession(db, { token: theirs.token }))?.builder.id).toBe(other.id);
    // Revoking twice is harmless.
    await revokeSession(db, { token: theirs.token });
    await revokeSession(db, { token: theirs.token });
    expect(await findSession(db, { token: theirs.token })).toBeUndefined();
  });
});

describe('email verification', () => {
  it('verifies the address once with a live token for the current email', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('verify@example.com'));
    const token = await createVerificationToken(db, { builderId: builder.id, email: builder.email });
    expect(await verifyEmail(db, { token })).toBe(builder.id);
    expect((await getBuilder(db, { builderId: builder.id }))?.verifiedAt).toBeInstanceOf(Date);
    // Single use; an unknown token verifies nobody.
    expect(await verifyEmail(db, { token })).toBeUndefined();
    expect(await verifyEmail(db, { token: 'made-up' })).toBeUndefined();
  });

  it('refuses an expired token and a token for an address the builder no longer has', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('expired@example.com'));
    const expired = await createVerificationToken(db, { builderId: builder.id, email: builder.email });
    await db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.tokenHash, hashToken(expired)));
    expect(await verifyEmail(db, { token: expired })).toBeUndefined();

    const stale = await createVerificationToken(db, { builderId: builder.id, email: 'old-address@example.com' });
    expect(await verifyEmail(db, { token: stale })).toBeUndefined();
    expect((await getBuilder(db, { builderId: builder.id }))?.verifiedAt).toBeNull();
  });
});

describe('profile', () => {
  it('saves a changed name, and says when nothing changed', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, signup('profile@example.com'));
    const same = await updateProfile(db, {
      builderId: builder.id,
      profile: { firstName: 'Ada', lastName: 'L', email: 'profile@example.com' },
    });
    expect(same).toMatchObject({ changed: false, emailChanged: false });
    const renamed = await updateProfile(db, {
      builderId: builder.id,
      profile: { firstName: 'Augusta', lastName: 'King', email: 'profile@example.com' },
    });
    expect(renamed).toMatchObject({ changed: true, emailChanged: false });
    expect(renamed.builder).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
  });

  it('a new email un-verifies the account and ends its sessions; a taken email is refused', async () => {
    const { db } = handle;
    const builder = await createBuilder(db, { ...signup('mover@example.com'), verified: true });
    await createBuilder(db, signup('taken@example.com'));
    const { token } = await createSession(db, { builderId: builder.id });
    await expect(
      updateProfile(db, {
        builderId: builder.id,
        profile: { firstName: 'Ada', lastName: 'L', email: 'taken@example.com' },
      }),
    ).rejects.toThrow(/cannot be used/);
    expect(await findSession(db, { token })).toBeDefined();

    const moved = await updateProfile(db, {
      builderId: builder.id,
      profile: { firstName: 'Ada', lastName: 'L', email: 'moved@example.com' },
    });
    expect(moved).toMatchObject({ changed: true, emailChanged: true });
    expect(moved.builder.verifiedAt).toBeNull();
    expect(await findSession(db, { token })).toBeUndefined();
    expect(
      await authenticateBuilder(db, { email: 'moved@example.com', password: 'correct horse battery' }),
    ).toMatchObject({ id: builder.id });
    await expect(
      updateProfile(db, { builderId: 'nobody', profile: { firstName: 'A', lastName: 'B', email: 'a@example.com' } }),
    ).rejects.toThrow(/not found/);
  });
});
