/**
 * Numbers, dates and date-times on portal pages (`fieldText` in core): a listing's cards and a
 * record page show a built-in table's amounts with their precision and currency, dates and
 * date-times readable, in the portal's locale and time zone (en-US and UTC: sites have no such
 * setting, ADR 053), and an Airtable base's currency, percent and dates by their fields' own
 * formats, all formatted on the server (no script added). Record pages list each field once, and
 * empty listings speak to visitors, not builders. Through the production build's request handler
 * (`npm run build -w portal-host` first), on a portal started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EMPTY_MESSAGE, ZCreatePageSchema } from '@atrium/core';
import { createLocalTable, createPage, insertLocalRecords, publishSite } from '@atrium/db';
import type { FakeBase } from '@atrium/integrations/airtable/fake/types';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';
import { cardLinks, dataSection } from '../testing/listings-test-portal';

const PORTAL = 'http://formats.localhost:3001';
let portal: AirtableTestPortal;

/** A base as Airtable describes it: a currency with its symbol, a percent, dates in its formats. */
const DEALS_BASE: FakeBase = {
  id: 'appDealsBase00001',
  name: 'Deals',
  tables: [
    {
      id: 'tblDeals000000001',
      name: 'Deals',
      primaryFieldId: 'fldDealName000001',
      fields: [
        { id: 'fldDealName000001', name: 'Deal', type: 'singleLineText' },
        { id: 'fldDealValue00001', name: 'Value', type: 'currency', options: { precision: 2, symbol: '€' } },
        { id: 'fldDealOdds000001', name: 'Odds', type: 'percent', options: { precision: 0 } },
        {
          id: 'fldDealClose00001',
          name: 'Closes',
          type: 'date',
          options: { dateFormat: { name: 'european', format: 'D/M/YYYY' } },
        },
        { id: 'fldDealSigned0001', name: 'Signed', type: 'date', options: { dateFormat: { name: 'friendly' } } },
      ],
      views: [{ id: 'viwDeals000000001', name: 'Grid', type: 'grid' }],
      records: [
        {
          id: 'recDealHarbour001',
          createdTime: '2026-01-01T00:00:00.000Z',
          fields: {
            fldDealName000001: 'Harbour lights',
            fldDealValue00001: 2000,
            fldDealOdds000001: 0.75,
            fldDealClose00001: '2026-03-04',
            fldDealSigned0001: '2026-01-01',
          },
        },
      ],
    },
  ],
};

beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Fay', lastName: 'M', email: 'formats@example.com' },
    appName: 'Formats',
    domain: 'formats',
    fixtures: { bases: [DEALS_BASE] },
  });
  const { db } = portal.runtime;
  const siteId = portal.siteId;
  const table = await createLocalTable(db, {
    siteId,
    name: 'Invoices',
    fields: [
      { id: 'fldName000000000', name: 'Name', type: 'singleLineText' },
      { id: 'fldAmount0000000', name: 'Amount', type: 'number', options: { precision: 2, currency: 'USD' } },
      { id: 'fldDue0000000000', name: 'Due', type: 'dateTime' },
      { id: 'fldIssued0000000', name: 'Issued', type: 'date' },
    ],
  });
  await insertLocalRecords(db, {
    siteId,
    tableId: table.id,
    records: [
      {
        fields: {
          fldName000000000: 'Lighting design',
          fldAmount0000000: 1234.5,
          fldDue0000000000: '2026-01-05T14:30:00.000Z',
          fldIssued0000000: '2025-12-20',
        },
      },
    ],
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Invoices', path: '/invoices' }),
    contents: {
      version: 1,
      sections: [
        dataSection('listInvoices', {
          source: { kind: 'local', tableId: table.id, tableName: 'Invoices' },
          fields: { title: 'fldName000000000', subtitle: 'fldAmount0000000', body: 'fldDue0000000000' },
          detail: { type: 'page', fields: ['fldAmount0000000', 'fldDue0000000000', 'fldIssued0000000'] },
        }),
      ],
    },
  });
  // Tasks: the record page's subtitle is Status, which the builder also ticked for the page.
  const tasks = await createLocalTable(db, {
    siteId,
    name: 'Tasks',
    fields: [
      { id: 'fldTaskName00000', name: 'Task', type: 'singleLineText' },
      { id: 'fldTaskStatus000', name: 'Status', type: 'singleSelect', options: { choices: [] } },
      { id: 'fldTaskHours0000', name: 'Hours', type: 'number', options: { precision: 1 } },
    ],
  });
  await insertLocalRecords(db, {
    siteId,
    tableId: tasks.id,
    records: [{ fields: { fldTaskName00000: 'Wire the lobby', fldTaskStatus000: 'In review', fldTaskHours0000: 2 } }],
  });
  const empty = await createLocalTable(db, {
    siteId,
    name: 'Support tickets',
    fields: [{ id: 'fldTicketName000', name: 'Subject', type: 'singleLineText' }],
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Tasks', path: '/tasks' }),
    contents: {
      version: 1,
      sections: [
        dataSection('listTasks000', {
          source: { kind: 'local', tableId: tasks.id, tableName: 'Tasks' },
          fields: { title: 'fldTaskName00000', subtitle: 'fldTaskStatus000' },
          detail: { type: 'page', fields: ['fldTaskName00000', 'fldTaskStatus000', 'fldTaskHours0000'] },
        }),
        dataSection('listTickets0', {
          source: { kind: 'local', tableId: empty.id, tableName: 'Support tickets' },
          fields: { title: 'fldTicketName000' },
        }),
      ],
    },
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Deals', path: '/deals' }),
    contents: {
      version: 1,
      sections: [
        dataSection('listDeals000', {
          source: { kind: 'airtable', baseId: DEALS_BASE.id, tableId: 'tblDeals000000001', tableName: 'Deals' },
          fields: { title: 'fldDealName000001', subtitle: 'fldDealValue00001' },
          detail: {
            type: 'page',
            fields: ['fldDealValue00001', 'fldDealOdds000001', 'fldDealClose00001', 'fldDealSigned0001'],
          },
        }),
      ],
    },
  });
  await publishSite(db, { siteId, builderId: portal.builderId });
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.handle(new Request(`${PORTAL}${path}`, { redirect: 'manual' }));

