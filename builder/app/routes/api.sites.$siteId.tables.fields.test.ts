/** The Data area's field management (issue 21): rename, move, hide, delete, change type, links' inverses. */
import { TABLE_MESSAGES, ZCreatePageSchema, ZDataSectionSchema } from '@atrium/core';
import { createPage, deletePage, getLocalRecords } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { callJson, invoicesTable as tablesFixture, type GridPageJson } from '../../test/tables-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const call = (path: string, cookie: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(h, path, cookie, init);
type Page = GridPageJson & { hiddenFieldIds: string[]; linkNames: Record<string, string> };
type Field = { id: string; name: string; type: string; options?: Record<string, unknown> };

async function setup() {
  const t = await tablesFixture(h);
  const grid = async (tableId = t.tableId) =>
    (await call(`${t.api}/${tableId}`, t.owner.cookie)).body as unknown as Page;
  const field = (id: string) => `${t.api}/${t.tableId}/fields/${id}`;
  const record = async (fields: Record<string, unknown>, tableId = t.tableId) =>
    ((await call(`${t.api}/${tableId}/records`, t.owner.cookie, { json: { fields } })).body.record as { id: string })
      .id;
  const addField = async (json: Record<string, unknown>, tableId = t.tableId) =>
    (await call(`${t.api}/${tableId}`, t.owner.cookie, { json })).body.field as Field;
  return { ...t, grid, field, record, addField };
}

