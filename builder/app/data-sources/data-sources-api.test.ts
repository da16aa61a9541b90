import { NO_ACCESS_TOKEN_MESSAGE, SITE_UPDATED_MESSAGE } from '@atrium/core';
import { getLatestPublication, getSiteDraft, publishSite, setWorkspaceApiKey, resolveWorkspace } from '@atrium/db';
import { AIRTABLE_TOKEN_PURPOSE, encryptSecret } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { createPortal } from '../../test/editor-fixtures';
import { addMember, makePortal, makeTeam } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const endpoint = (siteId: string) => `/api/sites/${siteId}/data`;
async function getJson(path: string, cookie?: string) {
  const res = await h.request(path, cookie ? { cookie } : {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[EDITOR] Data sources dialog API', () => {
  it("lists the portal's built-in tables with their records, and the workspace's token state without the token", async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);
    const { status, body } = await getJson(endpoint(site.id), owner.cookie);
    expect(status).toBe(200);
    const tables = body.tables as Array<{ name: string; records: number; fields: number }>;
    expect(tables.map((t) => t.name)).toEqual(['Projects', 'Clients']);
    for (const t of tables) {
      expect(t.records).toBeGreaterThan(0);
      expect(t.fields).toBeGreaterThan(0);
    }
    expect(body.airtable).toEqual({ hasToken: false, isOwner: true, workspaceRouteId: 0 });
    expect(body.cacheTtlSeconds).toBe(60);

    const personal = (await resolveWorkspace(h.runtime.db, { builderId: owner.builder.id, routeId: 0 }))!;
    const sealedApiKey = encryptSecret('patSECRET.value', h.runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE);
    await setWorkspaceApiKey(h.runtime.db, { workspace: personal, sealedApiKey });
    const after = await getJson(endpoint(site.id), owner.cookie);
    expect(after.body.airtable).toMatchObject({ hasToken: true });
    expect(JSON.stringify(after.body)).not.toContain('patSECRET');
    expect(JSON.stringify(after.body)).not.toContain(sealedApiKey);
  });

  it('tells members who are not the owner that they are not the one to add a token', async () => {
    const owner = await h.signIn();
    const editor = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    await addMember(h, team.id, editor.builder.id, 'editor');
    const site = await makePortal(h, owner.builder.id, team.id, 'Team portal');
    const { body } = await getJson(endpoint(site.id), editor.cookie);
    expect(body.airtable).toEqual({ hasToken: false, isOwner: false, workspaceRouteId: team.id });
    // The dialog shows the spec's text for this case.
    expect(NO_ACCESS_TOKEN_MESSAGE).toContain('reach out to the workspace owner');
  });

  it('saves the refresh interval in the draft, refuses other values, and publishes it', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner);

    const bad = await h.request(endpoint(site.id), { cookie: owner.cookie, form: { cacheTtlSeconds: '7' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Choose one of the refresh intervals');
    expect((await getSiteDraft(h.runtime.db, { siteId: site.id })).settings.data.cacheTtlSeconds).toBe(60);

    const ok = await h.request(endpoint(site.id), { cookie: owner.cookie, form: { cacheTtlSeconds: '300' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, message: SITE_UPDATED_MESSAGE, cacheTtlSeconds: 300 });
    expect((await getJson(endpoint(site.id), owner.cookie)).body.cacheTtlSeconds).toBe(300);

    await publishSite(h.runtime.db, { siteId: site.id, builderId: owner.builder.id });
    const published = await getLatestPublication(h.runtime.db, { siteId: site.id });
    expect(published?.snapshot.settings.data.cacheTtlSeconds).toBe(300);
  });

  it('refuses the signed out, other tenants and cross-site posts, changing nothing', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const site = await createPortal(h, owner);
    expect((await getJson(endpoint(site.id))).status).toBe(401);
    expect((await getJson(endpoint(site.id), stranger.cookie)).status).toBe(404);
    const byStranger = await h.request(endpoint(site.id), { cookie: stranger.cookie, form: { cacheTtlSeconds: '15' } });
    expect(byStranger.status).toBe(404);
    const crossSite = await h.request(endpoint(site.id), {
      cookie: owner.cookie,
      form: { cacheTtlSeconds: '15' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await getSiteDraft(h.runtime.db, { siteId: site.id })).settings.data.cacheTtlSeconds).toBe(60);
  });
});
