/**
 * Linked records blocks on record pages (listing-action.server.ts): the linked records as cards;
 * editors link, unlink and add records. Through the production build's request handler (`npm run
 * build -w portal-host` first), on the listings test portal (app/testing/listings-test-portal.ts),
 * started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;
let projectIds: string[];
let personIds: string[];
let teamIds: string[];

beforeAll(async () => {
  portal = await startListingsTestPortal();
  ({ projectIds, personIds, teamIds } = portal);
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);
const post: ListingsTestPortal['post'] = (...args) => portal.post(...args);

describe('[LISTING] linked records blocks', () => {
  const members = (html: string) =>
    [...html.matchAll(/<span class="atrium-record__linked-title">([^<]*)<\/span>/g)].map((m) => m[1]!);
  const teamPath = () => `/teams/${teamIds[0]}`;
  const change = (intent: string, fields: Record<string, string>, path = teamPath(), sectionId = 'teamsEdit') =>
    post(path, { intent, sectionId, recordId: teamIds[0]!, blockId: 'blockMembers', ...fields });

  it('shows the linked records with their chosen fields as cards; editors link, unlink and add records', async () => {
    const html = await (await get(teamPath())).text();
    expect(members(html)).toEqual(['Ada']);
    expect(html).toContain('atrium-record__linked--cards');
    expect(html).toContain('<dt>Role</dt><dd>Engineer</dd>');
    // Records not linked yet are offered, in name order.
    expect([...html.matchAll(/<option value="(rec[a-z0-9]+)">([^<]*)<\/option>/g)].map((m) => m[2])).toEqual([
      'Grace',
      'Linus',
    ]);
    expect(html).toContain('>Add a member</button>');

    const linked = await change('listing-link', { linkedRecordId: personIds[1]! });
    expect(linked.status).toBe(303);
    expect(linked.headers.get('Location')).toBe(`${teamPath()}?done=linked`);
    const after = await (await get(`${teamPath()}?done=linked`)).text();
    expect(after).toContain('The record was linked.');
    expect(members(after)).toEqual(['Ada', 'Grace']);

    const unlinked = await change('listing-unlink', { linkedRecordId: personIds[0]! });
    expect(unlinked.status).toBe(303);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace']);

    const added = await change('listing-create-linked', { name: '  Barbara  ' });
    expect(added.status).toBe(303);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace', 'Barbara']);
  });

  it('refuses a record that is not in the linked table, an empty name, and people who may only view', async () => {
    const forged = await change('listing-link', { linkedRecordId: projectIds[0]! });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('That record is not in the linked table.');
    const malformed = await change('listing-link', { linkedRecordId: 'x"><script>' });
    expect(malformed.status).toBe(400);
    const unnamed = await change('listing-create-linked', { name: '   ' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('Give the new record a name.');
    const wrongBlock = await change('listing-link', { linkedRecordId: personIds[2]!, blockId: 'nosuchblock' });
    expect(wrongBlock.status).toBe(403);

    const viewOnly = await (await get(`/teams-view/${teamIds[0]}`)).text();
    expect(members(viewOnly)).toEqual(['Grace', 'Barbara']);
    expect(viewOnly).not.toContain('listing-link');
    expect(viewOnly).not.toContain('Unlink');
    const refused = await change(
      'listing-link',
      { linkedRecordId: personIds[2]! },
      `/teams-view/${teamIds[0]}`,
      'teamsView',
    );
    expect(refused.status).toBe(403);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace', 'Barbara']);
  });
});
