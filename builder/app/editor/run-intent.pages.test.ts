import { getSiteDraft, getPage } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, fieldErrors, homeOf, pagesOf, postIntent } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

const PATH_MESSAGE = 'Path should be alpha numeric, start with / and contain no spaces. i.e. /about-us';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function portalWithOwner(verified = true) {
  const owner = await h.signIn({ verified });
  const site = await createPortal(h, owner);
  return { owner, site, post: (form: Record<string, string>) => postIntent(h, site.id, owner.cookie, form) };
}

describe('[EDITOR] Add Page (create-page)', () => {
  it.each([
    ['no name', { name: '', path: '/a' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ', path: '/a' }, 'name', 'Name is required'],
    ['no path', { name: 'A', path: '' }, 'path', PATH_MESSAGE],
    ['a path with a space', { name: 'A', path: '/about us' }, 'path', PATH_MESSAGE],
    ['a path without a slash', { name: 'A', path: 'about' }, 'path', PATH_MESSAGE],
    ['the reserved /account', { name: 'A', path: '/account' }, 'path', '/account is a reserved path'],
    ['a path under /account', { name: 'A', path: '/Account/x' }, 'path', '/account is a reserved path'],
  ])('refuses %s with the spec message', async (_, input, field, message) => {
    const { site, post } = await portalWithOwner();
    const { status, data } = await post({ intent: 'create-page', ...input });
    expect(status).toBe(400);
    expect(fieldErrors(data)[field]).toEqual([message]);
    expect(await pagesOf(h, site.id)).toHaveLength(1);
  });

  it("refuses a path another page has, on the path field ('A page with this path already exists')", async () => {
    const { site, post } = await portalWithOwner();
    expect((await post({ intent: 'create-page', name: 'About', path: '/about' })).status).toBe(200);
    const { status, data } = await post({ intent: 'create-page', name: 'About again', path: ' /ABOUT ' });
    expect(status).toBe(409);
    expect(fieldErrors(data).path).toEqual(['A page with this path already exists']);
    expect(await pagesOf(h, site.id)).toHaveLength(2);
  });

  it('creates a public page with a header link by default, trimming and lowercasing the path', async () => {
    const { site, post } = await portalWithOwner();
    const { status, data } = await post({
      intent: 'create-page',
      name: ' About us ',
      path: ' /About-Us ',
      isPublic: 'true',
      addToHeader: 'true',
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, message: 'Page created.' });
    const page = await getPage(h.runtime.db, { siteId: site.id, pageId: data?.pageId as string });
    expect(page).toMatchObject({ name: 'About us', path: '/about-us', options: { isPublic: true, addToHeader: true } });
    const { header } = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(header.nav.map((l) => [l.name, l.path])).toContainEqual(['About us', page!.id]);
  });

  it('keeps a page out of the header and private when the checkboxes are off', async () => {
    const { site, post } = await portalWithOwner();
    const { data } = await post({
      intent: 'create-page',
      name: 'Members',
      path: '/members',
      isPublic: 'false',
      addToHeader: 'false',
    });
    const page = await getPage(h.runtime.db, { siteId: site.id, pageId: data?.pageId as string });
    expect(page?.options).toEqual({ isPublic: false, addToHeader: false });
    const { header } = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(header.nav.some((l) => l.path === page!.id)).toBe(false);
  });
});

describe('[EDITOR] page settings (update-page, set-home)', () => {
  it("saves name, path, SEO fields and the header link, and validates ('Page name cannot be blank')", async () => {
    const { site, post } = await portalWithOwner();
    const { data: created } = await post({ intent: 'create-page', name: 'About', path: '/about' });
    const pageId = created?.pageId as string;

    const blank = await post({ intent: 'update-page', pageId, name: ' ', path: '/about', addToHeader: 'true' });
    expect(blank.status).toBe(400);
    expect(fieldErrors(blank.data).name).toEqual(['Page name cannot be blank']);

    const badPath = await post({ intent: 'update-page', pageId, name: 'About', path: 'nope', addToHeader: 'true' });
    expect(fieldErrors(badPath.data).path).toEqual([PATH_MESSAGE]);
    const noPath = await post({ intent: 'update-page', pageId, name: 'About', addToHeader: 'true' });
    expect(noPath.status).toBe(400);
    expect(fieldErrors(noPath.data).path).toEqual([PATH_MESSAGE]);
    const reserved = await post({
      intent: 'update-page',
      pageId,
      name: 'About',
      path: '/account',
      addToHeader: 'true',
    });
    expect(fieldErrors(reserved.data).path).toEqual(['/account is a reserved path']);

    const saved = await post({
      intent: 'update-page',
      pageId,
      name: 'About the team',
      path: '/Team',
      metaTitle: 'Our team',
      metaDescription: 'Who we are',
      addToHeader: 'false',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, message: 'Page Updated.' });
    expect(await getPage(h.runtime.db, { siteId: site.id, pageId })).toMatchObject({
      name: 'About the team',
      path: '/team',
      meta: { title: 'Our team', description: 'Who we are' },
      options: { addToHeader: false },
    });
    const { header } = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(header.nav.some((l) => l.path === pageId)).toBe(false);
  });

  it("refuses '/' typed by hand ('You cannot explicitly set path to …') and a path another page has", async () => {
    const { post } = await portalWithOwner();
    const { data: created } = await post({ intent: 'create-page', name: 'About', path: '/about' });
    const pageId = created?.pageId as string;
    const slash = await post({ intent: 'update-page', pageId, name: 'About', path: '/', addToHeader: 'true' });
    expect(slash.status).toBe(400);
    expect(fieldErrors(slash.data).path?.[0]).toMatch(/^You cannot explicitly set path to/);
    await post({ intent: 'create-page', name: 'Team', path: '/team' });
    const taken = await post({ intent: 'update-page', pageId, name: 'About', path: '/team', addToHeader: 'true' });
    expect(taken.status).toBe(409);
    expect(fieldErrors(taken.data).path).toEqual(['A page with this path already exists']);
  });

  it('keeps the home page at / whatever path is posted', async () => {
    const { site, post } = await portalWithOwner();
    const home = await homeOf(h, site.id);
    const { status } = await post({
      intent: 'update-page',
      pageId: home.id,
      name: 'Welcome',
      path: '/welcome',
      addToHeader: 'true',
    });
    expect(status).toBe(200);
    expect(await getPage(h.runtime.db, { siteId: site.id, pageId: home.id })).toMatchObject({
      name: 'Welcome',
      path: '/',
    });
    // The path input is disabled for the home page, so it usually posts no path at all.
    expect((await post({ intent: 'update-page', pageId: home.id, name: 'Welcome', addToHeader: 'true' })).status).toBe(
      200,
    );
  });

  it('sets another page as the homepage: it moves to / and the old home page gets a path from its name', async () => {
    const { site, post } = await portalWithOwner();
    const oldHome = await homeOf(h, site.id);
    const { data: created } = await post({ intent: 'create-page', name: 'Landing', path: '/landing' });
    const { status, data } = await post({ intent: 'set-home', pageId: created?.pageId as string });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, pageId: created?.pageId });
    expect((await homeOf(h, site.id)).id).toBe(created?.pageId);
    expect((await getPage(h.runtime.db, { siteId: site.id, pageId: oldHome.id }))?.path).toBe('/home');
  });
});

