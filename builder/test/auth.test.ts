import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, VERIFICATION_SENT_MESSAGE } from '@atrium/core';
import { findBuilderByEmail, listOutbox } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, latestVerifyLink, outboxCount, signUp } from './auth-helpers';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'correct horse battery staple';

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

  it('refuses a taken email on the email field', async () => {
    const { email } = await signUp(h);
    const { res } = await signUp(h, { email });
    expect(res.status).toBe(409);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toContain('An account with this email already exists. Log in instead.');
  });
});

describe('[AUTH] email verification', () => {
  it('marks the builder verified once; a second use of the link fails', async () => {
    const { email } = await signUp(h);
    const link = new URL(await latestVerifyLink(h, email));

    const first = await h.request(link.pathname + link.search);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/login?notice=verified');
    expect((await findBuilderByEmail(h.runtime.db, { email }))?.verifiedAt).toBeInstanceOf(Date);

    const second = await h.request(link.pathname + link.search);
    expect(second.status).toBe(400);
    expect(await second.text()).toContain('This verification link is invalid or has expired.');
    expect((await h.request('/verify?token=made-up')).status).toBe(400);
  });

  it('sends a signed-in builder on to My Portals', async () => {
    const { res, email } = await signUp(h);
    const link = new URL(await latestVerifyLink(h, email));
    const verified = await h.request(link.pathname + link.search, { cookie: cookieFrom(res) });
    expect(verified.headers.get('Location')).toBe('/workspaces/0/portals?verified=1');
  });

  it('POST /api/users/verify resends for an unverified builder, 400 once verified, 401 signed out', async () => {
    const { builder, cookie } = await h.signIn({ verified: false });
    const before = await outboxCount(h, builder.email);
    const res = await h.request('/api/users/verify', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: VERIFICATION_SENT_MESSAGE });
    expect(await outboxCount(h, builder.email)).toBe(before + 1);
    expect(await latestVerifyLink(h, builder.email)).toContain('/verify?token=');

    const signedOut = await h.request('/api/users/verify', { method: 'POST' });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ ok: false, error: 'Please log in again.' });

    const verified = await h.signIn({ verified: true });
    const already = await h.request('/api/users/verify', { method: 'POST', cookie: verified.cookie });
    expect(already.status).toBe(400);
    expect(await already.json()).toEqual({ ok: false, error: 'Your email is already verified.' });
  });

  it('limits resends so the button cannot flood an inbox', async () => {
    const { builder, cookie } = await h.signIn({ verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await h.request('/api/users/verify', { method: 'POST', cookie })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await outboxCount(h, builder.email)).toBe(5);
  });
});