describe('[LISTING] numbers and date-times on portals', () => {
  it('shows an amount with its currency and a readable date-time on the card and the record page, formatted on the server', async () => {
    const listing = await get('/invoices');
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain('$1,234.50');
    expect(html).toContain('Jan 5, 2026, 2:30 PM UTC');
    expect(html).not.toContain('1234.5<');
    expect(html).not.toContain('2026-01-05T14:30');
    // Formatting is done on the server: the listing's only script is its usual enhancement.
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/^<script src="\/assets\/listing-enhance-[\w-]+\.js" defer="">$/),
    ]);

    const record = await get(cardLinks(html)[0]!.href);
    expect(record.status).toBe(200);
    const page = await record.text();
    // The amount is the page's subtitle (and so not listed again under it).
    expect(page).toContain('<p class="atrium-record__subtitle">$1,234.50</p>');
    expect(page).toContain('<dt>Due</dt><dd>Jan 5, 2026, 2:30 PM UTC</dd>');
    // A date without a format of its own reads as the portal's locale writes it.
    expect(page).toContain('<dt>Issued</dt><dd>Dec 20, 2025</dd>');
    expect(page).not.toContain('2025-12-20<');
    expect(page).not.toContain('<script');
  });

  it("shows an Airtable base's currency, percent and dates by the fields' own formats", async () => {
    const listing = await get('/deals');
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain('€2,000.00');
    expect(html).not.toContain('>2000<');
    const page = await (await get(cardLinks(html)[0]!.href)).text();
    // The subtitle heads the page; the fields list the rest once each.
    expect(page).toContain('<p class="atrium-record__subtitle">€2,000.00</p>');
    expect(page).not.toContain('<dt>Value</dt>');
    expect(page).toContain('<dt>Odds</dt><dd>75%</dd>');
    expect(page).toContain('<dt>Closes</dt><dd>4/3/2026</dd>');
    expect(page).toContain('<dt>Signed</dt><dd>January 1, 2026</dd>');
  });
});

describe('[LISTING] record pages and empty listings as visitors read them', () => {
  it('shows each field once: the title and subtitle head the page and are not listed again', async () => {
    const html = await (await get('/tasks')).text();
    const page = await (await get(cardLinks(html)[0]!.href)).text();
    expect(page.match(/In review/g)).toHaveLength(1);
    expect(page).toContain('<p class="atrium-record__subtitle">In review</p>');
    expect(page).not.toContain('<dt>Status</dt>');
    expect(page).not.toContain('<dt>Task</dt>');
    expect(page).toContain('<dt>Hours</dt><dd>2.0</dd>');
  });

  it('tells visitors an empty listing has nothing yet in their words, without the builder’s hint', async () => {
    const html = await (await get('/tasks')).text();
    expect(html).toContain('No support tickets yet.');
    expect(html).not.toContain(LISTING_EMPTY_MESSAGE);
    expect(html).not.toContain('spreadsheet-database');
  });
});