describe('[EDITOR] Clone page (clone-page)', () => {
  it("needs a name and a path, refuses a taken path, and copies the page ('Page cloned.')", async () => {
    const { site, post } = await portalWithOwner();
    const home = await homeOf(h, site.id);

    const missing = await post({ intent: 'clone-page', pageId: home.id, name: '', path: '' });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.data).name).toEqual(['Name is required']);
    expect(fieldErrors(missing.data).path).toEqual([PATH_MESSAGE]);

    const taken = await post({ intent: 'clone-page', pageId: home.id, name: 'Copy', path: '/' });
    expect(taken.status).toBe(400);

    // The dialog's defaults for the home page ('Home copy', '/home-copy').
    const { status, data } = await post({
      intent: 'clone-page',
      pageId: home.id,
      name: 'Home copy',
      path: '/home-copy',
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, message: 'Page cloned.' });
    const clone = await getPage(h.runtime.db, { siteId: site.id, pageId: data?.pageId as string });
    expect(clone).toMatchObject({ name: 'Home copy', path: '/home-copy', isHome: false });
    expect(clone?.contents.sections).toHaveLength(home.contents.sections.length);
    expect(clone?.contents.sections[0]?.id).not.toBe(home.contents.sections[0]?.id);

    const again = await post({ intent: 'clone-page', pageId: home.id, name: 'Home copy', path: '/home-copy' });
    expect(again.status).toBe(409);
    expect(fieldErrors(again.data).path).toEqual(['A page with this path already exists']);
  });
});

