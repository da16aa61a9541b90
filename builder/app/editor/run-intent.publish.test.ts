import { CHANNELS } from '@atrium/integrations';
import { getLatestPublication, listPublications } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, loadEditorData, postIntent } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[EDITOR] Publish Changes (publish)', () => {
  it("refuses an unverified builder on the server (403 'Please verify your email to proceed')", async () => {
    const owner = await h.signIn({ verified: false });
    const site = await createPortal(h, owner);
    const { status, data } = await postIntent(h, site.id, owner.cookie, { intent: 'publish' });
    expect(status).toBe(403);
    expect(data).toEqual({ ok: false, error: 'Please verify your email to proceed' });
    expect(await listPublications(h.runtime.db, { siteId: site.id })).toEqual([]);
  });

  it('publishes version 1 then 2, with the pages as they are, and tells the portal host at once', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const changed: string[] = [];
    const unsubscribe = await h.runtime.cache.subscribe(CHANNELS.siteChanged, (message) => changed.push(message));
    try {
      const first = await postIntent(h, site.id, owner.cookie, { intent: 'publish' });
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({
        ok: true,
        version: 1,
        message: 'Your portal was published. Version 1 is live.',
      });
      // The toast's "View portal" opens the live portal at its own address.
      expect(String(first.data?.url)).toBe(
        `http://${site.subdomain}.${h.runtime.env.PORTAL_ROOT_DOMAIN}:${h.runtime.env.PORTAL_PORT}`,
      );

      const created = await postIntent(h, site.id, owner.cookie, {
        intent: 'create-page',
        name: 'Pricing',
        path: '/pricing',
      });
      const second = await postIntent(h, site.id, owner.cookie, { intent: 'publish' });
      expect(second.data).toMatchObject({ ok: true, version: 2 });

      const latest = await getLatestPublication(h.runtime.db, { siteId: site.id });
      expect(latest?.version).toBe(2);
      expect(latest?.snapshot.pages.map((p) => p.path)).toEqual(['/', '/pricing']);
      expect(latest?.snapshot.pages.find((p) => p.path === '/pricing')?.id).toBe(created.data?.pageId);

      await expect.poll(() => changed).toEqual([site.id, site.id]);
      const { data } = await loadEditorData(h, site.id, owner.cookie);
      expect(data?.publication?.version).toBe(2);
    } finally {
      await unsubscribe();
    }
  });
});
