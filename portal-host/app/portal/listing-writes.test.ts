/**
 * A listing's writes (listing-action.server.ts): the create and edit forms, deletes and record
 * actions as the listing's access allows, and forms in groups with required fields. Through the
 * production build's request handler (`npm run build -w portal-host` first), on the listings test
 * portal (app/testing/listings-test-portal.ts), started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTitles, startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;

beforeAll(async () => {
  portal = await startListingsTestPortal();
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);
const post: ListingsTestPortal['post'] = (...args) => portal.post(...args);

describe('[LISTING] forms and record actions', () => {
  it('creates a record from the form, edits it on its page and runs its action, as the listing allows', async () => {
    const board = await (await get('/board')).text();
    expect(board).toContain('<summary>Suggest a project</summary>');
    expect(board).toContain('name="field:fldStatus0000000"');

    const refused = await post('/board', {
      intent: 'listing-create',
      sectionId: 'boardListing',
      'field:fldName000000000': 'Zeppelin hangar',
      'field:fldStatus0000000': 'Someday',
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('role="alert"');
    expect(refusedHtml).toContain('value="Zeppelin hangar"');

    const created = await post('/board', {
      intent: 'listing-create',
      sectionId: 'boardListing',
      'field:fldName000000000': 'Zeppelin hangar',
      'field:fldStatus0000000': 'Planning',
    });
    expect(created.status).toBe(303);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/board\/rec[a-z0-9]+\?done=created$/);
    const recordPath = location.split('?')[0]!;
    const page = await (await get(location)).text();
    expect(page).toContain('Your record was created.');
    expect(page).toContain('Zeppelin hangar');
    // The listing shows it at once: the write went through the cache.
    expect(cardTitles(await (await get('/board?q=zeppelin')).text())).toEqual(['Zeppelin hangar']);

    const edited = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
      'field:fldName000000000': 'Zeppelin hangar II',
      'field:fldStatus0000000': 'Active',
    });
    expect(edited.status).toBe(303);
    expect(await (await get(recordPath)).text()).toContain('Zeppelin hangar II');

    const action = await post(recordPath, {
      intent: 'listing-action',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
      actionId: 'markDone0001',
    });
    expect(action.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('<p class="atrium-record__subtitle">Done</p>');

    // No delete permission: refused, and the record stays.
    const deleted = await post(recordPath, {
      intent: 'listing-delete',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
    });
    expect(deleted.status).toBe(403);
    expect((await get(recordPath)).status).toBe(200);
    // A form from another site is refused before anything happens.
    const forged = await post(
      '/board',
      { intent: 'listing-create', sectionId: 'boardListing', 'field:fldName000000000': 'Forged' },
      true,
    );
    expect(forged.status).toBe(403);
  });

  it('refuses writes a listing does not allow (no access entries: view only)', async () => {
    const html = await (await get('/projects')).text();
    expect(html).not.toContain('name="intent" value="listing-create"');
    const response = await post('/projects', {
      intent: 'listing-create',
      sectionId: 'listProjects',
      'field:fldName000000000': 'Sneaky',
    });
    expect(response.status).toBe(403);
    expect(cardTitles(await (await get('/projects?q=sneaky')).text())).toEqual([]);
  });
});

describe('[LISTING] Create Record and Edit Record forms in groups', () => {
  it('renders the groups with labels and required marks, and checks required fields on create and edit', async () => {
    const html = await (await get('/requests')).text();
    expect(html).toContain('<legend>Your request</legend>');
    expect(html).toMatch(/Project name(<!-- -->)?<span class="atrium-field__required" aria-hidden="true"> \*<\/span>/);
    expect(html).toContain('placeholder="e.g. Harbour bridge"');

    const refused = await post('/requests', {
      intent: 'listing-create',
      sectionId: 'requestListing',
      'field:fldName000000000': '',
      'field:fldStatus0000000': 'Planning',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Project name is required.');

    const created = await post('/requests', {
      intent: 'listing-create',
      sectionId: 'requestListing',
      'field:fldName000000000': 'Quay lights',
      'field:fldStatus0000000': 'Planning',
    });
    expect(created.status).toBe(303);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    // The edit form has only Status, and it is required; a name sent along changes nothing.
    const page = await (await get(recordPath)).text();
    expect(page).not.toContain(`record-requestListing-${recordId}-fldName000000000`);
    const emptyStatus = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'requestListing',
      recordId,
      'field:fldStatus0000000': '',
    });
    expect(emptyStatus.status).toBe(400);
    expect(await emptyStatus.text()).toContain('Status is required.');
    const edited = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'requestListing',
      recordId,
      'field:fldName000000000': 'Renamed',
      'field:fldStatus0000000': 'Active',
    });
    expect(edited.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('Quay lights');
    expect(after).not.toContain('Renamed');
    expect(after).toContain('<p class="atrium-record__subtitle">Active</p>');
  });
});
