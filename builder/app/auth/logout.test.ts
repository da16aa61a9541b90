import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
