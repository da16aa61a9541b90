import { getBuilder, listOutbox } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, latestVerifyLink } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

function patchProfile(cookie: string | undefined, profile: Record<string, string>) {
  return h.request('/api/users/profile', { method: 'PATCH', cookie, form: profile });
}

async function isSignedIn(cookie: string): Promise<boolean> {
  return (await h.request('/workspaces/0/portals', { cookie })).status === 200;
}

describe('[PROFILE] PATCH /api/users/profile', () => {
  it('answers invalid input with the spec messages and 400 (form data)', async () => {
    const { cookie } = await h.signIn();
    const res = await patchProfile(cookie, { firstName: '  ', lastName: '', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Please enter your first name',
      field: 'firstName',
      fieldErrors: { firstName: ['Please enter your first name'], email: ['Please enter a valid email'] },
    });
  });

  it('accepts JSON with the same validation', async () => {
    const { builder, cookie } = await h.signIn();
    const bad = await h.request('/api/users/profile', {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Grace', email: '' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'Please enter a valid email', field: 'email' });

    const good = await h.request('/api/users/profile', {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email: builder.email }),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({
      ok: true,
      changed: true,
      user: { firstName: 'Grace', lastName: 'Hopper' },
    });
  });

  it('saves nothing when nothing changed', async () => {
    const { builder, cookie } = await h.signIn();
    const res = await patchProfile(cookie, {
      firstName: ` ${builder.firstName} `,
      lastName: builder.lastName,
      email: builder.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, changed: false, emailChanged: false });
    const after = await getBuilder(h.runtime.db, { builderId: builder.id });
    expect(after?.updatedAt.getTime()).toBe(builder.updatedAt.getTime());
  });

  it('saves a name change and keeps the builder signed in', async () => {
    const { builder, cookie } = await h.signIn();
    const res = await patchProfile(cookie, { firstName: 'Katherine', lastName: 'Johnson', email: builder.email });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.json()).toEqual({
      ok: true,
      changed: true,
      emailChanged: false,
      user: {
        id: builder.id,
        firstName: 'Katherine',
        lastName: 'Johnson',
        email: builder.email,
        verified: true,
        showOnboarding: false,
      },
    });
    expect(await getBuilder(h.runtime.db, { builderId: builder.id })).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('logs out everywhere on an email change and sends a verification link to the new address', async () => {
    const { builder, cookie } = await h.signIn({ verified: true });
    const res = await patchProfile(cookie, {
      firstName: builder.firstName,
      lastName: builder.lastName,
      email: 'New.Address@Example.com',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      changed: true,
      emailChanged: true,
      user: { email: 'new.address@example.com', verified: false },
    });
    expect(res.headers.get('Set-Cookie')).toMatch(/^atrium_session=;/);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await getBuilder(h.runtime.db, { builderId: builder.id })).toMatchObject({
      email: 'new.address@example.com',
      verifiedAt: null,
    });

    expect(await latestVerifyLink(h, 'new.address@example.com')).toContain('/verify?token=');
    const login = await h.request('/login', {
      form: { email: 'new.address@example.com', password: 'correct horse battery staple' },
    });
    expect(login.status).toBe(302);
    expect(await isSignedIn(cookieFrom(login))).toBe(true);
    const oldLogin = await h.request('/login', {
      form: { email: builder.email, password: 'correct horse battery staple' },
    });
    expect(oldLogin.status).toBe(401);
  });

  it('refuses an email another builder uses', async () => {
    const other = await h.signIn();
    const { builder, cookie } = await h.signIn();
    const res = await patchProfile(cookie, { firstName: builder.firstName, lastName: '', email: other.builder.email });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'This email cannot be used. Please choose another one.',
      field: 'email',
    });
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await listOutbox(h.runtime.db, { to: other.builder.email })).toHaveLength(0);
  });

  it('answers 401 signed out, 405 for other methods and 403 cross-site', async () => {
    const { builder, cookie } = await h.signIn();
    const profile = { firstName: 'X', lastName: '', email: builder.email };
    const signedOut = await patchProfile(undefined, profile);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ ok: false, error: 'Please log in again.' });

    const post = await h.request('/api/users/profile', { method: 'POST', cookie, form: profile });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('PATCH');

    const crossSite = await h.request('/api/users/profile', {
      method: 'PATCH',
      cookie,
      form: profile,
      headers: { Origin: 'http://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await getBuilder(h.runtime.db, { builderId: builder.id }))?.firstName).toBe(builder.firstName);
  });
});
