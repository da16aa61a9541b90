import { createVerificationToken, verifyEmail } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[PROFILE] shell', () => {
  it('renders the user menu name and the verification banner for an unverified builder', async () => {
    const { cookie } = await h.signIn({ verified: false, firstName: 'Mary' });
    const html = await (await h.request('/workspaces/0/portals', { cookie })).text();
    expect(html).toContain('Mary Builder');
    expect(html).toContain('Resend verification email');
  });

  it('shows no banner once verified', async () => {
    const { cookie } = await h.signIn({ verified: true });
    const html = await (await h.request('/workspaces/0/portals', { cookie })).text();
    expect(html).not.toContain('Resend verification email');
  });

  it('GET /api/users/verify answers whether the signed-in builder is verified now (a tab opened earlier asks it on focus)', async () => {
    const { builder, cookie } = await h.signIn({ verified: false });
    const ask = async (cookieHeader?: string) => {
      const res = await h.request('/api/users/verify', cookieHeader ? { cookie: cookieHeader } : {});
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(await ask(cookie)).toEqual({ status: 200, body: { verified: false } });
    // Verified in another tab, through the emailed link.
    const token = await createVerificationToken(h.runtime.db, { builderId: builder.id, email: builder.email });
    expect(await verifyEmail(h.runtime.db, { token })).toBe(builder.id);
    expect(await ask(cookie)).toEqual({ status: 200, body: { verified: true } });
    // Only for the signed-in builder; nobody else's status.
    expect((await ask()).status).toBe(401);
  });
});
