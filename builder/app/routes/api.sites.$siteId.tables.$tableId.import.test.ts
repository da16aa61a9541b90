/** CSV import into a built-in table (issue 21): preview, mapping, per-row errors, one transaction. */
import { IMPORT_ERRORS_SHOWN, TABLE_MESSAGES } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { callJson, invoicesTable, type GridPageJson } from '../../test/tables-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const csvOf = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

describe('[DATA] CSV import', () => {
  it('previews a file with the columns guessed from field names, then imports the valid rows and reports the others', async () => {
    const { owner, api, tableId, name, amount, contact } = await invoicesTable(h);
    const rows = [['Name', 'amount', 'Contact', 'Notes']];
    for (let i = 1; i <= 1000; i += 1) rows.push([`INV-${i}`, String(i * 10), `client${i}@example.com`, 'n/a']);
    rows[5]![1] = 'ten'; // line 6 of the file
    rows[9]![2] = 'not-an-email'; // line 10
    const csv = `\uFEFF${csvOf(rows)}\n`;
    const importUrl = `${api}/${tableId}/import`;

    const preview = await callJson(h, `${importUrl}?mode=preview`, owner.cookie, { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      columns: ['Name', 'amount', 'Contact', 'Notes'],
      rows: 1000,
      mapping: [name, amount, contact, null],
      valid: 998,
      invalid: 2,
      errors: [
        { line: 6, message: 'Field "Amount" expects a number' },
        { line: 10, message: '"not-an-email" is not a valid email address for field "Contact"' },
      ],
    });
    expect((preview.body.sample as string[][])[0]).toEqual(['INV-1', '10', 'client1@example.com', 'n/a']);
    // A preview writes nothing.
    expect(((await callJson(h, `${api}/${tableId}`, owner.cookie)).body as unknown as GridPageJson).total).toBe(0);

    const map = encodeURIComponent(JSON.stringify([name, amount, contact, null]));
    const done = await callJson(h, `${importUrl}?mode=import&map=${map}`, owner.cookie, { csv });
    expect(done.body).toMatchObject({ ok: true, message: '998 records imported.', imported: 998, invalid: 2 });
    const page = (await callJson(h, `${api}/${tableId}?sort=${amount}&dir=desc`, owner.cookie))
      .body as unknown as GridPageJson;
    expect(page.total).toBe(998);
    expect(page.records[0]!.fields).toEqual({
      [name]: 'INV-1000',
      [amount]: 10000,
      [contact]: 'client1000@example.com',
    });
  });

  it('follows the mapping the builder chose and converts checkboxes, numbers with separators and empty cells', async () => {
    const { owner, api, tableId, name, amount } = await invoicesTable(h);
    const paid = (
      (await callJson(h, `${api}/${tableId}`, owner.cookie, { json: { name: 'Paid', type: 'checkbox' } })).body
        .field as { id: string }
    ).id;
    const csv = csvOf([
      ['Invoice', 'Total', 'Settled'],
      ['A-1', '1,250.50', 'yes'],
      ['A-2', '', 'no'],
      ['A-3', '7', 'maybe'],
    ]);
    const map = encodeURIComponent(JSON.stringify([name, amount, paid]));
    const preview = await callJson(h, `${api}/${tableId}/import?mode=preview&map=${map}`, owner.cookie, { csv });
    expect(preview.body).toMatchObject({ mapping: [name, amount, paid], valid: 2, invalid: 1 });
    expect(preview.body.errors).toEqual([{ line: 4, message: 'Field "Paid" expects true or false' }]);
    await callJson(h, `${api}/${tableId}/import?mode=import&map=${map}`, owner.cookie, { csv });
    const page = (await callJson(h, `${api}/${tableId}`, owner.cookie)).body as unknown as GridPageJson;
    expect(page.records.map((r) => r.fields)).toEqual([
      { [name]: 'A-1', [amount]: 1250.5, [paid]: true },
      { [name]: 'A-2' },
    ]);
  });

  it('refuses empty, unreadable, unmapped and all-invalid files, other content types, and other builders', async () => {
    const { owner, api, tableId, amount } = await invoicesTable(h);
    const url = `${api}/${tableId}/import`;
    expect((await callJson(h, `${url}?mode=preview`, owner.cookie, { csv: 'Name,Amount\n' })).body).toMatchObject({
      ok: false,
      error: TABLE_MESSAGES.importEmpty,
    });
    expect((await callJson(h, `${url}?mode=preview`, owner.cookie, { csv: 'a,"b\n1,2' })).body).toMatchObject({
      ok: false,
      error: TABLE_MESSAGES.importUnreadable,
    });
    const csv = 'Name,Amount\nA,x\nB,y\n';
    const none = encodeURIComponent(JSON.stringify([null, null]));
    expect((await callJson(h, `${url}?mode=import&map=${none}`, owner.cookie, { csv })).body).toMatchObject({
      error: TABLE_MESSAGES.importNothingMapped,
    });
    const onlyAmount = encodeURIComponent(JSON.stringify([null, amount]));
    expect((await callJson(h, `${url}?mode=import&map=${onlyAmount}`, owner.cookie, { csv })).body).toMatchObject({
      error: TABLE_MESSAGES.importNothingValid,
    });
    expect((await callJson(h, `${url}?mode=import&map=%5Bnot json`, owner.cookie, { csv })).body).toMatchObject({
      error: 'The column mapping could not be read.',
    });
    expect((await callJson(h, `${url}?mode=preview`, owner.cookie, { json: { csv } })).status).toBe(415);
    const stranger = await h.signIn();
    expect((await callJson(h, `${url}?mode=preview`, stranger.cookie, { csv })).status).toBe(404);
    // Too many errors to list: the count is exact, the list stops.
    const bad = csvOf([['Amount'], ...Array.from({ length: IMPORT_ERRORS_SHOWN + 20 }, () => ['x'])]);
    const many = await callJson(h, `${url}?mode=preview`, owner.cookie, { csv: bad });
    expect(many.body).toMatchObject({ invalid: IMPORT_ERRORS_SHOWN + 20, valid: 0 });
    expect(many.body.errors).toHaveLength(IMPORT_ERRORS_SHOWN);
  });
});
