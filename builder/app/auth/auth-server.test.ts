import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { findBuilderByEmail, listOutbox } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilderApp } from '../../server/create-server';

/** The whole path a browser takes: express server, Remix, cookies, the dev mailbox. */
let runtime: Runtime;
let server: Server;
let base: string;

beforeAll(async () => {
  runtime = await createTestRuntime();
  const app = await createBuilderApp(runtime, { dev: false });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await runtime?.close();
});

function post(path: string, form: Record<string, string>, init: { cookie?: string; origin?: string } = {}) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: init.origin ?? base,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
}

const get = (path: string, cookie?: string) =>
  fetch(base + path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

const cookieOf = (res: Response) => res.headers.get('Set-Cookie')!.split(';')[0]!;

describe('[AUTH] through the HTTP server', () => {
  it('signs up, verifies through the dev mailbox, logs out and logs in', async () => {
    const email = 'server-flow@example.com';
    const signup = await post('/signup', {
      firstName: 'Sam',
      lastName: 'Server',
      email,
      password: 'server password 1',
    });
    expect(signup.status).toBe(302);
    expect(signup.headers.get('Location')).toBe('/workspaces/0/portals');
    const cookie = cookieOf(signup);

    const portals = await get('/workspaces/0/portals', cookie);
    expect(portals.status).toBe(200);
    expect(await portals.text()).toContain('Resend verification email');

    const mailbox = await (await get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const [mail] = await listOutbox(runtime.db, { to: email });
    expect(mailbox).toContain(`/dev/mailbox/${mail!.id}`);
    const detail = await (await get(`/dev/mailbox/${mail!.id}`)).text();
    const link = detail.match(/<a href="(http[^"]+\/verify\?token=[^"]+)"/)?.[1];
    expect(link).toBeTruthy();
    const verify = await get(new URL(link!).pathname + new URL(link!).search, cookie);
    expect(verify.headers.get('Location')).toBe('/workspaces/0/portals?verified=1');
    expect((await findBuilderByEmail(runtime.db, { email }))?.verifiedAt).toBeInstanceOf(Date);
    expect(await (await get('/workspaces/0/portals', cookie)).text()).not.toContain('Resend verification email');

    const logout = await post('/logout', {}, { cookie });
    expect(logout.headers.get('Location')).toBe('/login');
    expect((await get('/workspaces/0/portals', cookie)).headers.get('Location')).toBe(
      '/login?redirectTo=%2Fworkspaces%2F0%2Fportals',
    );

    const login = await post('/login', { email, password: 'server password 1', redirectTo: '/workspaces/0/portals' });
    expect(login.status).toBe(302);
    expect((await get('/workspaces/0/portals', cookieOf(login))).status).toBe(200);
  });

  it('refuses page and API posts from another origin with 403', async () => {
    const evil = { origin: 'http://evil.example' };
    const signup = await post(
      '/signup',
      { firstName: 'Eve', lastName: '', email: 'eve@example.com', password: 'evil password 1' },
      evil,
    );
    expect(signup.status).toBe(403);
    expect(await findBuilderByEmail(runtime.db, { email: 'eve@example.com' })).toBeUndefined();
    expect(
      (await post('/login', { email: 'server-flow@example.com', password: 'server password 1' }, evil)).status,
    ).toBe(403);
    expect((await post('/api/users/verify', {}, evil)).status).toBe(403);
    expect((await post('/logout', {}, { origin: 'not a url' })).status).toBe(403);
  });
});
