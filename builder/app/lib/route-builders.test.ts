import { findBuilderByEmail } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCount } from '../../test/auth-helpers';
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
