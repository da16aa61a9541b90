import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, ZCreatePortalSchema } from '@atrium/core';
import { createSite, createWorkspace, resolveWorkspace } from '@atrium/db';
import { LOGIN_LIMITS } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

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

  it('locks an email at one address after 10 failed attempts there, even with the right password', async () => {
    const { builder } = await h.signIn();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      const res = await h.request('/login', {
        form: { email: builder.email, password: `wrong-${i}` },
        clientIp: '10.0.0.1',
      });
      expect(res.status).toBe(401);
    }
    const locked = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.0.0.1',
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Set-Cookie')).toBeNull();
    expect(await locked.text()).toContain(LOGIN_RATE_LIMITED_MESSAGE);
    // The same email in other capitals is the same account.
    const shouted = await h.request('/login', {
      form: { email: builder.email.toUpperCase(), password: PASSWORD },
      clientIp: '10.0.0.1',
    });
    expect(shouted.status).toBe(429);
  });

  it('an attacker guessing elsewhere cannot lock the owner out of their usual address', async () => {
    const { builder } = await h.signIn();
    // The owner logs in from home: that address is now known for the account.
    const home = '10.7.0.1';
    expect(
      (await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: home })).status,
    ).toBe(302);
    // An attacker elsewhere guesses until refused, then tries the right password too: refused.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      const res = await h.request('/login', {
        form: { email: builder.email, password: `guess-${i}` },
        clientIp: '10.66.0.1',
      });
      expect(res.status).toBe(401);
    }
    const attacker = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.66.0.1',
    });
    expect(attacker.status).toBe(429);
    // The owner, at home, with the right password: in.
    const owner = await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: home });
    expect(owner.status).toBe(302);
    expect(owner.headers.get('Set-Cookie')).toMatch(/^atrium_session=/);
    // A new person at another address (never refused there) is not locked out by the attacker either.
    expect(
      (await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: '10.7.0.2' })).status,
    ).toBe(302);
  });

  it('limits an account to 100 attempts an hour from addresses it never logged in from, sparing known ones', async () => {
    const { builder } = await h.signIn();
    const home = '10.8.0.1';
    expect(
      (await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: home })).status,
    ).toBe(302);
    // Wrong guesses spread over 20 addresses (under the per-address and per-pair limits) up to
    // 100 attempts from unknown addresses (the owner's first log-in from home was one of them).
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i += 1) {
      const res = await h.request('/login', {
        form: { email: builder.email, password: `spread-${i}` },
        clientIp: `10.9.${i % 20}.1`,
      });
      expect(res.status).toBe(401);
    }
    // The 101st attempt, from yet another address, is refused even with the right password ...
    const botnet = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD },
      clientIp: '10.9.99.1',
    });
    expect(botnet.status).toBe(429);
    // ... while the owner's known address still gets in.
    expect(
      (await h.request('/login', { form: { email: builder.email, password: PASSWORD }, clientIp: home })).status,
    ).toBe(302);
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

  it('a successful login clears the counter of that email and address', async () => {
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

  it("lands where the builder's portals are: their personal space, else the first workspace with portals", async () => {
    const { builder, cookie } = await h.signIn();
    const login = () => h.request('/login', { form: { email: builder.email, password: PASSWORD } });
    // No portals anywhere: My Portals.
    expect((await login()).headers.get('Location')).toBe('/workspaces/0/portals');
    // Portals only in a team workspace (the demo builder): that workspace, on / and after logging in.
    const empty = await createWorkspace(h.runtime.db, { builderId: builder.id, name: 'Empty Team' });
    const team = await createWorkspace(h.runtime.db, { builderId: builder.id, name: 'Agency' });
    const input = ZCreatePortalSchema.parse({ appName: 'Agency Hub' });
    await createSite(h.runtime.db, { workspaceId: team.id, builderId: builder.id, input });
    expect(empty.id).toBeLessThan(team.id);
    expect((await login()).headers.get('Location')).toBe(`/workspaces/${team.id}/portals`);
    expect((await h.request('/', { cookie })).headers.get('Location')).toBe(`/workspaces/${team.id}/portals`);
    expect((await h.request('/login', { cookie })).headers.get('Location')).toBe(`/workspaces/${team.id}/portals`);
    // A portal of their own: My Portals again; an explicit redirectTo still wins.
    const personal = (await resolveWorkspace(h.runtime.db, { builderId: builder.id, routeId: 0 }))!;
    await createSite(h.runtime.db, { workspaceId: personal.id, builderId: builder.id, input });
    expect((await login()).headers.get('Location')).toBe('/workspaces/0/portals');
    const back = await h.request('/login', {
      form: { email: builder.email, password: PASSWORD, redirectTo: `/workspaces/${team.id}` },
    });
    expect(back.headers.get('Location')).toBe(`/workspaces/${team.id}`);
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
