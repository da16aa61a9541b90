import { SECTION_CATALOGUE, emptyPageContents } from '@atrium/core';
import { DRAFT_CONFLICT_MESSAGE, getSiteDraft } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, homeOf, loadEditorData, pagesOf, postIntent } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const endpoint = (siteId: string) => `/api/sites/${siteId}/draft`;

function put(siteId: string, body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return h.request(endpoint(siteId), {
    method: 'PUT',
    cookie: init.cookie,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

const contentSection = (heading: string) => SECTION_CATALOGUE.content.create({ heading });

describe('[EDITOR] autosave API PUT /api/sites/:siteId/draft', () => {
  it('saves the page contents; the editor loads exactly what was saved', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const home = await homeOf(h, site.id);
    const before = await loadEditorData(h, site.id, owner.cookie);
    const sections = [contentSection('Second'), ...home.contents.sections, contentSection('Third')];
    const res = await put(
      site.id,
      { pageId: home.id, contents: { ...emptyPageContents(), sections }, baseUpdatedAt: before.data!.revision },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; updatedAt: string };
    expect(body.ok).toBe(true);
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.data!.revision));

    const { data } = await loadEditorData(h, site.id, owner.cookie);
    expect(data?.page.contents.sections).toEqual(sections);
    expect(data?.revision).toBe(body.updatedAt);
    // The editor's HTML shows the saved order too.
    const html = await (await h.request(`/edit/${site.id}`, { cookie: owner.cookie })).text();
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('Third'));
  });

  it('saves header, footer and theme together with the contents', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const home = await homeOf(h, site.id);
    const draft = await getSiteDraft(h.runtime.db, { siteId: site.id });
    const res = await put(
      site.id,
      {
        pageId: home.id,
        contents: { ...emptyPageContents(), sections: [contentSection('Only')] },
        header: { ...draft.header, disabled: true },
        footer: { ...draft.footer, description: 'Made with care' },
        theme: { ...draft.theme, accentColor: '#112233' },
      },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    const { data } = await loadEditorData(h, site.id, owner.cookie);
    expect(data?.draft.header.disabled).toBe(true);
    expect(data?.draft.footer.description).toBe('Made with care');
    expect(data?.draft.theme.accentColor).toBe('#112233');
    expect(data?.page.contents.sections.map((s) => s.data.heading)).toEqual(['Only']);
  });

  it('refuses an invalid section with a clear 400 and saves nothing, not even the valid parts', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const home = await homeOf(h, site.id);
    const draft = await getSiteDraft(h.runtime.db, { siteId: site.id });
    const res = await put(
      site.id,
      {
        pageId: home.id,
        contents: { sections: [{ id: 'abc', type: 'content', data: { heading: 'x'.repeat(301) } }] },
        footer: { ...draft.footer, description: 'Should not be saved' },
      },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(/^The page could not be saved: .*\(at sections\.0\.data\.heading\)\.$/);

    const unknownType = await put(
      site.id,
      { pageId: home.id, contents: { sections: [{ id: 'abc', type: 'marquee', data: {} }] } },
      { cookie: owner.cookie },
    );
    expect(unknownType.status).toBe(400);
    const badTheme = await put(site.id, { pageId: home.id, theme: { accentColor: 'red' } }, { cookie: owner.cookie });
    expect(badTheme.status).toBe(400);
    expect(((await badTheme.json()) as { error: string }).error).toContain('The theme could not be saved');
    const nothing = await put(site.id, { pageId: home.id }, { cookie: owner.cookie });
    expect(nothing.status).toBe(400);
    const notJson = await h.request(endpoint(site.id), { method: 'PUT', cookie: owner.cookie, body: 'nope' });
    expect(notJson.status).toBe(400);

    expect((await homeOf(h, site.id)).contents).toEqual(home.contents);
    expect((await getSiteDraft(h.runtime.db, { siteId: site.id })).footer).toEqual(draft.footer);
  });

  it('answers 401 signed out, 404 for another builder or a page of another portal, 403 cross-site, 405 for POST', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const site = await createPortal(h, owner);
    const strangersSite = await createPortal(h, stranger, 'Other Portal');
    const home = await homeOf(h, site.id);
    const strangersHome = await homeOf(h, strangersSite.id);
    const contents = { ...emptyPageContents(), sections: [contentSection('Hijacked')] };

    expect((await put(site.id, { pageId: home.id, contents })).status).toBe(401);
    expect((await put(site.id, { pageId: home.id, contents }, { cookie: stranger.cookie })).status).toBe(404);
    // A page of another portal through one's own portal.
    const crossTenant = await put(strangersSite.id, { pageId: home.id, contents }, { cookie: stranger.cookie });
    expect(crossTenant.status).toBe(404);
    expect((await put(site.id, { pageId: strangersHome.id, contents }, { cookie: owner.cookie })).status).toBe(404);
    const crossSite = await put(
      site.id,
      { pageId: home.id, contents },
      { cookie: owner.cookie, headers: { Origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await put(
      site.id,
      { pageId: home.id, contents },
      { cookie: owner.cookie, headers: { 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(fetchSite.status).toBe(403);
    const post = await h.request(endpoint(site.id), { cookie: owner.cookie, form: { pageId: home.id } });
    expect(post.status).toBe(405);

    expect((await homeOf(h, site.id)).contents).toEqual(home.contents);
    expect((await homeOf(h, strangersSite.id)).contents).toEqual(strangersHome.contents);
  });

  it('refuses (409) a save based on a revision older than a change made elsewhere', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const home = await homeOf(h, site.id);
    const { data } = await loadEditorData(h, site.id, owner.cookie);
    const base = data!.revision;
    // Another tab saves first.
    const first = await put(
      site.id,
      {
        pageId: home.id,
        contents: { ...emptyPageContents(), sections: [contentSection('Tab one')] },
        baseUpdatedAt: base,
      },
      { cookie: owner.cookie },
    );
    expect(first.status).toBe(200);
    const second = await put(
      site.id,
      {
        pageId: home.id,
        contents: { ...emptyPageContents(), sections: [contentSection('Tab two')] },
        baseUpdatedAt: base,
      },
      { cookie: owner.cookie },
    );
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe(DRAFT_CONFLICT_MESSAGE);
    const pages = await pagesOf(h, site.id);
    expect(pages.find((p) => p.id === home.id)?.contents.sections.map((s) => s.data.heading)).toEqual(['Tab one']);
  });

  it('a page added meanwhile (header link) does not make the contents save conflict', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const home = await homeOf(h, site.id);
    const { data } = await loadEditorData(h, site.id, owner.cookie);
    await postIntent(h, site.id, owner.cookie, { intent: 'create-page', name: 'News', path: '/news' });
    const res = await put(
      site.id,
      { pageId: home.id, contents: emptyPageContents(), baseUpdatedAt: data!.revision },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    // The new page's header link is still there: the editor sent no header.
    const draft = await getSiteDraft(h.runtime.db, { siteId: site.id });
    expect(draft.header.nav.map((l) => l.name)).toContain('News');
  });
});
