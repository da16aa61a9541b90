/** The Data area's API (issue 21): built-in tables, fields and records, per portal and builder. */
import {
  GRID_PAGE_SIZE,
  TABLE_MESSAGES,
  TRUE_CONDITION,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZDataSectionSchema,
} from '@atrium/core';
import { createPage, deletePage, saveAppConfig } from '@atrium/db';
import { LOCAL_BASE, localDataSourceFor } from '@atrium/integrations';
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
const invoicesTable = () => tablesFixture(h);
type Page = GridPageJson;

describe('[DATA] the Data area API', () => {
  it('creates a table with a Name field, refuses an empty or taken name, and adds typed fields', async () => {
    const { owner, api, tableId, name, amount, contact } = await invoicesTable();
    expect((await call(api, owner.cookie, { json: { name: '  ' } })).body).toMatchObject({
      ok: false,
      error: TABLE_MESSAGES.nameRequired,
    });
    expect(await call(api, owner.cookie, { json: { name: 'invoices' } })).toMatchObject({
      status: 409,
      body: { ok: false, error: TABLE_MESSAGES.nameTaken },
    });
    const again = await call(`${api}/${tableId}`, owner.cookie, { json: { name: 'amount', type: 'number' } });
    expect(again).toMatchObject({ status: 409, body: { error: TABLE_MESSAGES.fieldNameTaken } });
    const badType = await call(`${api}/${tableId}`, owner.cookie, { json: { name: 'Owner', type: 'formula' } });
    expect(badType).toMatchObject({ status: 400, body: { error: 'Choose a field type.' } });
    const page = (await call(`${api}/${tableId}`, owner.cookie)).body as unknown as Page;
    expect(page.table.fields.map((f) => [f.id, f.name, f.type])).toEqual([
      [name, 'Name', 'singleLineText'],
      [amount, 'Amount', 'number'],
      [contact, 'Contact', 'email'],
    ]);
    expect(page).toMatchObject({ records: [], cursor: null, total: 0 });
  });

  it('adds, edits, searches, sorts, pages and deletes records, checking values like portal forms', async () => {
    const { owner, api, tableId, name, amount, contact } = await invoicesTable();
    const records = `${api}/${tableId}/records`;
    const made = await call(records, owner.cookie, {
      json: { fields: { [name]: 'INV-1', [amount]: 120.5, [contact]: 'ana@example.com' } },
    });
    expect(made.body).toMatchObject({ ok: true, message: TABLE_MESSAGES.recordCreated });
    const id = (made.body.record as { id: string }).id;
    const badEmail = await call(records, owner.cookie, { json: { fields: { [contact]: 'not an email' } } });
    expect(badEmail).toMatchObject({
      status: 400,
      body: { ok: false, error: '"not an email" is not a valid email address for field "Contact"' },
    });
    const badNumber = await call(`${records}/${id}`, owner.cookie, {
      method: 'PATCH',
      json: { fields: { [amount]: 'twelve' } },
    });
    expect(badNumber).toMatchObject({ status: 400, body: { error: 'Field "Amount" expects a number' } });
    const saved = await call(`${records}/${id}`, owner.cookie, {
      method: 'PATCH',
      json: { fields: { [amount]: 99, [contact]: null } },
    });
    expect(saved.body).toMatchObject({ ok: true, message: TABLE_MESSAGES.recordSaved, record: { id } });
    expect((saved.body.record as { fields: Record<string, unknown> }).fields).toEqual({
      [name]: 'INV-1',
      [amount]: 99,
    });

    for (let i = 2; i <= GRID_PAGE_SIZE + 5; i += 1) {
      await call(records, owner.cookie, { json: { fields: { [name]: `INV-${i}`, [amount]: i } } });
    }
    const first = (await call(`${api}/${tableId}`, owner.cookie)).body as unknown as Page;
    expect(first.records).toHaveLength(GRID_PAGE_SIZE);
    expect(first.total).toBe(GRID_PAGE_SIZE + 5);
    const rest = (await call(`${api}/${tableId}?cursor=${first.cursor!}`, owner.cookie)).body as unknown as Page;
    expect(rest.records).toHaveLength(5);
    expect(rest.cursor).toBeNull();
    const byAmount = (await call(`${api}/${tableId}?sort=${amount}&dir=desc`, owner.cookie)).body as unknown as Page;
    // INV-1's amount is 99 now, above every other.
    expect(byAmount.records.slice(0, 3).map((r) => r.fields[name])).toEqual([
      'INV-1',
      `INV-${GRID_PAGE_SIZE + 5}`,
      `INV-${GRID_PAGE_SIZE + 4}`,
    ]);
    const searched = (await call(`${api}/${tableId}?q=inv-1`, owner.cookie)).body as unknown as Page;
    expect(searched.records.map((r) => r.fields[name]).sort()).toEqual(
      ['INV-1', ...Array.from({ length: 10 }, (_, i) => `INV-1${i}`)].sort(),
    );

    const deleted = await call(records, owner.cookie, { method: 'DELETE', json: { recordIds: [id] } });
    expect(deleted.body).toMatchObject({ ok: true, message: '1 record deleted.', deleted: [id] });
    const gone = await call(`${records}/${id}`, owner.cookie, { method: 'PATCH', json: { fields: { [amount]: 1 } } });
    expect(gone).toMatchObject({ status: 404, body: { error: TABLE_MESSAGES.recordNotFound } });
  });

  it("writes reach the portal's cached records at once", async () => {
    const { owner, site, api, tableId, name } = await invoicesTable();
    const source = localDataSourceFor(h.runtime, site.id);
    const read = () =>
      source.listRecords({
        baseId: LOCAL_BASE.id,
        tableId,
        where: TRUE_CONDITION,
        sort: { type: 'none' },
        pageSize: 10,
      });
    expect((await read()).records).toEqual([]);
    await call(`${api}/${tableId}/records`, owner.cookie, { json: { fields: { [name]: 'Fresh' } } });
    expect((await read()).records.map((r) => r.fields[name])).toEqual(['Fresh']);
  });

  it("refuses other builders, signed-out callers, other portals' tables and malformed input", async () => {
    const { owner, site, api, tableId, name } = await invoicesTable();
    const made = await call(`${api}/${tableId}/records`, owner.cookie, { json: { fields: { [name]: 'Mine' } } });
    const recordId = (made.body.record as { id: string }).id;
    const stranger = await h.signIn();
    for (const [path, init] of [
      [`${api}/${tableId}`, {}],
      [api, { json: { name: 'Stolen' } }],
      [`${api}/${tableId}/records`, { json: { fields: { [name]: 'Planted' } } }],
      [`${api}/${tableId}/records/${recordId}`, { method: 'PATCH', json: { fields: { [name]: 'Changed' } } }],
      [`${api}/${tableId}/records`, { method: 'DELETE', json: { recordIds: [recordId] } }],
    ] as const) {
      expect(await call(path, stranger.cookie, init), path).toMatchObject({
        status: 404,
        body: { ok: false, error: 'Portal not found' },
      });
    }
    // The stranger's own portal does not reach this portal's table or record either.
    const theirs = await createPortal(h, stranger, 'Theirs');
    const theirApi = `/api/sites/${theirs.id}/tables`;
    expect(await call(`${theirApi}/${tableId}`, stranger.cookie)).toMatchObject({
      status: 404,
      body: { error: TABLE_MESSAGES.notFound },
    });
    const theirTable = (
      (await call(theirApi, stranger.cookie, { json: { name: 'Notes' } })).body.table as { id: string }
    ).id;
    const crossed = await call(`${theirApi}/${theirTable}/records/${recordId}`, stranger.cookie, {
      method: 'PATCH',
      json: { fields: {} },
    });
    expect(crossed).toMatchObject({ status: 404, body: { error: TABLE_MESSAGES.recordNotFound } });
    const page = (await call(`${api}/${tableId}`, owner.cookie)).body as unknown as Page;
    expect(page.records.map((r) => r.fields[name])).toEqual(['Mine']);
    expect(page.total).toBe(1);
    expect(site.id).not.toBe(theirs.id);

    // Signed out; malformed bodies; unknown fields; the wrong method.
    expect((await call(`${api}/${tableId}`, '')).status).toBe(401);
    const notJson = await h.request(api, {
      cookie: owner.cookie,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    const unknownField = await call(`${api}/${tableId}/records`, owner.cookie, {
      json: { fields: { fldNoSuchField000: 'x' } },
    });
    expect(unknownField).toMatchObject({ status: 400, body: { ok: false } });
    expect(unknownField.body.error).toMatch(/Unknown field/);
    const tooMany = await call(`${api}/${tableId}/records`, owner.cookie, {
      method: 'DELETE',
      json: { recordIds: [] },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'Choose records to delete.' } });
    expect((await call(`${api}/${tableId}/records`, owner.cookie, { method: 'PUT', json: {} })).status).toBe(405);
    expect(await call(`${api}/${tableId}?cursor=not-a-cursor`, owner.cookie)).toMatchObject({
      status: 400,
      body: { ok: false, error: 'The listing cursor is not valid' },
    });
    // Keyset cursors made by hand: a NUL, a quote, an over-long id, a negative offset: 400, never a 500.
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      encode({ o: 1, r: 'rec\0nul' }),
      encode({ o: 1, r: "rec'; drop table local_records; --" }),
      encode({ o: 1, r: 'x'.repeat(65) }),
      encode({ o: -1, r: 'recabc' }),
    ]) {
      expect((await call(`${api}/${tableId}?cursor=${cursor}`, owner.cookie)).status, cursor).toBe(400);
    }
    // A well-formed cursor naming a record that is not this table's reads by its offset: 200.
    const foreign = await call(`${api}/${tableId}?cursor=${encode({ o: 0, r: 'recNotThisTables1' })}`, owner.cookie);
    expect(foreign.status).toBe(200);
  });

  it("opens the Data area's pages for the portal's builder only", async () => {
    const { owner, site, tableId } = await invoicesTable();
    const stranger = await h.signIn();
    for (const path of [`/edit/${site.id}/data`, `/edit/${site.id}/data/${tableId}?sort=fldNope&dir=sideways&q=`]) {
      expect((await h.request(path, { cookie: owner.cookie })).status, path).toBe(200);
      expect((await h.request(path, { cookie: stranger.cookie })).status, path).toBe(404);
    }
    expect((await h.request(`/edit/${site.id}/data/tblNoSuchTable00000`, { cookie: owner.cookie })).status).toBe(404);
    const html = await (await h.request(`/edit/${site.id}/data`, { cookie: owner.cookie })).text();
    expect(html).toContain('Invoices');
  });

  it('exports the table as CSV in the grid order and search, with formulas made harmless', async () => {
    const { owner, site, api, tableId, name, amount, contact } = await invoicesTable();
    for (const [label, total, email] of [
      ['INV-1', 120, 'ana@example.com'],
      ['=HYPERLINK("http://evil.example","Click")', -5, ''],
      ['Comma, "quoted"', 7.25, 'bo@example.com'],
    ] as const) {
      await call(`${api}/${tableId}/records`, owner.cookie, {
        json: { fields: { [name]: label, [amount]: total, [contact]: email || null } },
      });
    }
    const csv = await h.request(`${api}/${tableId}/csv?sort=${amount}&dir=desc`, { cookie: owner.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Invoices.csv"; filename*=UTF-8''Invoices.csv`,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte order mark first, so spreadsheet programs read UTF-8 (text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\n');
    expect(lines[0]).toBe('Name,Amount,Contact');
    expect(lines[1]).toBe('INV-1,120,ana@example.com');
    expect(lines[2]).toBe('"Comma, ""quoted""",7.25,bo@example.com');
    expect(lines.at(-1)).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")",-5,`);
    const searched = await (await h.request(`${api}/${tableId}/csv?q=ana`, { cookie: owner.cookie })).text();
    expect(searched.trimEnd().split('\n')).toEqual(['Name,Amount,Contact', 'INV-1,120,ana@example.com']);
    const stranger = await h.signIn();
    expect((await h.request(`${api}/${tableId}/csv`, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await h.request(`/api/sites/${site.id}/tables/tblNoSuchTable00000/csv`, { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('renames a table, and deletes it only when no page, users set-up or link field uses it', async () => {
    const { owner, site, api, tableId } = await invoicesTable();
    const url = `${api}/${tableId}`;
    expect(await call(url, owner.cookie, { method: 'PATCH', json: { name: 'Bills' } })).toMatchObject({
      status: 200,
      body: { ok: true, message: TABLE_MESSAGES.renamed },
    });
    expect(((await call(url, owner.cookie)).body as unknown as Page).table.name).toBe('Bills');
    expect(await call(url, owner.cookie, { method: 'PATCH', json: { name: 'projects' } })).toMatchObject({
      status: 409,
      body: { error: TABLE_MESSAGES.nameTaken },
    });
    expect(await call(url, owner.cookie, { method: 'PATCH', json: { name: '' } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.nameRequired },
    });

    // A page lists it: refused, naming the page; nothing is deleted.
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
            data: { source: { kind: 'local', tableId, tableName: 'Bills' } },
          }),
        ],
      },
    });
    const refused = await call(url, owner.cookie, { method: 'DELETE' });
    expect(refused).toMatchObject({
      status: 409,
      body: { ok: false, error: TABLE_MESSAGES.inUse(['the page "Billing"']) },
    });
    expect((await call(url, owner.cookie)).status).toBe(200);
    await deletePage(h.runtime.db, { siteId: site.id, pageId: page.id });

    // The users set-up uses it.
    await saveAppConfig(h.runtime.db, {
      siteId: site.id,
      appConfig: ZAppConfigSchema.parse({
        identity: {
          enabled: true,
          config: {
            source: 'local',
            table: { id: tableId, name: 'Bills' },
            primaryField: { id: 'fldX', name: 'Email' },
          },
        },
      }),
    });
    expect((await call(url, owner.cookie, { method: 'DELETE' })).body.error).toBe(
      TABLE_MESSAGES.inUse(['the users set-up of User Management']),
    );
    await saveAppConfig(h.runtime.db, { siteId: site.id, appConfig: ZAppConfigSchema.parse({}) });

    // Another builder cannot; then the owner deletes it with its records.
    const stranger = await h.signIn();
    expect((await call(url, stranger.cookie, { method: 'DELETE' })).status).toBe(404);
    expect(await call(url, owner.cookie, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { ok: true, message: TABLE_MESSAGES.deleted },
    });
    expect(await call(url, owner.cookie)).toMatchObject({ status: 404, body: { error: TABLE_MESSAGES.notFound } });
    expect(await call(url, owner.cookie, { method: 'DELETE' })).toMatchObject({ status: 404 });

    // Every new portal's Clients table is linked from its Projects table.
    const data = (await h.request(`/api/sites/${site.id}/data`, { cookie: owner.cookie }).then((r) => r.json())) as {
      tables: Array<{ id: string; name: string }>;
    };
    const clients = data.tables.find((t) => t.name === 'Clients')!;
    const linked = await call(`${api}/${clients.id}`, owner.cookie, { method: 'DELETE' });
    expect(linked.status).toBe(409);
    expect(linked.body.error).toMatch(/the link field "[^"]+" of Projects/);
  });

  it("adds select and link fields, takes only their options and this portal's records, and names linked records", async () => {
    const { owner, site, api, tableId, name } = await invoicesTable();
    const url = `${api}/${tableId}`;
    expect(await call(url, owner.cookie, { json: { name: 'Status', type: 'singleSelect' } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.choicesRequired },
    });
    expect(
      await call(url, owner.cookie, { json: { name: 'Status', type: 'singleSelect', choices: ['Paid', 'paid'] } }),
    ).toMatchObject({ status: 400, body: { error: TABLE_MESSAGES.choicesRepeated } });
    const status = (
      await call(url, owner.cookie, { json: { name: 'Status', type: 'singleSelect', choices: ['Draft', 'Paid'] } })
    ).body.field as { id: string; options: { choices: Array<{ name: string; color: string }> } };
    expect(status.options.choices.map((c) => c.name)).toEqual(['Draft', 'Paid']);
    expect(await call(url, owner.cookie, { json: { name: 'Client', type: 'multipleRecordLinks' } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.linkedTableRequired },
    });
    const data = (await h.request(`/api/sites/${site.id}/data`, { cookie: owner.cookie }).then((r) => r.json())) as {
      tables: Array<{ id: string; name: string }>;
    };
    const clients = data.tables.find((t) => t.name === 'Clients')!;
    const client = (
      (
        await call(url, owner.cookie, {
          json: { name: 'Client', type: 'multipleRecordLinks', linkedTableId: clients.id },
        })
      ).body.field as { id: string }
    ).id;
    // Another portal's table cannot be linked to.
    const stranger = await h.signIn();
    const theirs = await createPortal(h, stranger, 'Theirs');
    const theirData = (await h
      .request(`/api/sites/${theirs.id}/data`, { cookie: stranger.cookie })
      .then((r) => r.json())) as { tables: Array<{ id: string }> };
    expect(
      await call(url, owner.cookie, {
        json: { name: 'Stolen', type: 'multipleRecordLinks', linkedTableId: theirData.tables[0]!.id },
      }),
    ).toMatchObject({ status: 404, body: { error: TABLE_MESSAGES.notFound } });

    const clientPage = (await call(`${api}/${clients.id}`, owner.cookie)).body as unknown as Page;
    const acme = clientPage.records[0]!;
    const records = `${url}/records`;
    expect(
      await call(records, owner.cookie, { json: { fields: { [name]: 'INV-1', [status.id]: 'Unknown' } } }),
    ).toMatchObject({ status: 400, body: { error: '"Unknown" is not an option of field "Status"' } });
    await call(records, owner.cookie, {
      json: { fields: { [name]: 'INV-1', [status.id]: 'Paid', [client]: [acme.id] } },
    });
    const page = (await call(url, owner.cookie)).body as unknown as Page & { linkNames: Record<string, string> };
    expect(page.records[0]!.fields).toMatchObject({ [status.id]: 'Paid', [client]: [acme.id] });
    expect(page.linkNames).toEqual({ [acme.id]: acme.fields[clientPage.table.primaryFieldId] });
    const missing = await call(records, owner.cookie, {
      json: { fields: { [name]: 'INV-2', [client]: ['recNoSuchRecord0000'] } },
    });
    expect(missing.status).toBe(400);
    // The export names linked records as the grid does.
    const csv = await (await h.request(`${url}/csv`, { cookie: owner.cookie })).text();
    expect(csv.trimEnd().split('\n').at(-1)).toBe(
      `INV-1,,,Paid,${String(acme.fields[clientPage.table.primaryFieldId])}`,
    );
  });
  it('filters the grid and its export by column, ignoring malformed filters', async () => {
    const { owner, site, api, tableId, name, amount, contact } = await invoicesTable();
    const url = `${api}/${tableId}`;
    const add = async (json: unknown) => ((await call(url, owner.cookie, { json })).body.field as { id: string }).id;
    const status = await add({ name: 'Status', type: 'singleSelect', choices: ['Draft', 'Paid'] });
    const due = await add({ name: 'Due', type: 'date' });
    const data = (await h.request(`/api/sites/${site.id}/data`, { cookie: owner.cookie }).then((r) => r.json())) as {
      tables: Array<{ id: string; name: string }>;
    };
    const clients = data.tables.find((t) => t.name === 'Clients')!;
    const client = await add({ name: 'Client', type: 'multipleRecordLinks', linkedTableId: clients.id });
    const clientPage = (await call(`${api}/${clients.id}`, owner.cookie)).body as unknown as Page;
    const [acme, other] = clientPage.records;
    const acmeName = String(acme!.fields[clientPage.table.primaryFieldId]);
    for (const fields of [
      {
        [name]: 'INV-1',
        [amount]: 120,
        [contact]: 'ana@example.com',
        [status]: 'Paid',
        [due]: '2026-01-05',
        [client]: [acme!.id],
      },
      { [name]: 'INV-2', [amount]: 40, [status]: 'Draft', [due]: '2026-02-01' },
      {
        [name]: 'INV-3',
        [amount]: 300,
        [contact]: 'bo@example.com',
        [status]: 'Paid',
        [due]: '2026-03-10',
        [client]: [other!.id],
      },
    ]) {
      expect((await call(`${url}/records`, owner.cookie, { json: { fields } })).status).toBe(200);
    }
    const names = async (query: string) => {
      const page = (await call(`${url}?${query}`, owner.cookie)).body as unknown as Page;
      return page.records.map((r) => r.fields[name]);
    };
    const f = (fieldId: string, op: string, value = '') =>
      `filter=${encodeURIComponent(value ? `${fieldId}:${op}:${value}` : `${fieldId}:${op}`)}`;
    expect(await names(f(status, 'is', 'Paid'))).toEqual(['INV-1', 'INV-3']);
    expect(await names(f(status, 'isNot', 'Paid'))).toEqual(['INV-2']);
    expect(await names(`${f(amount, 'gt', '100')}&${f(status, 'is', 'Paid')}&sort=${amount}&dir=desc`)).toEqual([
      'INV-3',
      'INV-1',
    ]);
    expect(await names(f(amount, 'lt', '120'))).toEqual(['INV-2']);
    expect(await names(f(amount, 'is', '40'))).toEqual(['INV-2']);
    expect(await names(f(due, 'lt', '2026-02-01'))).toEqual(['INV-1']);
    expect(await names(f(due, 'gt', '2026-02-01'))).toEqual(['INV-3']);
    expect(await names(f(due, 'is', '2026-02-01'))).toEqual(['INV-2']);
    expect(await names(f(contact, 'isEmpty'))).toEqual(['INV-2']);
    expect(await names(f(contact, 'contains', 'BO@'))).toEqual(['INV-3']);
    expect(await names(f(name, 'notContains', '1'))).toEqual(['INV-2', 'INV-3']);
    // A link filter names the linked record, in any case.
    expect(await names(f(client, 'is', acmeName.toUpperCase()))).toEqual(['INV-1']);
    expect(await names(f(client, 'isNot', acmeName))).toEqual(['INV-2', 'INV-3']);
    expect(await names(f(client, 'is', 'Nobody of that name'))).toEqual([]);
    expect(await names(f(client, 'isEmpty'))).toEqual(['INV-2']);
    expect(await names(`q=ana&${f(status, 'is', 'Paid')}`)).toEqual(['INV-1']);

    // The export holds the filtered records only.
    const csv = await (
      await h.request(`${url}/csv?${f(amount, 'gt', '100')}&sort=${amount}`, { cookie: owner.cookie })
    ).text();
    expect(
      csv
        .trimEnd()
        .split('\n')
        .map((line) => line.replace(/^\uFEFF/, '').split(',')[0]),
    ).toEqual(['Name', 'INV-1', 'INV-3']);

    // Malformed or stale filters are ignored, never a 500: every record is shown.
    for (const bad of [
      'filter=nonsense',
      `filter=${amount}:drop%20table:1`,
      f(amount, 'gt', 'abc'),
      f(amount, 'contains', '4'),
      f(due, 'lt', '2026-02-30'),
      f('fldNoSuchField000', 'is', 'x'),
      `filter=${'x'.repeat(5000)}`,
      f(name, 'is', 'y'.repeat(300)),
    ]) {
      const res = await call(`${url}?${bad}`, owner.cookie);
      expect(res.status, bad.slice(0, 80)).toBe(200);
      expect((res.body as unknown as Page).records, bad.slice(0, 80)).toHaveLength(3);
    }
    // Hostile values are only ever compared, never run: they match nothing, and fail nothing.
    for (const hostile of ["'; drop table local_records; --", '%00', '\u0000', '😀"\\', '%_', ')) or true --']) {
      for (const [fieldId, op] of [
        [name, 'is'],
        [name, 'contains'],
        [status, 'is'],
        [client, 'is'],
        [contact, 'notContains'],
      ] as const) {
        const res = await call(`${url}?${f(fieldId, op, hostile)}`, owner.cookie);
        expect(res.status, `${op} ${hostile}`).toBe(200);
        const matched = (res.body as unknown as Page).records.length;
        expect(matched, `${op} ${hostile}`).toBe(op === 'notContains' ? 3 : 0);
      }
      const csv = await h.request(`${url}/csv?${f(name, 'contains', hostile)}`, { cookie: owner.cookie });
      expect(csv.status).toBe(200);
      expect((await csv.text()).trimEnd().split('\n')).toHaveLength(1);
    }
    // At most GRID_FILTERS_MAX filters count: an eleventh is dropped.
    const many = [...Array.from({ length: 10 }, () => f(amount, 'gt', '0')), f(amount, 'gt', '1000')].join('&');
    expect(await names(many)).toEqual(['INV-1', 'INV-2', 'INV-3']);
    // Another builder reads nothing through a filter.
    const stranger = await h.signIn();
    expect((await call(`${url}?${f(status, 'is', 'Paid')}`, stranger.cookie)).status).toBe(404);
    expect((await h.request(`${url}/csv?${f(status, 'is', 'Paid')}`, { cookie: stranger.cookie })).status).toBe(404);
  });
});
