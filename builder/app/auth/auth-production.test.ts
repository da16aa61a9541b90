import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, signUp } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await h?.close();
});

describe('[AUTH] in production', () => {
  it('uses a __Host- cookie that is Secure, HttpOnly and SameSite=Lax', async () => {
    const { res } = await signUp(h);
    expect(res.status).toBe(302);
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^__Host-atrium_session=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const resend = await h.request('/api/users/verify', { method: 'POST', cookie: cookieFrom(res) });
    expect(resend.status).toBe(200);
  });

  it('has no dev mailbox', async () => {
    await signUp(h);
    expect((await h.request('/dev/mailbox')).status).toBe(404);
    expect((await h.request('/dev/mailbox/anything')).status).toBe(404);
  });
});
