import { listPublications } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PAGE_MESSAGE } from '../editor/components/section-list';
import { createPortal, homeOf, loadEditorData, postIntent } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[EDITOR] /edit/:siteId', () => {
  it('opens on the home page for the portal owner, with the frame, the top bar and the live preview', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Acme Portal');
    const res = await h.request(`/edit/${site.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Publish Changes');
    expect(html).toContain('Preview Portal');
    expect(html).toContain('Home | Acme Portal');
    expect(html).toContain(`${site.subdomain}.localhost:3001/`);
    // The home page's content section, rendered by the sections package.
    expect(html).toContain('atrium-portal');
    expect(html).toContain(`href="/workspaces/0/portals"`);

    const { status, data } = await loadEditorData(h, site.id, owner.cookie);
    expect(status).toBe(200);
    const home = await homeOf(h, site.id);
    expect(data?.page.id).toBe(home.id);
    expect(data?.pages.map((p) => p.path)).toEqual(['/']);
    expect(data?.publication).toBeNull();
    expect(data?.user.verified).toBe(true);
    expect(data?.portal.url).toBe(`http://${site.subdomain}.localhost:3001`);
  });

  it('selects the page named by ?pageId= and shows the empty-page notice for a page without sections', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const created = await postIntent(h, site.id, owner.cookie, {
      intent: 'create-page',
      name: 'About us',
      path: '/about-us',
    });
    const pageId = created.data?.pageId as string;
    const res = await h.request(`/edit/${site.id}?pageId=${pageId}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('About us | Acme Portal');
    expect(html).toContain(EMPTY_PAGE_MESSAGE);
    expect(EMPTY_PAGE_MESSAGE).toBe('Your page is empty - Start by adding a section to your page');
  });

  it('tells an unverified builder that publishing needs a verified email', async () => {
    const owner = await h.signIn({ verified: false });
    const site = await createPortal(h, owner);
    const { data } = await loadEditorData(h, site.id, owner.cookie);
    expect(data?.user.verified).toBe(false);
  });

  it('sends visitors without a session to /login and back', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const res = await h.request(`/edit/${site.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(`/edit/${site.id}`)}`);
  });

  it("answers 404 for another builder's portal, a page of another portal and an unknown page", async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const site = await createPortal(h, owner);
    const strangersSite = await createPortal(h, stranger, 'Other Portal');
    const strangersHome = await homeOf(h, strangersSite.id);

    expect((await h.request(`/edit/${site.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await h.request(`/edit/${strangersSite.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await h.request(`/edit/does-not-exist`, { cookie: owner.cookie })).status).toBe(404);
    expect((await h.request(`/edit/${site.id}?pageId=${strangersHome.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await h.request(`/edit/${site.id}?pageId=nope`, { cookie: owner.cookie })).status).toBe(404);
    const html = await (await h.request(`/edit/${site.id}`, { cookie: stranger.cookie })).text();
    expect(html).not.toContain('Acme Portal');
  });

  it('refuses an unknown intent and cross-site posts', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    expect((await postIntent(h, site.id, owner.cookie, { intent: 'drop-tables' })).status).toBe(400);
    // A document POST from another site (the route builder's same-origin check).
    const crossSite = await h.request(`/edit/${site.id}`, {
      cookie: owner.cookie,
      form: { intent: 'publish' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await listPublications(h.runtime.db, { siteId: site.id })).toEqual([]);
  });
});
