/**
 * Filters from a linked table (portal-page.server.ts): the linked table's records as filter
 * options, from a built-in table and through Airtable's cache. Through the production build's
 * request handler (`npm run build -w portal-host` first), on the listings test portal
 * (app/testing/listings-test-portal.ts), started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocalRecords } from '@atrium/db';
import { LOCAL_BASE, localDataSourceFor, type Runtime } from '@atrium/integrations';
import { loadDemoBase } from '@atrium/integrations/airtable/fake/demo-fixtures';
import type { FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { cardTitles, startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;
let runtime: Runtime;
let fake: FakeAirtable;
let siteId: string;
let projectIds: string[];
let clientTableId: string;
let clientIds: string[];

beforeAll(async () => {
  portal = await startListingsTestPortal();
  ({ runtime, fake, siteId, projectIds, clientTableId, clientIds } = portal);
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);

describe('[LISTING] filters from a linked table', () => {
  const decode = (text: string) => text.replaceAll('&amp;', '&');
  const clientTags = (html: string) => {
    const nav = /<nav [^>]*data-listing-tags="jobsByClient:fldJobClient0000"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    return [...(nav ?? '').matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
      href: decode(m[1]!),
      title: decode(m[2]!),
    }));
  };

  it("offers the linked table's records titled and sorted as chosen, and filters by them from the URL", async () => {
    const html = await (await get('/jobs')).text();
    expect(cardTitles(html)).toHaveLength(6);
    const tags = clientTags(html);
    // Sorted by 'Client since', newest first; each option is the client's record id in the URL.
    expect(tags.map((t) => t.title)).toEqual(['Blue Harbor', 'Cedar & Pine', 'Northwind']);
    expect(tags[0]!.href).toBe(`?f.fldJobClient0000=${clientIds[1]}`);

    const blue = await (await get(`/jobs${tags[0]!.href}`)).text();
    expect(cardTitles(blue)).toEqual(['Booking system', 'Dental signage']);
    expect(blue).toMatch(/aria-current="true" rel="nofollow">Blue Harbor<\/a>/);
    // Several clients at once (the filter allows more than one): their jobs together.
    const both = clientTags(blue).find((t) => t.title === 'Northwind')!.href;
    expect(both).toBe(`?f.fldJobClient0000=${clientIds[1]}&f.fldJobClient0000=${clientIds[0]}`);
    expect(cardTitles(await (await get(`/jobs${both}`)).text())).toEqual([
      'Annual report',
      'Booking system',
      'Checkout',
      'Dental signage',
    ]);
    // With a search too; a job without a client is in no client's list.
    expect(cardTitles(await (await get(`/jobs?q=audit&f.fldJobClient0000=${clientIds[0]}`)).text())).toEqual([]);
    expect(cardTitles(await (await get('/jobs?q=audit')).text())).toEqual(['Freelance audit']);
  });

  it('answers a value that is not a record of the linked table with no records, never an error', async () => {
    for (const value of ['Northwind', 'recNoSuchClient00', "') OR TRUE() OR ('", projectIds[0]!]) {
      const response = await get(`/jobs?f.fldJobClient0000=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(200);
      const html = await response.text();
      expect(cardTitles(html), value).toEqual([]);
      expect(html).toContain('No results found');
    }
  });

  it('reads the options through the record cache: a client added behind its back shows once the table changes', async () => {
    const before = clientTags(await (await get('/jobs')).text());
    expect(before).toHaveLength(3);
    await insertLocalRecords(runtime.db, {
      siteId,
      tableId: clientTableId,
      records: [{ fields: { fldClientName000: 'Zephyr', fldClientSince00: 2025 } }],
    });
    expect(clientTags(await (await get('/jobs')).text())).toEqual(before);
    // What a write through the portal or a webhook does: the table's cached reads go stale.
    await localDataSourceFor(runtime, siteId).invalidateTable(LOCAL_BASE.id, clientTableId);
    expect(clientTags(await (await get('/jobs')).text()).map((t) => t.title)).toEqual([
      'Zephyr',
      'Blue Harbor',
      'Cedar & Pine',
      'Northwind',
    ]);
  });

  it('filters an Airtable table by a linked record through the cache: a second view calls Airtable no more', async () => {
    const base = loadDemoBase();
    const clients = base.tables.find((t) => t.name === 'Clients')!.records;
    const projects = base.tables.find((t) => t.name === 'Projects')!.records;
    const nameOf = (r: (typeof clients)[number]) => String(r.fields.fldSpXqNMh31cEJiy);
    const options = (html: string) => {
      const select = /<select name="f\.fld93Aqpw1oaZNSGe"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
      return [...select.matchAll(/<option value="(rec[^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => ({
        value: m[1]!,
        selected: Boolean(m[2]),
        title: decode(m[3]!),
      }));
    };

    const html = await (await get('/airtable-clients')).text();
    expect(cardTitles(html)).toHaveLength(20);
    // Titled by the client's name, sorted by it (no sort field chosen), Z to A.
    expect(options(html).map((o) => o.title)).toEqual(clients.map(nameOf).sort().reverse());
    expect(options(html).every((o) => clients.some((c) => c.id === o.value && nameOf(c) === o.title))).toBe(true);

    const acme = clients.find((c) => nameOf(c) === 'Acme Corp')!;
    const expected = projects
      .filter((p) => (p.fields.fld93Aqpw1oaZNSGe as string[] | undefined)?.includes(acme.id))
      .map((p) => String(p.fields.fldnv6asntY3ymqYw));
    expect(expected).toHaveLength(11);
    const url = `/airtable-clients?f.fld93Aqpw1oaZNSGe=${acme.id}`;
    const filtered = await (await get(url)).text();
    expect([...cardTitles(filtered)].sort()).toEqual([...expected].sort());
    expect(options(filtered).find((o) => o.selected)).toEqual({ value: acme.id, selected: true, title: 'Acme Corp' });

    const calls = fake.requests;
    const again = await (await get(url)).text();
    expect(cardTitles(again)).toEqual(cardTitles(filtered));
    expect(options(again)).toEqual(options(filtered));
    expect(fake.requests).toBe(calls);

    // A value that is no record of Clients: no records, no error; junk is never looked up in Clients.
    const unknown = await get('/airtable-clients?f.fld93Aqpw1oaZNSGe=recNoSuchClient00');
    expect(unknown.status).toBe(200);
    expect(cardTitles(await unknown.text())).toEqual([]);
    const before = fake.requests;
    const junk = await get(`/airtable-clients?f.fld93Aqpw1oaZNSGe=${encodeURIComponent("Acme Corp' OR TRUE()")}`);
    expect(junk.status).toBe(200);
    const junkHtml = await junk.text();
    expect(cardTitles(junkHtml)).toEqual([]);
    expect(junkHtml).toContain('No results found');
    expect(fake.requests - before).toBeLessThanOrEqual(1);
  });
});
