import { findBuilderByEmail, listOutbox } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, latestVerifyLink, signUp } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A request only a signed-in builder gets a 2xx/4xx-but-not-401 answer to. */
async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await h.request('/api/users/verify', { method: 'POST', cookie });
  return res.status !== 401;
}

describe('[AUTH] sign-up', () => {
  it('creates the account, signs in with a safe cookie and emails a verification link', async () => {
    const { res, email } = await signUp(h, { email: 'Ada@Example.com ' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/workspaces/0/portals');
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^atrium_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);

    const builder = await findBuilderByEmail(h.runtime.db, { email });
    expect(builder).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      verifiedAt: null,
    });
    expect(await isSignedIn(cookieFrom(res))).toBe(true);

    const [mail] = await listOutbox(h.runtime.db, { to: 'ada@example.com' });
    expect(mail?.subject).toBe('Verify your email for Atrium');
    expect(await latestVerifyLink(h, 'ada@example.com')).toMatch(/^http:\/\/localhost:3000\/verify\?token=[\w-]+$/);
  });

  it('refuses invalid input with the schema messages and status 400, without echoing the password', async () => {
    const res = await h.request('/signup', {
      form: { firstName: ' ', lastName: '', email: 'nope', password: 'short-pw' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please enter your first name');
    expect(html).toContain('Please enter a valid email');
    expect(html).not.toContain('short-pw');
  });

  it('says the password rule once: as a hint first, as the error after a short password', async () => {
    const blank = await (await h.request('/signup')).text();
    expect(blank).toContain('At least 8 characters.');
    const res = await h.request('/signup', {
      form: { firstName: 'Ada', lastName: '', email: 'ada-short@example.com', password: 'short' },
    });
    expect(res.status).toBe(400);
    // What the page shows (the scripts carry the form's state for hydration).
    const shown = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
    expect(shown.match(/Password must be at least 8 characters/g)).toHaveLength(1);
    expect(shown).not.toContain('At least 8 characters.');
  });

  it('refuses a taken email on the email field', async () => {
    const { email } = await signUp(h);
    const { res } = await signUp(h, { email });
    expect(res.status).toBe(409);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toContain('An account with this email already exists. Log in instead.');
  });
});
