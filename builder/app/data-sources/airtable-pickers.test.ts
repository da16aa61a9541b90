import { INSUFFICIENT_PERMISSIONS_TITLE, NO_ACCESS_TOKEN_MESSAGE, TOKEN_EXPIRED_MESSAGE } from '@atrium/core';
import { demoFixtures, loadDemoBase } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { makeTeam, postAction } from '../../test/workspaces-fixtures';

let h: Harness;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;

beforeAll(async () => {
  const fixtures = demoFixtures();
  // Seven bases so the picker has two pages of 5; the last one refuses our token.
  for (let i = 2; i <= 7; i += 1) {
    fixtures.bases.push({ ...loadDemoBase(), id: `appBase${i}xxxxxxxxxx`, name: `Base ${i}` });
  }
  fixtures.bases.push({ ...loadDemoBase(), id: 'appLockedxxxxxxxxx', name: 'Locked', tokens: ['pat-other'] });
  fake = await startFakeAirtable({ fixtures, tokens: ['pat-test', 'pat-other'] });
  h = await createHarness({ AIRTABLE_API_URL: fake.url });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

async function getJson(path: string, cookie: string) {
  const res = await h.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[DATA] Airtable picker API', () => {
  it('asks for a token first, then pages bases 5 at a time and lists tables with fields and views', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    const bases = `/api/workspaces/${team.routeId}/airtable/bases`;

    const none = await getJson(bases, owner.cookie);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ ok: false, error: NO_ACCESS_TOKEN_MESSAGE, code: 'NO_TOKEN' });

    await postAction(h, `/workspaces/${team.routeId}?index`, owner.cookie, {
      intent: 'setAirtableToken',
      token: 'pat-test',
    });
    const first = await getJson(bases, owner.cookie);
    expect(first.status).toBe(200);
    expect((first.body.bases as unknown[]).length).toBe(5);
    expect(first.body.total).toBe(7);
    const second = await getJson(`${bases}?cursor=${String(first.body.cursor)}`, owner.cookie);
    expect((second.body.bases as Array<{ name: string }>).map((b) => b.name)).toEqual(['Base 6', 'Base 7']);
    expect(second.body.cursor).toBeUndefined();

    const tables = await getJson(`${bases}/appClientProj2025/tables`, owner.cookie);
    expect(tables.status).toBe(200);
    const projects = (
      tables.body.tables as Array<{
        name: string;
        fields: Array<{ type: string; options?: { choices?: unknown[] } }>;
        views: unknown[];
      }>
    ).find((t) => t.name === 'Projects')!;
    expect(projects.fields.some((f) => f.type === 'singleSelect' && (f.options?.choices?.length ?? 0) > 0)).toBe(true);
    expect(projects.views.length).toBeGreaterThan(0);

    const callsBefore = fake.requests;
    await getJson(bases, owner.cookie);
    await getJson(`${bases}/appClientProj2025/tables`, owner.cookie);
    expect(fake.requests).toBe(callsBefore);
  });

  it("shows 'Insufficient Permissions' when Airtable refuses the token", async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    await postAction(h, `/workspaces/${team.routeId}?index`, owner.cookie, {
      intent: 'setAirtableToken',
      token: 'pat-test',
    });
    const locked = await getJson(
      `/api/workspaces/${team.routeId}/airtable/bases/appLockedxxxxxxxxx/tables`,
      owner.cookie,
    );
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ title: INSUFFICIENT_PERMISSIONS_TITLE, error: TOKEN_EXPIRED_MESSAGE });

    await postAction(h, `/workspaces/${team.routeId}?index`, owner.cookie, {
      intent: 'setAirtableToken',
      token: 'pat-revoked',
    });
    const revoked = await getJson(`/api/workspaces/${team.routeId}/airtable/bases`, owner.cookie);
    expect(revoked.status).toBe(403);
    expect(revoked.body).toMatchObject({ title: INSUFFICIENT_PERMISSIONS_TITLE, error: TOKEN_EXPIRED_MESSAGE });
  });

  it('keeps workspaces apart and needs a session', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    await postAction(h, `/workspaces/${team.routeId}?index`, owner.cookie, {
      intent: 'setAirtableToken',
      token: 'pat-test',
    });
    const other = await getJson(`/api/workspaces/${team.routeId}/airtable/bases`, stranger.cookie);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Client Projects');
    const anonymous = await h.request(`/api/workspaces/${team.routeId}/airtable/bases`);
    expect(anonymous.status).toBe(401);
  });
});
