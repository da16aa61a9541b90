import { SITE_UPDATED_MESSAGE, ZSignupTextsSchema } from '@atrium/core';
import { getLatestPublication, getSiteDraft, publishSite } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const endpoint = (siteId: string) => `/api/sites/${siteId}/signup-form`;
const post = (siteId: string, texts: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  h.request(endpoint(siteId), {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ texts }),
  });

describe('[ACCOUNTS] Sign Up Form drawer API', () => {
  it('saves the texts in the settings draft and publishes them', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const texts = { ...ZSignupTextsSchema.parse({}), heading: 'Join the club', button: 'Join' };
    const ok = await post(site.id, texts, owner.cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, message: SITE_UPDATED_MESSAGE, texts });
    expect((await getSiteDraft(h.runtime.db, { siteId: site.id })).settings.general.accounts.signup).toEqual(texts);
    await publishSite(h.runtime.db, { siteId: site.id, builderId: owner.builder.id });
    const published = await getLatestPublication(h.runtime.db, { siteId: site.id });
    expect(published?.snapshot.settings.general.accounts.signup.heading).toBe('Join the club');
  });

  it('refuses invalid texts, strangers, the signed out and cross-site posts, changing nothing', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const site = await createPortal(h, owner);
    const valid = ZSignupTextsSchema.parse({ heading: 'Changed' });
    const tooLong = await post(site.id, { ...valid, button: 'x'.repeat(51) }, owner.cookie);
    expect(tooLong.status).toBe(400);
    expect((await post(site.id, { ...valid, extra: 'field' }, owner.cookie)).status).toBe(400);
    expect((await post(site.id, valid)).status).toBe(401);
    expect((await post(site.id, valid, stranger.cookie)).status).toBe(404);
    expect((await post(site.id, valid, owner.cookie, { Origin: 'https://evil.example' })).status).toBe(403);
    const draft = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(draft.settings.general.accounts.signup.heading).toBe('Create your account');
  });
});

describe('[ACCOUNTS] account pages in the editor', () => {
  it('opens My Account, Sign up and Log In by their special page ids, with the Sign Up texts', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    for (const [id, title] of [
      ['signup', 'Sign up'],
      ['login', 'Log In'],
      ['account', 'My Account'],
    ] as const) {
      const res = await h.request(`/edit/${site.id}?pageId=${id}`, { cookie: owner.cookie });
      expect(res.status, id).toBe(200);
      expect(await res.text()).toContain(`${title} | `);
    }
    expect((await h.request(`/edit/${site.id}?pageId=nope`, { cookie: owner.cookie })).status).toBe(404);
  });
});
