import { VERIFICATION_SENT_MESSAGE } from '@atrium/core';
import { findBuilderByEmail } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, latestVerifyLink, outboxCount, signUp } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
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