describe('[AUTH] login', () => {
  it('sets a NEW session cookie and revokes the one the browser had (rotation)', async () => {
    const { builder, cookie: old } = await h.signIn();
    const res = await h.request('/login', { cookie: old, form: { email: builder.email, password: PASSWORD } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/workspaces/0/portals');
    const fresh = cookieFrom(res);
    expect(fresh).not.toBe(old);
    expect(await isSignedIn(fresh)).toBe(true);
    expect(await isSignedIn(old)).toBe(false);
  });

  it('answers a wrong password and an unknown email with the same message and status', async () => {
    const { builder } = await h.signIn();
    const wrong = await h.request('/login', { form: { email: builder.email, password: 'not the password' } });
    const unknown = await h.request('/login', {
      form: { email: 'nobody-here@example.com', password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    const [wrongHtml, unknownHtml] = [await wrong.text(), await unknown.text()];
    expect(wrongHtml).toContain(LOGIN_FAILED_MESSAGE);
    expect(unknownHtml).toContain(LOGIN_FAILED_MESSAGE);
    expect(wrongHtml).not.toContain('not the password');
  });

  it('validates the form with the schema (400)', async () => {
    const res = await h.request('/login', { form: { email: 'not-an-email', password: '' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter a valid email');
  });

  it('locks an email after 10 failed attempts, even with the right password', async () => {
    const { builder } = await h.signIn();
    for (let i = 0; i < 10; i += 1) {
      const res = await h.request('/login', {
        form: { email: builder.email, password: `wrong-${i}` },
        clientIp: '10.0.0.1',
      });
      expect(res.status).toBe(401);
    }
    const locked = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.0.0.2',
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Set-Cookie')).toBeNull();
    expect(await locked.text()).toContain(LOGIN_RATE_LIMITED_MESSAGE);
  });

  it('locks a client address after 50 attempts across emails', async () => {
    const { builder } = await h.signIn();
    for (let i = 0; i < 50; i += 1) {
      const res = await h.request('/login', {
        form: { email: `guess-${i}@example.com`, password: 'guess' },
        clientIp: '10.0.0.99',
      });
      expect(res.status).toBe(401);
    }
    const locked = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.0.0.99',
    });
    expect(locked.status).toBe(429);
    const elsewhere = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.0.0.100',
    });
    expect(elsewhere.status).toBe(302);
  });

  it('a successful login clears the email counter', async () => {
    const { builder } = await h.signIn();
    for (let i = 0; i < 9; i += 1) {
      await h.request('/login', { form: { email: builder.email, password: 'wrong' }, clientIp: '10.0.1.1' });
    }
    expect(
      (await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: '10.0.1.1' })).status,
    ).toBe(302);
    const again = await h.request('/login', {
      form: { email: builder.email, password: 'wrong' },
      clientIp: '10.0.1.1',
    });
    expect(again.status).toBe(401);
  });

  it('sends signed-in builders away from /login and /signup', async () => {
    const { cookie } = await h.signIn();
    expect((await h.request('/login', { cookie })).headers.get('Location')).toBe('/workspaces/0/portals');
    expect((await h.request('/signup', { cookie })).headers.get('Location')).toBe('/workspaces/0/portals');
    expect((await h.request('/login')).status).toBe(200);
    expect((await h.request('/signup')).status).toBe(200);
  });
});

describe('[AUTH] redirects', () => {
  it('sends a visitor to /login?redirectTo=… and back there after login', async () => {
    const page = await h.request('/workspaces/0/portals');
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Fworkspaces%2F0%2Fportals');

    const { builder } = await h.signIn();
    const res = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD, redirectTo: '/workspaces/0/portals?tab=all' },
    });
    expect(res.headers.get('Location')).toBe('/workspaces/0/portals?tab=all');
  });

  it('ignores a redirectTo that leaves the site', async () => {
    const { builder } = await h.signIn();
    for (const redirectTo of ['//evil.com', 'https://evil.com', '/\\evil.com', '/\t/evil.com']) {
      const res = await h.request('/login', { form: { email: builder.email, password: PASSWORD, redirectTo } });
      expect(res.headers.get('Location')).toBe('/workspaces/0/portals');
    }
    const page = await h.request('/login?redirectTo=%2F%2Fevil.com');
    expect(await page.text()).toMatch(/<input type="hidden" name="redirectTo" value=""\/>/);
  });
});

describe('[AUTH] logout', () => {
  it('revokes the session and clears the cookie; the old cookie no longer works', async () => {
    const { cookie } = await h.signIn();
    const res = await h.request('/logout', { method: 'POST', cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login');
    expect(res.headers.get('Set-Cookie')).toMatch(/^atrium_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    const page = await h.request('/workspaces/0/portals', { cookie });
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Fworkspaces%2F0%2Fportals');
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('does not log out on GET', async () => {
    const { cookie } = await h.signIn();
    expect((await h.request('/logout', { cookie })).status).toBe(405);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});

describe('[AUTH] cross-site requests', () => {
  // Origin checks for pages also run in the express server (auth-server.test.ts): Remix itself
  // refuses a page POST whose Origin differs from Host before the action runs.
  it('refuses state changes a browser marks as cross-site with 403', async () => {
    const { builder, cookie } = await h.signIn({ verified: false });
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const login = await h.request('/login', { headers: crossSite, form: { email: builder.email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.headers.get('Set-Cookie')).toBeNull();
    const signup = await h.request('/signup', {
      headers: crossSite,
      form: { firstName: 'Eve', lastName: '', email: 'eve@example.com', password: 'a long enough password' },
    });
    expect(signup.status).toBe(403);
    expect(await findBuilderByEmail(h.runtime.db, { email: 'eve@example.com' })).toBeUndefined();
    expect((await h.request('/logout', { method: 'POST', headers: crossSite, cookie })).status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('refuses API calls from another origin with 403', async () => {
    const { builder, cookie } = await h.signIn({ verified: false });
    const before = await outboxCount(h, builder.email);
    const res = await h.request('/api/users/verify', {
      method: 'POST',
      headers: { Origin: 'http://evil.example' },
      cookie,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: 'Cross-site request refused.' });
    expect(await outboxCount(h, builder.email)).toBe(before);
  });
});

describe('[AUTH] dev mailbox', () => {
  it('lists outbox emails newest first and shows their links', async () => {
    const { email } = await signUp(h);
    const list = await h.request('/dev/mailbox');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Verify your email for Atrium');
    expect(html).toContain(email);

    const [mail] = await listOutbox(h.runtime.db, { to: email });
    const detail = await h.request(`/dev/mailbox/${mail!.id}`);
    expect(detail.status).toBe(200);
    const link = await latestVerifyLink(h, email);
    expect(await detail.text()).toContain(`<a href="${link}">`);
    expect((await h.request('/dev/mailbox/unknown-id')).status).toBe(404);
  });
});
