/**
 * The Embed menu's settings (ADR 027) through the builder's request handler: 'Disable URL
 * access' (embedOnly, spec doc 1 §4 and §7) and the websites allowed to embed a portal, who may
 * change them, what is refused, and that every portal host hears of a change.
 */
import { EMBED_WEBSITE_MESSAGES, EMBED_WEBSITES_MAX, loadAppConfig } from '@atrium/core';
import { CHANNELS } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { addMember, loadRouteData, makePortal, makeTeam, siteRow } from '../../test/workspaces-fixtures';

let h: Harness;
const announced: string[] = [];
beforeAll(async () => {
  h = await createHarness();
  await h.runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => announced.push(siteId));
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, unknown>;

async function patch(siteId: string, cookie: string, body: unknown, contentType = 'application/json') {
  const res = await h.request(`/api/apps/${siteId}/app-config`, {
    cookie,
    method: 'PATCH',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function storedConfig(siteId: string) {
  return loadAppConfig((await siteRow(h, siteId))!.appConfig);
}

async function ownPortal() {
  const owner = await h.signIn();
  const site = await makePortal(h, owner.builder.id, owner.personalWorkspaceId, 'Client Hub');
  return { owner, site };
}

describe('[EMBED] Disable URL access (embedOnly)', () => {
  it('toggling saves embedOnly, answers App Updated. and tells the portal hosts', async () => {
    const { owner, site } = await ownPortal();
    announced.length = 0;
    const on = await patch(site.id, owner.cookie, { intent: 'embed-only', embedOnly: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ ok: true, message: 'App Updated.', appConfig: { embedOnly: true } });
    expect((await storedConfig(site.id)).embedOnly).toBe(true);
    // Delivered at once in memory, asynchronously through Redis.
    await vi.waitFor(() => expect(announced).toContain(site.id), { timeout: 5_000 });
    const off = await patch(site.id, owner.cookie, { intent: 'embed-only', embedOnly: false });
    expect(off.body).toMatchObject({ ok: true, appConfig: { embedOnly: false } });
    expect((await storedConfig(site.id)).embedOnly).toBe(false);
  });

  it('refuses anything but true or false with a clear message', async () => {
    const { owner, site } = await ownPortal();
    for (const embedOnly of ['true', 1, null, undefined, {}]) {
      const answer = await patch(site.id, owner.cookie, { intent: 'embed-only', embedOnly });
      expect(answer.status, JSON.stringify(embedOnly)).toBe(400);
      expect(answer.body).toEqual({ ok: false, error: 'Choose whether URL access is disabled.' });
    }
    expect((await storedConfig(site.id)).embedOnly).toBe(false);
  });
});

describe('[EMBED] websites allowed to embed', () => {
  it('saves the list normalised, or any website; the editor shows what is saved', async () => {
    const { owner, site } = await ownPortal();
    announced.length = 0;
    const saved = await patch(site.id, owner.cookie, {
      intent: 'embed-websites',
      websites: [
        'Client.example.com/',
        'https://*.client.example',
        'http://localhost:8080',
        'https://client.example.com',
      ],
      anyWebsite: false,
    });
    expect(saved.status).toBe(200);
    const websites = ['https://client.example.com', 'https://*.client.example', 'http://localhost:8080'];
    expect(saved.body).toMatchObject({
      ok: true,
      message: 'Websites allowed to embed this portal saved.',
      appConfig: { embedding: { websites, anyWebsite: false } },
    });
    // Delivered at once in memory, asynchronously through Redis.
    await vi.waitFor(() => expect(announced).toContain(site.id), { timeout: 5_000 });
    expect((await storedConfig(site.id)).embedding).toEqual({ websites, anyWebsite: false });

    const any = await patch(site.id, owner.cookie, { intent: 'embed-websites', websites, anyWebsite: true });
    expect(any.body).toMatchObject({ ok: true, appConfig: { embedding: { websites, anyWebsite: true } } });

    const editor = await loadRouteData<{ embed: unknown; portal: { url: string } }>(
      h,
      `/edit/${site.id}`,
      'routes/edit.$siteId',
      owner.cookie,
    );
    expect(editor.status).toBe(200);
    expect(editor.data?.embed).toEqual({ embedOnly: false, websites, anyWebsite: true });
    // The other settings of the app config are untouched.
    expect((await storedConfig(site.id)).identity.enabled).toBe(false);
  });

  it('[SECURITY] refuses schemes that are no website, paths, http outside localhost and wide wildcards', async () => {
    const { owner, site } = await ownPortal();
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', EMBED_WEBSITE_MESSAGES.scheme],
      ['data:text/html,<script>alert(1)</script>', EMBED_WEBSITE_MESSAGES.scheme],
      ['ftp://client.example', EMBED_WEBSITE_MESSAGES.scheme],
      ['https://client.example/members', EMBED_WEBSITE_MESSAGES.path],
      ['http://client.example', EMBED_WEBSITE_MESSAGES.https],
      ['https://*.co.uk', EMBED_WEBSITE_MESSAGES.wildcardTooWide],
      ['*', EMBED_WEBSITE_MESSAGES.wildcard],
      ["https://client.example; script-src 'unsafe-inline'", EMBED_WEBSITE_MESSAGES.invalid],
      ['https://user:secret@client.example', EMBED_WEBSITE_MESSAGES.invalid],
    ];
    for (const [website, message] of cases) {
      const answer = await patch(site.id, owner.cookie, {
        intent: 'embed-websites',
        websites: ['https://fine.example', website],
        anyWebsite: false,
      });
      expect(answer.status, website).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.error, website).toContain(message);
    }
    expect((await storedConfig(site.id)).embedding).toEqual({ websites: [], anyWebsite: false });
  });

  it('refuses a list that is too long, of the wrong shape, or a body that is no JSON', async () => {
    const { owner, site } = await ownPortal();
    const many = Array.from({ length: EMBED_WEBSITES_MAX + 1 }, (_, i) => `https://site${i}.example.com`);
    const tooMany = await patch(site.id, owner.cookie, { intent: 'embed-websites', websites: many, anyWebsite: false });
    expect(tooMany).toEqual({ status: 400, body: { ok: false, error: 'You can allow up to 20 websites.' } });
    const huge = Array.from({ length: 50_000 }, () => 'https://x.example');
    expect(
      (await patch(site.id, owner.cookie, { intent: 'embed-websites', websites: huge, anyWebsite: false })).status,
    ).toBe(400);
    for (const body of [
      { intent: 'embed-websites', websites: 'https://client.example', anyWebsite: false },
      { intent: 'embed-websites', websites: [42], anyWebsite: false },
      { intent: 'embed-websites', websites: [] },
      { intent: 'embed-websites', anyWebsite: true },
      { intent: 'embed-websites', websites: [], anyWebsite: 'yes' },
    ]) {
      const answer = await patch(site.id, owner.cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await patch(site.id, owner.cookie, '{"intent":"embed-websites",', 'application/json')).status).toBe(400);
    expect((await storedConfig(site.id)).embedding).toEqual({ websites: [], anyWebsite: false });
  });
});

describe('[SECURITY] who may change embedding', () => {
  it('a member of the portal’s workspace may; another tenant gets 404 and changes nothing', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    const site = await makePortal(h, owner.builder.id, team.id, 'Team Hub');
    const member = await h.signIn();
    await addMember(h, team.id, member.builder.id);
    const byMember = await patch(site.id, member.cookie, {
      intent: 'embed-websites',
      websites: ['https://team.example'],
      anyWebsite: false,
    });
    expect(byMember.status).toBe(200);

    const stranger = await h.signIn();
    for (const body of [
      { intent: 'embed-only', embedOnly: true },
      { intent: 'embed-websites', websites: ['https://evil.example'], anyWebsite: true },
    ]) {
      const answer = await patch(site.id, stranger.cookie, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ ok: false, error: 'Portal not found' });
    }
    expect((await h.request(`/api/apps/${site.id}/app-config`, { cookie: stranger.cookie })).status).toBe(404);
    const config = await storedConfig(site.id);
    expect(config.embedOnly).toBe(false);
    expect(config.embedding).toEqual({ websites: ['https://team.example'], anyWebsite: false });
  });

  it('without a session nothing is saved', async () => {
    const { site } = await ownPortal();
    const res = await h.request(`/api/apps/${site.id}/app-config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ intent: 'embed-only', embedOnly: true }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await storedConfig(site.id)).embedOnly).toBe(false);
  });
});
