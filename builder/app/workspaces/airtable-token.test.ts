import { AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE } from '@atrium/core';
import { AIRTABLE_TOKEN_PURPOSE, decryptSecret } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { addMember, errorsOf, loadRouteData, makeTeam, postAction, workspaceRow } from '../../test/workspaces-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const ROUTE = 'routes/_shell.workspaces.$workspaceId._index';

describe('[WORKSPACES] Airtable personal access token', () => {
  it('lets the owner add and replace the token, stores it encrypted and never sends it back', async () => {
    const owner = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    const path = `/workspaces/${team.routeId}?index`;

    const blank = await postAction(h, path, owner.cookie, { intent: 'setAirtableToken', token: '  ' });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.data).token).toEqual(['Please enter your Airtable personal access token']);

    const saved = await postAction(h, path, owner.cookie, {
      intent: 'setAirtableToken',
      token: 'patFIRST.secret-value',
    });
    expect(saved.data).toMatchObject({ ok: true, message: 'Airtable access token updated' });
    const stored = (await workspaceRow(h, team.id))!.apiKey;
    expect(stored).not.toContain('secret-value');
    expect(decryptSecret(stored, h.runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE)).toBe('patFIRST.secret-value');

    await postAction(h, path, owner.cookie, { intent: 'setAirtableToken', token: 'patSECOND.other' });
    const replaced = (await workspaceRow(h, team.id))!.apiKey;
    expect(decryptSecret(replaced, h.runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE)).toBe('patSECOND.other');

    const page = await h.request(`/workspaces/${team.routeId}`, { cookie: owner.cookie });
    const html = await page.text();
    expect(html).not.toContain('patSECOND');
    expect(html).not.toContain(replaced);
    const loaded = await loadRouteData<{ workspace: { hasAirtableToken: boolean } }>(
      h,
      `/workspaces/${team.routeId}`,
      ROUTE,
      owner.cookie,
    );
    expect(loaded.data?.workspace.hasAirtableToken).toBe(true);
    expect(JSON.stringify(loaded.data)).not.toContain('patSECOND');
    expect(JSON.stringify(loaded.data)).not.toContain(replaced);
  });

  it('refuses members who are not the owner, and other tenants', async () => {
    const owner = await h.signIn();
    const editor = await h.signIn();
    const stranger = await h.signIn();
    const team = await makeTeam(h, owner.builder.id);
    await addMember(h, team.id, editor.builder.id, 'editor');
    const path = `/workspaces/${team.routeId}?index`;

    const byEditor = await postAction(h, path, editor.cookie, { intent: 'setAirtableToken', token: 'patEDITOR.x' });
    expect(byEditor.status).toBe(403);
    expect(JSON.stringify(byEditor.data)).toContain(AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE);
    const byStranger = await postAction(h, path, stranger.cookie, {
      intent: 'setAirtableToken',
      token: 'patSTRANGER.x',
    });
    expect(byStranger.status).toBe(404);
    expect((await workspaceRow(h, team.id))!.apiKey).toBe('');
  });
});
