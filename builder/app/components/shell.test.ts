import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('builder shell', () => {
  it('answers /healthz', async () => {
    const res = await h.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends visitors without a session to /login, and signed-in builders to My Portals', async () => {
    expect((await h.request('/')).headers.get('Location')).toBe('/login');
    const { cookie } = await h.signIn();
    expect((await h.request('/', { cookie })).headers.get('Location')).toBe('/workspaces/0/portals');
  });

  it('reaches the home (Create Workspace, Tutorials) from the sidebar and the logo, and My Portals beside it', async () => {
    const { cookie } = await h.signIn();
    const page = await (await h.request('/workspaces/0/portals', { cookie })).text();
    expect(page).toMatch(/<a[^>]*href="\/workspaces\/0"[^>]*>(?:(?!<\/a>).)*Home/s);
    expect(page).toMatch(/<a[^>]*href="\/workspaces\/0\/portals"[^>]*>(?:(?!<\/a>).)*My Portals/s);
    // The top bar's logo links home.
    expect(page).toMatch(/<a[^>]*href="\/workspaces\/0"[^>]*>\s*<img[^>]*alt="Atrium"/);
    const home = await (await h.request('/workspaces/0', { cookie })).text();
    expect(home).toContain('Create Workspace');
    expect(home).toContain('Tutorials');
  });
});
