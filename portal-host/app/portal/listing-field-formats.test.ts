/**
 * Numbers and date-times on portal pages (`fieldText` in core): a listing's cards and a record
 * page show a built-in table's amounts with their precision and currency and its date-times
 * readable, in the portal's time zone (UTC: sites have no time zone setting), formatted on the
 * server (no script added). Through the production build's request handler (`npm run build -w
 * portal-host` first), on a portal started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreatePageSchema } from '@atrium/core';
import { createLocalTable, createPage, insertLocalRecords, publishSite } from '@atrium/db';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';
import { cardLinks, dataSection } from '../testing/listings-test-portal';

const PORTAL = 'http://formats.localhost:3001';
let portal: AirtableTestPortal;

beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Fay', lastName: 'M', email: 'formats@example.com' },
    appName: 'Formats',
    domain: 'formats',
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
    expect(page).toContain('<dt>Amount</dt><dd>$1,234.50</dd>');
    expect(page).toContain('<dt>Due</dt><dd>Jan 5, 2026, 2:30 PM UTC</dd>');
    // Dates keep the form they had.
    expect(page).toContain('<dt>Issued</dt><dd>2025-12-20</dd>');
    expect(page).not.toContain('<script');
  });
});
