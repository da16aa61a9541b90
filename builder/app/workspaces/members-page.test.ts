import { listMembers } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { addMember, makeTeam } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const html = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.text();
};

describe('[WORKSPACES] members page', () => {
  it('lists members with name, email, role and joined date', async () => {
    const owner = await h.signIn({ firstName: 'Olive' });
    const editor = await h.signIn({ firstName: 'Eddie' });
    const team = await makeTeam(h, owner.builder.id, 'Members Team');
    await addMember(h, team.id, editor.builder.id, 'editor');

    const page = await html(await h.request(`/workspaces/${team.routeId}/members`, { cookie: editor.cookie }));
    expect(page).toContain('Olive Builder');
    expect(page).toContain(owner.builder.email);
    expect(page).toContain('Eddie Builder');
    expect(page).toContain(editor.builder.email);
    expect(page).toContain('Owner');
    expect(page).toContain('Editor');
    const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(page).toContain(joined);
    // Inviting is the owner's: a collaborator gets no invite form (teams.test.ts covers inviting).
    expect(page).not.toContain('type="email"');
    expect(page).toContain('Leave workspace');
    expect((await listMembers(h.runtime.db, { workspaceId: team.id })).length).toBe(2);
  });
});