describe('[EDITOR] Delete page (delete-page)', () => {
  it('refuses the home page, deletes another page with its header link, and selects the home page', async () => {
    const { site, post } = await portalWithOwner();
    const home = await homeOf(h, site.id);
    const refused = await post({ intent: 'delete-page', pageId: home.id });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, error: 'The home page cannot be deleted' });
    expect(await pagesOf(h, site.id)).toHaveLength(1);

    const { data: created } = await post({ intent: 'create-page', name: 'About', path: '/about' });
    const pageId = created?.pageId as string;
    const { status, data } = await post({ intent: 'delete-page', pageId });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, message: 'Page deleted.', pageId: home.id });
    expect(await getPage(h.runtime.db, { siteId: site.id, pageId })).toBeUndefined();
    const { header } = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(header.nav.some((l) => l.path === pageId)).toBe(false);
  });
});

describe('[EDITOR] tenant isolation', () => {
  it("answers 404 to every intent on another builder's portal and changes nothing", async () => {
    const { site, post } = await portalWithOwner();
    const { data: created } = await post({ intent: 'create-page', name: 'About', path: '/about' });
    const pageId = created?.pageId as string;
    const home = await homeOf(h, site.id);
    const before = { pages: await pagesOf(h, site.id), draft: await getSiteDraft(h.runtime.db, { siteId: site.id }) };

    const stranger = await h.signIn();
    const attempts: Array<Record<string, string>> = [
      { intent: 'create-page', name: 'Evil', path: '/evil' },
      { intent: 'update-page', pageId, name: 'Evil', path: '/evil', addToHeader: 'true' },
      { intent: 'set-home', pageId },
      { intent: 'clone-page', pageId, name: 'Evil', path: '/evil' },
      { intent: 'delete-page', pageId },
      { intent: 'delete-page', pageId: home.id },
      { intent: 'publish' },
    ];
    for (const form of attempts) {
      const { status, data } = await postIntent(h, site.id, stranger.cookie, form);
      expect(status, form.intent).toBe(404);
      expect(data).toMatchObject({ ok: false, error: 'Portal not found' });
    }
    expect(await pagesOf(h, site.id)).toEqual(before.pages);
    expect((await getSiteDraft(h.runtime.db, { siteId: site.id })).header).toEqual(before.draft.header);
  });

  it('answers 404 to page intents that name a page of another portal, and leaves that page alone', async () => {
    const { post } = await portalWithOwner();
    const other = await portalWithOwner();
    const { data: created } = await other.post({ intent: 'create-page', name: 'Theirs', path: '/theirs' });
    const theirs = created?.pageId as string;
    const otherHome = await homeOf(h, other.site.id);

    const attempts: Array<Record<string, string>> = [
      { intent: 'update-page', pageId: theirs, name: 'Mine', path: '/mine', addToHeader: 'true' },
      { intent: 'set-home', pageId: theirs },
      { intent: 'clone-page', pageId: theirs, name: 'Mine', path: '/mine' },
      { intent: 'delete-page', pageId: theirs },
      { intent: 'update-page', pageId: otherHome.id, name: 'Mine', addToHeader: 'true' },
    ];
    for (const form of attempts) {
      expect((await post(form)).status, form.intent).toBe(404);
    }
    expect(await getPage(h.runtime.db, { siteId: other.site.id, pageId: theirs })).toMatchObject({
      name: 'Theirs',
      path: '/theirs',
    });
    expect((await homeOf(h, other.site.id)).id).toBe(otherHome.id);
  });
});
