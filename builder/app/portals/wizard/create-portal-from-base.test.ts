/**
 * The create-portal wizard's "Generate from this base" (issue 23): the form as the browser posts
 * it, against the fake Airtable's demo base; and what a refusal leaves (nothing).
 */
import { getPage, listPages, listSites } from '@atrium/db';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness';
import { makeTeam, postAction } from '../../../test/workspaces-fixtures';

let h: Harness;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
let fakeNow = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  // A second between requests on the fake's clock: generating reads whole tables (pretty URLs).
  fake = await startFakeAirtable({ fixtures: demoFixtures(), now: () => (fakeNow += 1_000) });
  h = await createHarness({ AIRTABLE_API_URL: fake.url });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const PROJECTS = 'tblPzrhQfm5X0xUEa';
const CLIENTS = 'tblqVh8kOxW4eUL8p';

/** Posts the wizard's form as the browser does: repeated tableIds for the ticked tables. */
async function submit(cookie: string, routeId: number, form: Record<string, string>, tableIds: string[] = []) {
  const body = new URLSearchParams({ appName: 'From Airtable', color: '#8848FF', domain: '', ...form });
  for (const id of tableIds) body.append('tableIds', id);
  const res = await h.request(`/workspaces/${routeId}/portals/create`, { cookie, form: body });
  return {
    status: res.status,
    location: res.headers.get('Location'),
    page: res.status === 302 ? '' : await res.text(),
  };
}

async function teamWithToken() {
  const owner = await h.signIn();
  const team = await makeTeam(h, owner.builder.id);
  await postAction(h, `/workspaces/${team.routeId}?index`, owner.cookie, {
    intent: 'setAirtableToken',
    token: 'pat-test',
  });
  return { owner, team };
}

describe('[PORTALS] create a portal from an Airtable base', () => {
  it('makes a page per ticked table with its listing and opens the first in the editor', async () => {
    const { owner, team } = await teamWithToken();
    const answer = await submit(owner.cookie, team.routeId, { dataSource: 'airtable', baseId: 'appClientProj2025' }, [
      PROJECTS,
      CLIENTS,
    ]);
    expect(answer.status).toBe(302);
    const [, siteId, pageId] = /^\/edit\/([^?]+)\?pageId=(.+)$/.exec(answer.location ?? '') ?? [];
    const pages = await listPages(h.runtime.db, { siteId: siteId! });
    expect(pages.map((p) => [p.name, p.path])).toEqual([
      ['Home', '/'],
      ['Projects', '/projects'],
      ['Clients', '/clients'],
    ]);
    const first = await getPage(h.runtime.db, { siteId: siteId!, pageId: pageId! });
    expect(first?.name).toBe('Projects');
    expect(first?.contents.sections[0]).toMatchObject({
      type: 'data',
      data: {
        source: { kind: 'airtable', baseId: 'appClientProj2025', tableId: PROJECTS },
        detail: { type: 'page', slugFieldId: 'fldnv6asntY3ymqYw' },
      },
    });
  });

  it('refuses a missing base or tables, a base the token cannot reach and a workspace without a token, leaving no portal', async () => {
    const { owner, team } = await teamWithToken();
    const count = async () => (await listSites(h.runtime.db, { workspaceId: team.id })).length;
    const noBase = await submit(owner.cookie, team.routeId, { dataSource: 'airtable', baseId: '' }, [PROJECTS]);
    expect(noBase.status).toBe(400);
    expect(noBase.page).toContain('Choose a base.');
    const noTables = await submit(owner.cookie, team.routeId, { dataSource: 'airtable', baseId: 'appClientProj2025' });
    expect(noTables.status).toBe(400);
    expect(noTables.page).toContain('Choose at least one table.');
    const elsewhere = await submit(owner.cookie, team.routeId, { dataSource: 'airtable', baseId: 'appNotOurs000001' }, [
      PROJECTS,
    ]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.page).toContain('This Airtable token cannot reach that base.');
    const wrongTable = await submit(
      owner.cookie,
      team.routeId,
      { dataSource: 'airtable', baseId: 'appClientProj2025' },
      ['tblSomethingElse1'],
    );
    expect(wrongTable.status).toBe(400);
    expect(wrongTable.page).toContain('That table is not in this base.');
    const tooMany = await submit(
      owner.cookie,
      team.routeId,
      { dataSource: 'airtable', baseId: 'appClientProj2025' },
      Array.from({ length: 13 }, (_, i) => `tbl${i}`),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.page).toContain('Choose at most 12 tables.');
    expect(await count()).toBe(0);

    const other = await h.signIn();
    const bare = await makeTeam(h, other.builder.id);
    const noToken = await submit(other.cookie, bare.routeId, { dataSource: 'airtable', baseId: 'appClientProj2025' }, [
      PROJECTS,
    ]);
    expect(noToken.status).toBe(400);
    expect(noToken.page).toContain('Add an Airtable token to this workspace first.');
    expect((await listSites(h.runtime.db, { workspaceId: bare.id })).length).toBe(0);
    // Another builder's workspace is not theirs to create in, whatever its token reaches.
    const intruder = await submit(other.cookie, team.routeId, { dataSource: 'airtable', baseId: 'appClientProj2025' }, [
      PROJECTS,
    ]);
    expect(intruder.status).toBe(404);
    expect(await count()).toBe(0);
  });
});
