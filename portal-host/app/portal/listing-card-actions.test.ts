/**
 * Cards' calls to action (listing-action.server.ts): website links, phone numbers, upvotes, links,
 * the card's update action and its edit form, and what people who may only view get. Through the
 * production build's request handler (`npm run build -w portal-host` first), on the listings test
 * portal (app/testing/listings-test-portal.ts), started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;
let projectIds: string[];
let ideaIds: string[];

beforeAll(async () => {
  portal = await startListingsTestPortal();
  ({ projectIds, ideaIds } = portal);
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);
const post: ListingsTestPortal['post'] = (...args) => portal.post(...args);

describe('[LISTING] call to action buttons and upvotes', () => {
  const upvote = (path: string, sectionId: string, recordId: string, cookie?: string) =>
    post(path, { intent: 'listing-upvote', sectionId, recordId }, false, cookie);
  const counts = (html: string) =>
    [...html.matchAll(/<span class="atrium-listing__upvote-count">(\d+)<\/span>/g)].map((m) => Number(m[1]));

  it('renders website links (new tab) and phone numbers to copy on the cards', async () => {
    const html = await (await get('/idea-links')).text();
    expect(html).toContain(
      'href="https://night.example.com" class="atrium-listing__cta" data-listing-cta="" target="_blank" rel="noopener noreferrer">Visit</a>',
    );
    expect(html).toContain(
      'href="tel:+15550102030" class="atrium-listing__cta" data-listing-copy="+1 (555) 010-2030">Copy phone number</a>',
    );
  });

  it('adds one upvote per visitor to the Number field, shown at once; a second vote is refused', async () => {
    expect(counts(await (await get('/ideas')).text())).toEqual([4, 0]);
    const first = await upvote('/ideas', 'ideasVotes', ideaIds[0]!);
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/ideas?done=upvoted');
    const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^atrium_voter=/);
    const after = await (await get('/ideas?done=upvoted')).text();
    expect(after).toContain('Thanks for your vote.');
    expect(counts(after)).toEqual([5, 0]);

    const again = await upvote('/ideas', 'ideasVotes', ideaIds[0]!, cookie);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('You have already upvoted this record.');
    expect(counts(await (await get('/ideas')).text())).toEqual([5, 0]);

    // Another visitor (no cookie) counts too; the same visitor may upvote another record.
    expect((await upvote('/ideas', 'ideasVotes', ideaIds[0]!)).status).toBe(303);
    expect((await upvote('/ideas', 'ideasVotes', ideaIds[1]!, cookie)).status).toBe(303);
    expect(counts(await (await get('/ideas')).text())).toEqual([6, 1]);
  });

  it('refuses upvotes where the listing has no upvote field or the visitor may not see the records', async () => {
    const notUpvotes = await upvote('/idea-links', 'ideasSite', ideaIds[0]!);
    expect(notUpvotes.status).toBe(403);
    const hidden = await upvote('/member-ideas', 'ideasMembers', ideaIds[0]!);
    expect(hidden.status).toBe(403);
    const elsewhere = await upvote('/ideas', 'ideasVotes', projectIds[0]!);
    expect(elsewhere.status).toBe(404);
    expect(counts(await (await get('/ideas')).text())).toEqual([6, 1]);
  });
});

describe('[LISTING] call to action: a link, the card’s update action and the edit form', () => {
  const sites = (html: string) =>
    [...html.matchAll(/href="(https:\/\/[a-z.]+)" class="atrium-listing__cta"/g)].map((m) => m[1]!);

  it('links every card to the builder’s address; people who may edit run the card’s action and come back to the listing', async () => {
    const html = await (await get('/idea-actions')).text();
    expect(
      html.match(/<a href="\/ideas" class="atrium-listing__cta" data-listing-cta="">All ideas<\/a>/g),
    ).toHaveLength(2);
    expect(html).toContain('name="intent" value="listing-card-action"');
    expect(html).toContain('aria-label="Mark done: River swim"');

    const done = await post('/idea-actions', {
      intent: 'listing-card-action',
      sectionId: 'ideasUpdate',
      recordId: ideaIds[1]!,
      actionId: 'cardView',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/idea-actions?done=updated');
    const after = await (await get('/idea-actions?done=updated')).text();
    expect(after).toContain('Your changes were saved.');
    // Written through the cache: a listing of the site links shows the new address at once.
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://night.example.com',
      'https://done.example.com',
    ]);
  });

  it('opens the record’s edit form from the card; saving comes back to the listing, a refusal keeps what was typed', async () => {
    const html = await (await get('/idea-actions')).text();
    expect(html).toContain(
      '<summary class="atrium-listing__cta" aria-label="Change the site: Night market">Change the site</summary>',
    );
    expect(html).toContain(`id="card-ideasForm-${ideaIds[0]}-fldSite00000000"`);
    expect(html).toContain('<input type="hidden" name="back" value="listing"/>');

    const saved = await post('/idea-actions', {
      intent: 'listing-update',
      sectionId: 'ideasForm',
      recordId: ideaIds[0]!,
      back: 'listing',
      'field:fldSite00000000': 'https://market.example.com',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/idea-actions?done=updated');
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://market.example.com',
      'https://done.example.com',
    ]);
  });

  it('keeps the card buttons and the create form of a listing whose records open nowhere', async () => {
    const html = await (await get('/idea-notes')).text();
    expect(html).toContain('aria-label="Change the site: Night market">Change the site</summary>');
    expect(html).toContain('name="intent" value="listing-create"');
  });

  it('changes only the fields an edit form showed: a field it left out keeps its value', async () => {
    const recordPath = `/board/${projectIds[0]}`;
    expect(await (await get(recordPath)).text()).toContain('<p class="atrium-record__subtitle">Planning</p>');
    const saved = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'boardListing',
      recordId: projectIds[0]!,
      shown: 'fldName000000000',
      'field:fldName000000000': 'Project 01 (renamed)',
    });
    expect(saved.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('Project 01 (renamed)');
    expect(after).toContain('<p class="atrium-record__subtitle">Planning</p>');
    // The record page's own edit form names every field it shows.
    expect(after).toContain('<input type="hidden" name="shown" value="fldStatus0000000"/>');
  });

  it('shows neither button to people who may only view, and refuses their posts', async () => {
    const html = await (await get('/idea-actions-view')).text();
    expect(html).not.toContain('listing-card-action');
    expect(html).not.toContain('Change the site');
    const action = await post('/idea-actions-view', {
      intent: 'listing-card-action',
      sectionId: 'ideasUpdateView',
      recordId: ideaIds[0]!,
      actionId: 'cardView',
    });
    expect(action.status).toBe(403);
    const edit = await post('/idea-actions-view', {
      intent: 'listing-update',
      sectionId: 'ideasFormView',
      recordId: ideaIds[0]!,
      back: 'listing',
      'field:fldSite00000000': 'https://sneaky.example.com',
    });
    expect(edit.status).toBe(403);
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://market.example.com',
      'https://done.example.com',
    ]);
  });
});
