/**
 * Listings on portal pages (portal-page.server.ts): a page of records rendered on the server,
 * search, filters and pages in the URL, the table layout, user listings and an Airtable table read
 * from the record cache. Through the production build's request handler (`npm run build -w portal-
 * host` first), on the listings test portal (app/testing/listings-test-portal.ts), started for
 * this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_USER_SIGN_IN_MESSAGE } from '@atrium/core';
import type { FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { cardTitles, startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;
let fake: FakeAirtable;
let projectIds: string[];

beforeAll(async () => {
  portal = await startListingsTestPortal();
  ({ fake, projectIds } = portal);
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);

describe('[LISTING] listings on portals', () => {
  it('renders a page of records on the server, in the configured order, with a next-page link and no ETag', async () => {
    const response = await get('/projects');
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const html = await response.text();
    expect(html).toContain('Our projects');
    const titles = cardTitles(html);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Harbour bridge lighting');
    expect(titles[1]).toBe('Project 01');
    expect(html).toContain('placeholder="Search projects"');
    // The tag filter is a set of links; the next page is a link too: all crawlable.
    expect(html).toContain('href="?f.fldStatus0000000=Done"');
    const next = /<a href="(\?after=[^"]+)" rel="next">Next page<\/a>/.exec(html)?.[1];
    expect(next).toBeDefined();

    const second = cardTitles(await (await get(`/projects${next!.replaceAll('&amp;', '&')}`)).text());
    expect(second).toHaveLength(10);
    expect(second).not.toContain('Project 01');
    // Project 08 is the Harbour bridge: the first page ends at Project 10.
    expect(second[0]).toBe('Project 11');
  });

  it('searches and filters from the URL, and says so when nothing matches', async () => {
    expect(cardTitles(await (await get('/projects?q=harbour')).text())).toEqual(['Harbour bridge lighting']);

    const done = await (await get('/projects?f.fldStatus0000000=Done')).text();
    const titles = cardTitles(done);
    expect(titles.length).toBe(8);
    expect(done).toContain('aria-current="true"');
    // Status is the subtitle: every card shown is Done.
    expect([...done.matchAll(/<p class="atrium-listing__subtitle">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(
      Array(8).fill('Done'),
    );

    const none = await (await get('/projects?q=zeppelin')).text();
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No results found');
    expect(none).toContain('value="zeppelin"');
  });

  it('renders the table layout with its columns, holding only the records its rules allow', async () => {
    const html = await (await get('/table')).text();
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Status</th>');
    expect([...html.matchAll(/<tr data-record-id=/g)]).toHaveLength(5);
    expect(html).not.toContain('<td>Done</td>');
    // Records 3, 6, 9… are Done: their pages under this listing do not open.
    expect((await get(`/table/${projectIds[2]}`)).status).toBe(404);
    const recordPage = await get(`/table/${projectIds[0]}`);
    expect(recordPage.status).toBe(200);
    // Its record page: blocks in two columns.
    const blocks = await recordPage.text();
    expect(blocks).toContain('atrium-record__blocks--columns');
    expect(blocks).toContain('<h2 class="atrium-record__block-title">About</h2>');
    expect(blocks).toContain('<dt>Summary</dt><dd>Summary of project 1</dd>');
    expect(blocks).toMatch(/atrium-record__column--side.*Questions\? Write to the project lead\./s);
  });

  it('asks visitors to log in before a user listing shows anything', async () => {
    const html = await (await get('/mine')).text();
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
    expect(cardTitles(html)).toEqual([]);
  });

  it('lists an Airtable table from the cache: a second view does not call Airtable', async () => {
    const first = await (await get('/airtable')).text();
    expect(cardTitles(first)).toHaveLength(6);
    expect(first).toContain('aria-label="Status"');
    const calls = fake.requests;
    const again = await (await get('/airtable')).text();
    expect(cardTitles(again)).toEqual(cardTitles(first));
    expect(fake.requests).toBe(calls);

    const [title] = cardTitles(first);
    const word = title!.split(' ')[0]!;
    const searched = cardTitles(await (await get(`/airtable?q=${encodeURIComponent(word)}`)).text());
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });
});
