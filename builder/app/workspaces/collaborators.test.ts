import { SECTION_CATALOGUE, TEAM_MESSAGES, emptyPageContents } from '@atrium/core';
import { listMembers, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeOf, loadEditorData } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { errorsOf, loadRouteData, postAction, workspaceRow, teamSteps } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const { membersPath, teamWithPortal, teamWithCollaborator } = teamSteps(() => h);

function putDraft(siteId: string, cookie: string, body: unknown) {
  return h.request(`/api/sites/${siteId}/draft`, {
    method: 'PUT',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('[TEAM] collaborators', () => {
  it('see and edit the workspace’s portals; owner-only actions stay the owner’s', async () => {
    const { team, site, editor } = await teamWithCollaborator();
    const home = await (await h.request(`/workspaces/${team.routeId}`, { cookie: editor.cookie })).text();
    expect(home).toContain(site.name);
    expect(home).not.toContain('aria-label="Edit workspace name"');

    const editorData = await loadEditorData(h, site.id, editor.cookie);
    expect(editorData.status).toBe(200);
    const page = await homeOf(h, site.id);
    const contents = { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading: 'By Eddie' })] };
    const saved = await putDraft(site.id, editor.cookie, { pageId: page.id, contents });
    expect(saved.status).toBe(200);
    expect((await homeOf(h, site.id)).contents.sections.map((s) => s.data.heading)).toEqual(['By Eddie']);

    const rename = await postAction(h, `/workspaces/${team.routeId}?index`, editor.cookie, {
      intent: 'renameWorkspace',
      name: 'Taken over',
    });
    expect(rename.status).toBe(403);
    const token = await postAction(h, `/workspaces/${team.routeId}?index`, editor.cookie, {
      intent: 'setAirtableToken',
      token: 'patEDITOR.x',
    });
    expect(token.status).toBe(403);
    const transfer = await postAction(h, `/workspaces/${team.routeId}/portals`, editor.cookie, {
      intent: 'transfer',
      siteId: site.id,
      workspaceId: '0',
    });
    expect(transfer.status).toBe(403);
    expect(errorsOf(transfer.data)['']).toEqual([
      'Only the workspace owner can transfer a portal out of this workspace.',
    ]);
    // The Transfer dialog says so instead of offering workspaces.
    const list = await loadRouteData<{ portals: { canTransfer: boolean } }>(
      h,
      `/workspaces/${team.routeId}/portals`,
      'routes/_shell.workspaces.$workspaceId.portals',
      editor.cookie,
    );
    expect(list.data?.portals.canTransfer).toBe(false);
    expect(await workspaceRow(h, team.id)).toMatchObject({ name: team.name, apiKey: '' });
    const [row] = await h.runtime.db.select().from(tables.sites).where(eq(tables.sites.id, site.id));
    expect(row?.workspaceId).toBe(team.id);
  });

  it('[SECURITY] a collaborator of workspace A cannot see or touch workspace B', async () => {
    const { editor } = await teamWithCollaborator();
    const b = await teamWithPortal('Team B');
    const bHome = await homeOf(h, b.site.id);
    for (const path of [`/workspaces/${b.team.routeId}`, membersPath(b.team.routeId), `/edit/${b.site.id}`]) {
      expect((await h.request(path, { cookie: editor.cookie })).status, path).toBe(404);
    }
    const contents = { ...emptyPageContents(), sections: [] };
    expect((await putDraft(b.site.id, editor.cookie, { pageId: bHome.id, contents })).status).toBe(404);
    expect((await homeOf(h, b.site.id)).contents).toEqual(bHome.contents);
  });

  it('[SECURITY] a removed collaborator loses access at once, including an open editor’s next autosave', async () => {
    const { owner, team, site, editor } = await teamWithCollaborator();
    const page = await homeOf(h, site.id);
    const before = await loadEditorData(h, site.id, editor.cookie);
    expect(before.status).toBe(200);

    const removed = await postAction(h, membersPath(team.routeId), owner.cookie, {
      intent: 'remove',
      builderId: editor.builder.id,
    });
    expect(removed.data).toEqual({ ok: true, message: 'Eddie Builder was removed from the workspace.' });

    const contents = { ...emptyPageContents(), sections: [SECTION_CATALOGUE.content.create({ heading: 'Too late' })] };
    const save = await putDraft(site.id, editor.cookie, {
      pageId: page.id,
      contents,
      baseUpdatedAt: before.data!.revision,
    });
    expect(save.status).toBe(404);
    expect(((await save.json()) as { error: string }).error).toBe('Portal not found');
    expect((await homeOf(h, site.id)).contents).toEqual(page.contents);
    for (const path of [`/edit/${site.id}`, `/workspaces/${team.routeId}`, membersPath(team.routeId)]) {
      expect((await h.request(path, { cookie: editor.cookie })).status, path).toBe(404);
    }
    const shell = await (await h.request('/workspaces/0', { cookie: editor.cookie })).text();
    expect(shell).not.toContain(team.name);
  });

  it('the owner cannot be removed and cannot leave; a collaborator leaves and loses access', async () => {
    const { owner, team, site, editor } = await teamWithCollaborator();
    const removeOwner = await postAction(h, membersPath(team.routeId), owner.cookie, {
      intent: 'remove',
      builderId: owner.builder.id,
    });
    expect(removeOwner.status).toBe(400);
    expect(errorsOf(removeOwner.data)['']).toEqual([TEAM_MESSAGES.ownerCannotBeRemoved]);
    const ownerLeaves = await postAction(h, membersPath(team.routeId), owner.cookie, { intent: 'leave' });
    expect(ownerLeaves.status).toBe(400);
    expect(errorsOf(ownerLeaves.data)['']).toEqual([TEAM_MESSAGES.ownerCannotLeave]);

    const left = await postAction(h, membersPath(team.routeId), editor.cookie, { intent: 'leave' });
    expect(left.data).toEqual({ ok: true, left: true, message: `You left ${team.name}.` });
    expect((await h.request(`/edit/${site.id}`, { cookie: editor.cookie })).status).toBe(404);
    expect((await listMembers(h.runtime.db, { workspaceId: team.id })).map((m) => m.email)).toEqual([
      owner.builder.email,
    ]);
  });
});
