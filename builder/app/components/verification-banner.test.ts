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
});
