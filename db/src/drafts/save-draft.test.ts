import { SECTION_CATALOGUE, ZCreatePortalSchema, emptyPageContents } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from '../builders/create-builder';
import type { DbHandle } from '../create-db';
import { listPages } from '../pages/list-pages';
import { createSite } from '../sites/create-site';
import { createTestDb } from '../testing/create-test-db';
import { resolveWorkspace } from '../workspaces/resolve-workspace';
import { getSiteDraft } from './get-site-draft';
import { DRAFT_CONFLICT_MESSAGE, saveDraft } from './save-draft';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
async function makeSite() {
  const { db } = handle;
  counter += 1;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `save-draft-${counter}@example.com`,
    password: 'correct horse battery',
  });
  const personal = await resolveWorkspace(db, { builderId: builder.id, routeId: 0 });
  const site = await createSite(db, {
    workspaceId: personal!.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: `Save Draft ${counter}` }),
  });
  const home = (await listPages(db, { siteId: site.id })).find((p) => p.isHome)!;
  return { site, home };
}

describe('saveDraft', () => {
  it('writes page contents and the header, footer and theme drafts together', async () => {
    const { db } = handle;
    const { site, home } = await makeSite();
    const draft = await getSiteDraft(db, { siteId: site.id });
    const section = SECTION_CATALOGUE.content.create({ heading: 'Saved heading' });
    const saved = await saveDraft(db, {
      siteId: site.id,
      pageId: home.id,
      contents: { ...emptyPageContents(), sections: [section] },
      header: { ...draft.header, disabled: true },
      footer: { ...draft.footer, description: 'Footer text' },
      theme: { ...draft.theme, accentColor: '#123456' },
    });
    const page = (await listPages(db, { siteId: site.id })).find((p) => p.id === home.id)!;
    expect(page.contents.sections).toEqual([section]);
    expect(page.updatedAt).toEqual(saved.updatedAt);
    const after = await getSiteDraft(db, { siteId: site.id });
    expect(after.header.disabled).toBe(true);
    expect(after.footer.description).toBe('Footer text');
    expect(after.theme.accentColor).toBe('#123456');
    expect(after.updatedAt).toEqual(saved.updatedAt);
  });

  it('on an account page (Sign up…) saves the header, footer and theme, never sections', async () => {
    const { db } = handle;
    const { site } = await makeSite();
    const draft = await getSiteDraft(db, { siteId: site.id });
    await saveDraft(db, { siteId: site.id, pageId: 'signup', header: { ...draft.header, disabled: true } });
    expect((await getSiteDraft(db, { siteId: site.id })).header.disabled).toBe(true);
    await expect(
      saveDraft(db, { siteId: site.id, pageId: 'signup', contents: emptyPageContents() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses an invalid document with its place, and saves none of the others', async () => {
    const { db } = handle;
    const { site, home } = await makeSite();
    const before = await getSiteDraft(db, { siteId: site.id });
    await expect(
      saveDraft(db, {
        siteId: site.id,
        pageId: home.id,
        contents: { sections: [{ id: 'abc', type: 'content', data: { heading: 'x'.repeat(301) } }] },
        header: { ...before.header, disabled: true },
      }),
    ).rejects.toThrow(/The page could not be saved: .*\(at sections\.0\.data\.heading\)/);
    await expect(
      saveDraft(db, { siteId: site.id, pageId: home.id, theme: { accentColor: 'not a colour' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await getSiteDraft(db, { siteId: site.id })).header.disabled).toBe(false);
    const page = (await listPages(db, { siteId: site.id })).find((p) => p.id === home.id)!;
    expect(page.contents).toEqual(home.contents);
  });

  it("is scoped by site: another site's page is not found and nothing changes", async () => {
    const { db } = handle;
    const mine = await makeSite();
    const theirs = await makeSite();
    await expect(
      saveDraft(db, { siteId: mine.site.id, pageId: theirs.home.id, contents: emptyPageContents() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const page = (await listPages(db, { siteId: theirs.site.id })).find((p) => p.id === theirs.home.id)!;
    expect(page.contents).toEqual(theirs.home.contents);
  });

  it('refuses a save based on an older revision of what it writes', async () => {
    const { db } = handle;
    const { site, home } = await makeSite();
    const first = await saveDraft(db, { siteId: site.id, pageId: home.id, contents: emptyPageContents() });
    const stale = new Date(first.updatedAt.getTime() - 1000);
    await expect(
      saveDraft(db, { siteId: site.id, pageId: home.id, contents: emptyPageContents(), baseUpdatedAt: stale }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: DRAFT_CONFLICT_MESSAGE });
    const second = await saveDraft(db, {
      siteId: site.id,
      pageId: home.id,
      contents: emptyPageContents(),
      baseUpdatedAt: first.updatedAt,
    });
    expect(second.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
  });
});
