/**
 * A listing's records (portal-page.server.ts): record pages at their id and pretty URL, the
 * sitemap, the detail views (modal, side by side, a page in a new tab) and Single Record Views.
 * Through the production build's request handler (`npm run build -w portal-host` first), on the
 * listings test portal (app/testing/listings-test-portal.ts), started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_USER_SIGN_IN_MESSAGE } from '@atrium/core';
import { syncSectionSlugs, type Runtime } from '@atrium/integrations';
import {
  cardTitles,
  cardLinks,
  swapLinks,
  dialogOf,
  startListingsTestPortal,
  type ListingsTestPortal,
} from '../testing/listings-test-portal';

let portal: ListingsTestPortal;
let runtime: Runtime;
let siteId: string;
let projectIds: string[];

beforeAll(async () => {
  portal = await startListingsTestPortal();
  ({ runtime, siteId, projectIds } = portal);
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);
const post: ListingsTestPortal['post'] = (...args) => portal.post(...args);

describe('[LISTING] record pages', () => {
  it('opens a record at its id, then at its pretty URL once synced, with its title, description and canonical link', async () => {
    const first = cardLinks(await (await get('/projects')).text())[0]!;
    expect(first.href).toMatch(/^\/projects\/rec[a-z0-9]+$/);
    const byId = await get(first.href);
    expect(byId.status).toBe(200);
    const html = await byId.text();
    expect(html).toContain('<title>Harbour bridge lighting | Listings</title>');
    expect(html).toContain('<meta property="og:title" content="Harbour bridge lighting"/>');
    expect(html).toContain('<meta name="description" content="Summary of project 8"/>');
    expect(html).toContain(`<link rel="canonical" href="http://listings.localhost:3001${first.href}"/>`);
    expect(html).toMatch(
      /<h1 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Harbour bridge lighting<\/h1>/,
    );
    // The first record of the listing's order: no previous record, the next one is Project 01.
    expect(html).toContain('aria-disabled="true">Previous record</span>');
    const next = /<a href="([^"]+)" rel="next" class="atrium-record__neighbour">Next record<\/a>/.exec(html)?.[1];
    expect(next).toBe(`/projects/${projectIds[0]}`);
    expect(await (await get(next!)).text()).toContain('>Project 01</h1>');
    // The listing's page stays the current nav entry.
    expect(html).toContain('href="/projects"');

    // Save and Sync stores pretty URLs: the cards link to them and the id URL moves there for good.
    await syncSectionSlugs(runtime, {
      siteId,
      sectionId: 'listProjects',
      slugs: [{ slug: 'harbour-bridge-lighting', recordId: first.href.split('/').pop()! }],
    });
    expect(cardLinks(await (await get('/projects')).text())[0]!.href).toBe('/projects/harbour-bridge-lighting');
    const moved = await get(first.href);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/projects/harbour-bridge-lighting');
    const pretty = await get('/projects/harbour-bridge-lighting');
    expect(pretty.status).toBe(200);
    expect(await pretty.text()).toContain(
      '<link rel="canonical" href="http://listings.localhost:3001/projects/harbour-bridge-lighting"/>',
    );

    expect((await get('/projects/no-such-project')).status).toBe(404);
    expect((await get('/projects/recdoesnotexist00')).status).toBe(404);
    // A listing without record pages has none.
    expect((await get(`/airtable/${projectIds[0]}`)).status).toBe(404);
  });

  it('lists public pages and public record pages in sitemap.xml; robots.txt points to it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>http://listings.localhost:3001/projects</loc>');
    expect(xml).toContain('<loc>http://listings.localhost:3001/projects/harbour-bridge-lighting</loc>');
    expect(xml).toContain(`<loc>http://listings.localhost:3001/projects/${projectIds[0]}</loc>`);
    expect([...xml.matchAll(/<loc>[^<]*\/projects\/[^<]+<\/loc>/g)]).toHaveLength(25);
    // The table listing's rules leave its 8 Done projects out; user listings are private.
    expect([...xml.matchAll(/<loc>[^<]*\/table\/[^<]+<\/loc>/g)]).toHaveLength(17);
    expect(xml).not.toMatch(/\/mine\/rec/);
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://listings.localhost:3001/sitemap.xml');
  });
});

describe('[LISTING] detail views: modal, side by side, page in a new tab', () => {
  it('opens a record in a modal over the listing from its URL, with close and Previous/Next links', async () => {
    const listing = await (await get('/modal')).text();
    expect(dialogOf(listing)).toBeUndefined();
    const links = swapLinks(listing);
    expect(links).toHaveLength(5);
    // Done projects (3, 6, …) are not in this listing; Project 01 is second after the Harbour bridge.
    expect(links[1]).toEqual({ href: `?record=${projectIds[0]}`, title: 'Project 01' });

    const opened = await (await get(`/modal${links[1]!.href}`)).text();
    const dialog = dialogOf(opened)!;
    expect(dialog).toContain('atrium-modal__panel--4xl');
    expect(dialog).toContain('aria-modal="true"');
    expect(dialog).toMatch(/<h2 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Project 01<\/h2>/);
    expect(dialog).toContain('<dt>Summary</dt><dd>Summary of project 1</dd>');
    expect(dialog).toContain('class="atrium-modal__close" href="/modal" data-listing-swap=""');
    // Its neighbours in the listing's order: the Harbour bridge before, Project 02 after.
    expect(dialog).toContain(`<a href="?record=${projectIds[7]}" rel="prev"`);
    expect(dialog).toContain(`<a href="?record=${projectIds[1]}" rel="next"`);
    // The listing stays behind the modal.
    expect(swapLinks(opened)).toHaveLength(5);

    // With a search, the links keep it and Previous/Next walk the search's results only.
    const searched = await (await get(`/modal?q=project+0&record=${projectIds[0]}`)).text();
    const inSearch = dialogOf(searched)!;
    expect(inSearch).toContain('aria-disabled="true">Previous record</span>');
    expect(inSearch).toContain(`<a href="?q=project+0&amp;record=${projectIds[1]}" rel="next"`);
    expect(inSearch).toContain('class="atrium-modal__close" href="/modal?q=project+0"');

    // A record the listing's rules leave out, or no record at all, opens nothing.
    expect(dialogOf(await (await get(`/modal?record=${projectIds[2]}`)).text())).toBeUndefined();
    expect(dialogOf(await (await get('/modal?record=recnothing000000')).text())).toBeUndefined();
  });

  it('edits a record in its modal and comes back to it; a refusal keeps the modal open with what was typed', async () => {
    const recordId = projectIds[3]!;
    const opened = await (await get(`/modal?record=${recordId}`)).text();
    expect(dialogOf(opened)).toContain(`action="/modal?record=${recordId}"`);
    const refused = await post(`/modal?record=${recordId}`, {
      intent: 'listing-update',
      sectionId: 'modalListing',
      recordId,
      'field:fldName000000000': 'Project 04 renamed',
      'field:fldStatus0000000': 'Someday',
    });
    expect(refused.status).toBe(400);
    const refusedDialog = dialogOf(await refused.text())!;
    expect(refusedDialog).toContain('role="alert"');
    expect(refusedDialog).toContain('value="Project 04 renamed"');

    const saved = await post(`/modal?record=${recordId}`, {
      intent: 'listing-update',
      sectionId: 'modalListing',
      recordId,
      'field:fldName000000000': 'Project 04 renamed',
      'field:fldStatus0000000': 'Planning',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/modal?record=${recordId}&done=updated`);
    const after = await (await get(saved.headers.get('Location')!)).text();
    expect(after).toContain('Your changes were saved.');
    expect(dialogOf(after)).toContain('>Project 04 renamed</h2>');
  });

  it('shows the first record beside the list side by side, and the chosen one when a card is picked', async () => {
    const first = await (await get('/side')).text();
    expect(first).toContain('atrium-listing__results--side-by-side');
    expect(first).toMatch(/<aside class="atrium-listing__detail"[^>]*>[\s\S]*>Harbour bridge lighting<\/h2>/);
    expect(first).toContain(`data-record-id="${projectIds[7]}" aria-current="true"`);
    const picked = await (await get(`/side?record=${projectIds[1]}`)).text();
    expect(picked).toMatch(/<aside class="atrium-listing__detail"[^>]*>[\s\S]*>Project 02<\/h2>/);
    expect(picked).toContain(`data-record-id="${projectIds[1]}" aria-current="true"`);
    // Side by side has no Previous/Next bar: the list is right there.
    expect(picked).not.toContain('Next record');
  });

  it('opens record pages in a new tab when the listing asks for it', async () => {
    const html = await (await get('/tabs')).text();
    expect(html).toContain(
      `<a href="/tabs/${projectIds[7]}" target="_blank" rel="noopener">Harbour bridge lighting</a>`,
    );
  });
});

describe('[LISTING] Single Record View', () => {
  it('shows the record its rules and sort pick, with its blocks and edit form; it has no record pages', async () => {
    const html = await (await get('/featured')).text();
    // Active projects are 2, 5, 8 (the Harbour bridge), 11, …, 23; by name descending: Project 23.
    expect(html).toMatch(/<h2 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Project 23<\/h2>/);
    expect(html).toContain('<dt>Summary</dt><dd>Summary of project 23</dd>');
    expect(html).toContain('name="intent" value="listing-update"');
    expect(cardTitles(html)).toEqual([]);
    // A user view asks visitors to log in.
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
    expect((await get(`/featured/${projectIds[22]}`)).status).toBe(404);

    const saved = await post('/featured', {
      intent: 'listing-update',
      sectionId: 'featuredRecord',
      recordId: projectIds[22]!,
      'field:fldSummary000000': 'Now featured',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/featured?done=updated');
    const after = await (await get('/featured?done=updated')).text();
    expect(after).toContain('<dt>Summary</dt><dd>Now featured</dd>');
    expect(after).toContain('Your changes were saved.');
  });
});
