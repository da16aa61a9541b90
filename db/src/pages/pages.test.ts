import { SECTION_CATALOGUE, ZCreatePageSchema, emptyPageContents, loadPageContents } from '@atrium/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { getSiteDraft } from '../drafts/get-site-draft';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { createPage } from './create-page';
import { deletePage } from './delete-page';
import { getPage } from './get-page';
import { freePath, isPathTaken } from './is-path-taken';
import { listPages } from './list-pages';
import { updatePageContents } from './update-page-contents';

let handle: DbHandle;
let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db, 'pages')).site.id;
  otherSiteId = (await createTestSite(handle.db, 'other-pages')).site.id;
});
afterAll(async () => {
  await handle?.close();
});

const page = (name: string, path: string) => ZCreatePageSchema.parse({ name, path });

it('lists the home page first, then pages in the order they were added; finds a page only in its site', async () => {
  const { db } = handle;
  const team = await createPage(db, { siteId, input: page('Team', '/team') });
  const jobs = await createPage(db, { siteId, input: page('Jobs', '/jobs') });
  expect((await listPages(db, { siteId })).map((p) => [p.path, p.isHome])).toEqual([
    ['/', true],
    ['/team', false],
    ['/jobs', false],
  ]);
  expect(await getPage(db, { siteId, pageId: jobs.id })).toMatchObject({ name: 'Jobs', path: '/jobs' });
  expect(await getPage(db, { siteId: otherSiteId, pageId: team.id })).toBeUndefined();
});

it('tells which paths are taken, in one site, and finds the next free one', async () => {
  const { db } = handle;
  const blog = await createPage(db, { siteId, input: page('Blog', '/blog') });
  expect(await isPathTaken(db, { siteId, path: '/blog' })).toBe(true);
  expect(await isPathTaken(db, { siteId, path: '/blog', exceptPageId: blog.id })).toBe(false);
  expect(await isPathTaken(db, { siteId: otherSiteId, path: '/blog' })).toBe(false);
  expect(await freePath(db, { siteId, base: '/news' })).toBe('/news');
  expect(await freePath(db, { siteId, base: '/blog' })).toBe('/blog-2');
  await createPage(db, { siteId, input: page('Blog 2', '/blog-2') });
  expect(await freePath(db, { siteId, base: '/blog' })).toBe('/blog-3');
  expect(await freePath(db, { siteId, base: '/blog', exceptPageId: blog.id })).toBe('/blog');
  // The home page's path is never offered: a copy of it goes to /home.
  expect(await freePath(db, { siteId, base: '/' })).toBe('/home');
});

it("replaces a page's sections after checking them; another site's page is not found", async () => {
  const { db } = handle;
  const faq = await createPage(db, { siteId, input: page('FAQ', '/faq') });
  const contents = { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading: 'Questions' })] };
  await updatePageContents(db, { siteId, pageId: faq.id, contents });
  const saved = loadPageContents((await getPage(db, { siteId, pageId: faq.id }))!.contents);
  expect(saved.sections).toHaveLength(1);
  expect(saved.sections[0]).toMatchObject({ id: contents.sections[0]!.id, type: 'content' });
  await expect(
    updatePageContents(db, { siteId, pageId: faq.id, contents: { version: 1, sections: 'none' } as never }),
  ).rejects.toThrow();
  await expect(updatePageContents(db, { siteId: otherSiteId, pageId: faq.id, contents })).rejects.toThrow(
    /Page not found/,
  );
});

it('deletes a page with its header link, never the home page nor a page of another site', async () => {
  const { db } = handle;
  const contact = await createPage(db, { siteId, input: page('Contact', '/contact') });
  const navPaths = async () => (await getSiteDraft(db, { siteId })).header.nav.map((l) => l.path);
  expect(await navPaths()).toContain(contact.id);
  await expect(deletePage(db, { siteId: otherSiteId, pageId: contact.id })).rejects.toThrow(/Page not found/);
  await deletePage(db, { siteId, pageId: contact.id });
  expect(await getPage(db, { siteId, pageId: contact.id })).toBeUndefined();
  expect(await navPaths()).not.toContain(contact.id);
  const [home] = await listPages(db, { siteId });
  await expect(deletePage(db, { siteId, pageId: home!.id })).rejects.toThrow(/home page cannot be deleted/);
});