describe('[DATA] field management API', () => {
  it('renames, moves and hides fields; the primary field stays first and shown', async () => {
    const { owner, api, tableId, name, amount, contact, grid, field, addField } = await setup();
    const notes = (await addField({ name: 'Notes', type: 'multilineText' })).id;
    expect(await call(field(amount), owner.cookie, { method: 'PATCH', json: { name: ' Total ' } })).toMatchObject({
      status: 200,
      body: { ok: true, message: TABLE_MESSAGES.fieldRenamed },
    });
    expect(await call(field(notes), owner.cookie, { method: 'PATCH', json: { name: 'total' } })).toMatchObject({
      status: 409,
      body: { error: TABLE_MESSAGES.fieldNameTaken },
    });
    // Notes moves to just after the primary field; a position before it is taken as 1.
    expect((await call(field(notes), owner.cookie, { method: 'PATCH', json: { position: 0 } })).body).toMatchObject({
      ok: true,
      message: TABLE_MESSAGES.fieldMoved,
    });
    await call(field(amount), owner.cookie, { method: 'PATCH', json: { position: 99 } });
    expect((await grid()).table.fields.map((f) => f.name)).toEqual(['Name', 'Notes', 'Contact', 'Total']);
    for (const change of [{ position: 2 }, { hidden: true }]) {
      expect(await call(field(name), owner.cookie, { method: 'PATCH', json: change })).toMatchObject({
        status: 400,
        body: { error: TABLE_MESSAGES.primaryFieldFixed },
      });
    }
    expect((await call(field(contact), owner.cookie, { method: 'PATCH', json: { hidden: true } })).body.message).toBe(
      TABLE_MESSAGES.fieldHidden,
    );
    await call(field(notes), owner.cookie, { method: 'PATCH', json: { hidden: true } });
    // Kept with the table: a fresh read (as after a reload) still hides them.
    expect((await grid()).hiddenFieldIds).toEqual([contact, notes]);
    expect((await call(field(contact), owner.cookie, { method: 'PATCH', json: { hidden: false } })).body.message).toBe(
      TABLE_MESSAGES.fieldShown,
    );
    expect((await grid()).hiddenFieldIds).toEqual([notes]);
    // One change a request; nothing else is taken.
    for (const json of [{}, { name: 'A', hidden: true }, { position: -1 }, { hidden: 'yes' }, { name: '' }, [1]]) {
      const answer = await call(field(notes), owner.cookie, { method: 'PATCH', json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error, JSON.stringify(json)).toEqual(expect.any(String));
    }
    expect((await call(field(notes), owner.cookie, { method: 'PUT', json: { name: 'X' } })).status).toBe(405);
    expect((await call(`${api}/${tableId}/fields/${notes}/type`, owner.cookie)).status).toBe(405);
  });

  it("refuses other builders, other portals' tables and fields, and unknown fields", async () => {
    const { owner, site, api, tableId, amount, field } = await setup();
    const stranger = await h.signIn();
    const theirs = await createPortal(h, stranger, 'Theirs');
    const theirApi = `/api/sites/${theirs.id}/tables`;
    const theirTable = (
      (await call(theirApi, stranger.cookie, { json: { name: 'Notes' } })).body.table as { id: string }
    ).id;
    const attempts: Array<[string, { method?: string; json?: unknown }]> = [
      [field(amount), {}],
      [field(amount), { method: 'PATCH', json: { name: 'Stolen' } }],
      [field(amount), { method: 'DELETE', json: {} }],
      [`${field(amount)}/type`, { json: { type: 'singleLineText', dryRun: true } }],
    ];
    for (const [path, init] of attempts) {
      expect(await call(path, stranger.cookie, init), path).toMatchObject({
        status: 404,
        body: { error: 'Portal not found' },
      });
      // Through their own portal: this portal's table is not found there.
      const crossed = path.replace(api, theirApi);
      expect(await call(crossed, stranger.cookie, init), crossed).toMatchObject({
        status: 404,
        body: { error: TABLE_MESSAGES.notFound },
      });
      // Their table with this portal's field id: the field is not found.
      const mixed = crossed.replace(tableId, theirTable);
      expect(await call(mixed, stranger.cookie, init), mixed).toMatchObject({
        status: 404,
        body: { error: TABLE_MESSAGES.fieldNotFound },
      });
      const unknown = path.replace(amount, 'fldNoSuchField0000');
      expect(await call(unknown, owner.cookie, init), unknown).toMatchObject({
        status: 404,
        body: { error: TABLE_MESSAGES.fieldNotFound },
      });
    }
    const page = (await call(`${api}/${tableId}`, owner.cookie)).body as unknown as Page;
    expect(page.table.fields.map((f) => f.name)).toEqual(['Name', 'Amount', 'Contact']);
    expect(site.id).not.toBe(theirs.id);
  });

  it('changes a type with exact counts: the dry run first, then the same in one change', async () => {
    const { owner, tableId, name, grid, field, record, addField } = await setup();
    const code = (await addField({ name: 'Code', type: 'singleLineText' })).id;
    const values = ['12', ' 1,250.5 ', 'twelve', '3e2', '', '7 apples', '-0'];
    const ids: string[] = [];
    for (const [i, v] of values.entries()) ids.push(await record({ [name]: `R${i}`, [code]: v || null }));
    const url = `${field(code)}/type`;
    const preview = await call(url, owner.cookie, { json: { type: 'number', precision: 1, dryRun: true } });
    expect(preview).toMatchObject({
      status: 200,
      body: {
        ok: true,
        converted: 4,
        cleared: 2,
        examples: ['twelve', '7 apples'],
        message: TABLE_MESSAGES.conversionPreview(4, 2),
      },
    });
    // Nothing changed yet.
    expect((await grid()).records.map((r) => r.fields[code])).toEqual(values.map((v) => v || undefined));
    const applied = await call(url, owner.cookie, { json: { type: 'number', precision: 1, currency: 'EUR' } });
    expect(applied.body).toMatchObject({ ok: true, converted: 4, cleared: 2, message: TABLE_MESSAGES.typeChanged(2) });
    const page = await grid();
    expect(page.table.fields.find((f) => f.id === code)).toMatchObject({
      type: 'number',
      options: { precision: 1, currency: 'EUR' },
    });
    expect(page.records.map((r) => r.fields[code])).toEqual([12, 1250.5, undefined, 300, undefined, undefined, 0]);
    // The values are numbers now: sorting is numeric.
    const sorted = (await call(`${field(code).split('/fields')[0]}?sort=${code}&dir=desc`, owner.cookie))
      .body as unknown as Page;
    expect(sorted.records.slice(0, 2).map((r) => r.fields[code])).toEqual([1250.5, 300]);

    // number -> text -> single select (creating options) -> multiple select -> checkbox.
    await call(url, owner.cookie, { json: { type: 'singleLineText' } });
    expect((await grid()).records.map((r) => r.fields[code])).toEqual([
      '12',
      '1250.5',
      undefined,
      '300',
      undefined,
      undefined,
      '0',
    ]);
    const select = await call(url, owner.cookie, { json: { type: 'singleSelect', choices: ['300', 'New'] } });
    expect(select.body).toMatchObject({ converted: 4, cleared: 0, newChoices: ['300', 'New', '12', '1250.5', '0'] });
    const multi = await call(url, owner.cookie, { json: { type: 'multipleSelects' } });
    expect(multi.body).toMatchObject({ converted: 4, cleared: 0, newChoices: [] });
    expect((await grid()).records[0]!.fields[code]).toEqual(['12']);
    const box = await call(url, owner.cookie, { json: { type: 'checkbox', dryRun: true } });
    // '0' is unchecked (not lost); the others are no yes/no answer.
    expect(box.body).toMatchObject({ converted: 0, cleared: 3 });
    expect(await call(url, owner.cookie, { json: { type: 'multipleSelects' } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.typeUnchanged },
    });
    expect(await call(url, owner.cookie, { json: { type: 'formula' } })).toMatchObject({ status: 400 });
    // A select has at most 100 options: its 5, plus 100 given, would be more.
    const hundred = Array.from({ length: 100 }, (_, i) => `Option ${i}`);
    expect(
      await call(url, owner.cookie, { json: { type: 'singleSelect', choices: hundred, dryRun: true } }),
    ).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.tooManyChoices(105) },
    });
    expect(
      await call(url, owner.cookie, { json: { type: 'singleSelect', choices: [...hundred, 'One more'] } }),
    ).toMatchObject({ status: 400, body: { error: 'Array must contain at most 100 element(s)' } });
    expect(await call(url, owner.cookie, { json: { type: 'number', precision: 9 } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.precisionInvalid },
    });
    expect(await call(url, owner.cookie, { json: { type: 'number', currency: 'XXX' } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.currencyInvalid },
    });
    expect(ids).toHaveLength(values.length);
    expect(tableId).toBeTruthy();
  });

  it('converts text to checkbox and dates, and takes date-time values', async () => {
    const { owner, name, grid, field, record, addField } = await setup();
    const text = (await addField({ name: 'Answer', type: 'singleLineText' })).id;
    for (const v of ['yes', 'No', '1', 'maybe', 'TRUE', '0']) await record({ [name]: v, [text]: v });
    const box = await call(`${field(text)}/type`, owner.cookie, { json: { type: 'checkbox' } });
    expect(box.body).toMatchObject({ converted: 3, cleared: 1, examples: ['maybe'] });
    expect((await grid()).records.map((r) => r.fields[text])).toEqual([
      true,
      undefined,
      true,
      undefined,
      true,
      undefined,
    ]);

    const when = (await addField({ name: 'When', type: 'singleLineText' })).id;
    const page = await grid();
    const written = ['2026-01-05', '5 January 2026 14:30', '2026-02-30', 'soon', '2026-03-01T09:15:00+02:00', ''];
    for (const [i, r] of page.records.entries()) {
      if (written[i]) {
        await call(`${field(when).split('/fields')[0]}/records/${r.id}`, owner.cookie, {
          method: 'PATCH',
          json: { fields: { [when]: written[i] } },
        });
      }
    }
    const dated = await call(`${field(when)}/type`, owner.cookie, { json: { type: 'dateTime' } });
    expect(dated.body).toMatchObject({ converted: 3, cleared: 2 });
    expect((await grid()).records.map((r) => r.fields[when])).toEqual([
      '2026-01-05T00:00:00.000Z',
      '2026-01-05T14:30:00.000Z',
      undefined,
      undefined,
      '2026-03-01T07:15:00.000Z',
      undefined,
    ]);
    const days = await call(`${field(when)}/type`, owner.cookie, { json: { type: 'date' } });
    expect(days.body).toMatchObject({ converted: 3, cleared: 0 });
    expect((await grid()).records[4]!.fields[when]).toBe('2026-03-01');

    const at = (await addField({ name: 'Due at', type: 'dateTime' })).id;
    const made = await record({ [name]: 'Timed', [at]: '2026-04-01T10:00+02:00' });
    expect((await grid()).records.find((r) => r.id === made)!.fields[at]).toBe('2026-04-01T08:00:00.000Z');
    const bad = await call(`${field(at).split('/fields')[0]}/records`, owner.cookie, {
      json: { fields: { [at]: '2026-04-01 10:00' } },
    });
    expect(bad).toMatchObject({ status: 400 });
    // CSV imports read date-times the same way (a time without an offset as UTC).
    const map = encodeURIComponent(JSON.stringify([name, at]));
    const imported = await callJson(h, `${field(at).split('/fields')[0]}/import?mode=import&map=${map}`, owner.cookie, {
      csv: 'Name,Due at\nCSV 1,2026-05-01 09:30\nCSV 2,later\n',
    });
    expect(imported.body).toMatchObject({ ok: true, imported: 1, invalid: 1 });
    expect((await grid()).records.find((r) => r.fields[name] === 'CSV 1')!.fields[at]).toBe('2026-05-01T09:30:00.000Z');
    const money = await addField({ name: 'Fee', type: 'number', precision: 0, currency: 'GBP' });
    expect(money.options).toEqual({ precision: 0, currency: 'GBP' });
  });

  it('deletes a field with its values, refused while a page uses it, naming the page', async () => {
    const { owner, site, api, tableId, name, amount, grid, field, record } = await setup();
    const ids = [await record({ [name]: 'INV-1', [amount]: 5 }), await record({ [name]: 'INV-2' })];
    const page = await createPage(h.runtime.db, {
      siteId: site.id,
      input: ZCreatePageSchema.parse({ name: 'Billing', path: '/billing' }),
      contents: {
        version: 1,
        sections: [
          ZDataSectionSchema.parse({
            id: 'bills',
            type: 'data',
            sectionName: 'grid1',
            data: {
              source: { kind: 'local', tableId, tableName: 'Invoices' },
              sort: { type: 'field', fieldId: amount, direction: 'asc' },
            },
          }),
        ],
      },
    });
    expect((await call(field(amount), owner.cookie)).body).toMatchObject({
      uses: ['the page "Billing"'],
      values: 1,
      inverse: null,
    });
    // A type change is not refused, but its preview names the uses to check.
    const typePreview = await call(`${field(amount)}/type`, owner.cookie, {
      json: { type: 'singleLineText', dryRun: true },
    });
    expect(typePreview.body).toMatchObject({ uses: ['the page "Billing"'], converted: 1, cleared: 0 });
    expect(await call(field(amount), owner.cookie, { method: 'DELETE', json: {} })).toMatchObject({
      status: 409,
      body: { error: TABLE_MESSAGES.fieldInUse(['the page "Billing"']) },
    });
    expect((await grid()).records[0]!.fields[amount]).toBe(5);
    await deletePage(h.runtime.db, { siteId: site.id, pageId: page.id });
    expect(await call(field(name), owner.cookie, { method: 'DELETE', json: {} })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.primaryFieldFixed },
    });
    expect(await call(field(amount), owner.cookie, { method: 'DELETE', json: { alsoInverse: 'yes' } })).toMatchObject({
      status: 400,
    });
    expect(await call(field(amount), owner.cookie, { method: 'DELETE', json: {} })).toMatchObject({
      status: 200,
      body: { ok: true, message: TABLE_MESSAGES.fieldDeleted },
    });
    const after = await grid();
    expect(after.table.fields.map((f) => f.name)).toEqual(['Name', 'Contact']);
    // The values are gone from the stored records, not only hidden: a new field never sees them.
    const stored = await getLocalRecords(h.runtime.db, { siteId: site.id, tableId, recordIds: ids });
    expect(stored.map((r) => Object.keys(r.fields))).toEqual([[name], [name]]);
    expect(stored.map((r) => Object.keys(r.cellIndex.n))).toEqual([[], []]);
    expect(await call(field(amount), owner.cookie, { method: 'DELETE', json: {} })).toMatchObject({ status: 404 });
    expect(api).toContain(site.id);
  });

  it('keeps a link and its inverse in step, and asks about the other side when one is deleted', async () => {
    const { owner, api, tableId, name, grid, field, record, addField } = await setup();
    const clientsTable = await call(api, owner.cookie, { json: { name: 'Customers' } });
    const clientsId = (clientsTable.body.table as { id: string }).id;
    const clientName = (await grid(clientsId)).table.primaryFieldId;
    const acme = await record({ [clientName]: 'Acme' }, clientsId);
    const zen = await record({ [clientName]: 'Zen' }, clientsId);
    const link = await addField({ name: 'Customer', type: 'multipleRecordLinks', linkedTableId: clientsId });
    const clients = await grid(clientsId);
    const inverse = clients.table.fields.find((f) => f.name === 'Invoices') as Field;
    expect(inverse).toMatchObject({
      type: 'multipleRecordLinks',
      options: { linkedTableId: tableId, inverseLinkFieldId: link.id },
    });
    expect(link.options).toEqual({ linkedTableId: clientsId, inverseLinkFieldId: inverse.id });

    const inv1 = await record({ [name]: 'INV-1', [link.id]: [acme] });
    const inv2 = await record({ [name]: 'INV-2', [link.id]: [acme, zen] });
    const cells = async () =>
      Object.fromEntries((await grid(clientsId)).records.map((r) => [r.fields[clientName], r.fields[inverse.id]]));
    expect(await cells()).toEqual({ Acme: [inv1, inv2], Zen: [inv2] });
    await call(`${api}/${tableId}/records/${inv2}`, owner.cookie, {
      method: 'PATCH',
      json: { fields: { [link.id]: [zen] } },
    });
    expect(await cells()).toEqual({ Acme: [inv1], Zen: [inv2] });
    // From the other side: linking Zen to INV-1 adds Zen to INV-1's link.
    await call(`${api}/${clientsId}/records/${zen}`, owner.cookie, {
      method: 'PATCH',
      json: { fields: { [inverse.id]: [inv2, inv1] } },
    });
    const invoiceLinks = async () =>
      Object.fromEntries((await grid()).records.map((r) => [r.fields[name], r.fields[link.id]]));
    expect(await invoiceLinks()).toEqual({ 'INV-1': [acme, zen], 'INV-2': [zen] });
    await call(`${api}/${tableId}/records`, owner.cookie, { method: 'DELETE', json: { recordIds: [inv2] } });
    expect(await cells()).toEqual({ Acme: [inv1], Zen: [inv1] });

    // Deleting one side says what the other is; keeping it leaves a one-way link with its values.
    expect((await call(field(link.id), owner.cookie)).body).toMatchObject({
      uses: [],
      values: 1,
      inverse: { fieldId: inverse.id, fieldName: 'Invoices', tableName: 'Customers', values: 2 },
    });
    const second = await addField({ name: 'Billed to', type: 'multipleRecordLinks', linkedTableId: clientsId });
    expect((await grid(clientsId)).table.fields.map((f) => f.name)).toEqual(['Name', 'Invoices', 'Invoices 2']);
    expect(await call(field(link.id), owner.cookie, { method: 'DELETE', json: {} })).toMatchObject({
      status: 200,
      body: { message: TABLE_MESSAGES.fieldDeleted },
    });
    const kept = (await grid(clientsId)).table.fields.find((f) => f.id === inverse.id)!;
    expect((kept as Field).options).toEqual({ linkedTableId: tableId });
    expect(await cells()).toEqual({ Acme: [inv1], Zen: [inv1] });
    // The other link goes with its inverse when asked.
    const secondInverse = (second.options as { inverseLinkFieldId: string }).inverseLinkFieldId;
    expect(await call(field(second.id), owner.cookie, { method: 'DELETE', json: { alsoInverse: true } })).toMatchObject(
      {
        status: 200,
        body: { message: TABLE_MESSAGES.inverseDeleted('Invoices 2', 'Customers') },
      },
    );
    expect((await grid(clientsId)).table.fields.map((f) => f.id)).toEqual([clientName, inverse.id]);
    expect(secondInverse).toBeTruthy();
    // Link fields keep their type.
    expect(
      await call(`${api}/${clientsId}/fields/${inverse.id}/type`, owner.cookie, { json: { type: 'singleLineText' } }),
    ).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.linksKeepType },
    });
  });
});
