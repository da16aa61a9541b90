import { DataSourceError, type CellValue, type DataRecord, type DataSource } from '@atrium/core';
import { DEMO_FIELDS, listLocalTables, type DbHandle, type SiteRow } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDataSource } from './local-data-source';
import { ALL_TYPES, createAllTypesTable, createTestSite } from './local-tables-fixtures';

let handle: DbHandle;
let siteA: SiteRow;
let siteB: SiteRow;
let a: LocalDataSource;
let b: LocalDataSource;
let tableId: string;
const baseId = 'local';

beforeAll(async () => {
  handle = await createTestDb();
  siteA = await createTestSite(handle.db, 'Portal A');
  siteB = await createTestSite(handle.db, 'Portal B');
  a = new LocalDataSource(handle.db, siteA.id);
  b = new LocalDataSource(handle.db, siteB.id);
  tableId = (await createAllTypesTable(handle.db, { siteId: siteA.id })).id;
});
afterAll(async () => {
  await handle?.close();
});

async function listAll(source: DataSource, params: Partial<Parameters<DataSource['listRecords']>[0]> = {}) {
  const records: DataRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId,
      tableId,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 3,
      ...params,
      ...(cursor ? { cursor } : {}),
    });
    records.push(...page.records);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

async function expectError(promise: Promise<unknown>, status: number, message: string | RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataSourceError);
  expect((error as DataSourceError).status).toBe(status);
  expect((error as DataSourceError).message).toMatch(message);
}

describe('tables', () => {
  it('has one built-in base with the demo tables and the test table', async () => {
    expect(await a.listBases({})).toEqual({ bases: [{ id: 'local', name: 'Built-in tables' }] });
    const tables = await a.listTables({ baseId });
    expect(tables.map((t) => t.name)).toEqual(['Projects', 'Everything', 'Clients']);
    const projects = tables[0]!;
    expect(projects.primaryFieldId).toBe(DEMO_FIELDS.projects.name);
    expect(projects.fields.find((f) => f.id === DEMO_FIELDS.projects.status)?.options?.choices).toHaveLength(4);
    await expectError(a.listTables({ baseId: 'appOther' }), 404, 'Base not found');
  });
});

describe('CRUD', () => {
  it('creates, reads, updates and deletes records of every type', async () => {
    const [linked] = await a.createRecords({ baseId, tableId, records: [{ [ALL_TYPES.text]: 'Linked' }] });
    const cells = {
      [ALL_TYPES.text]: 'Alpha',
      [ALL_TYPES.long]: 'line 1\nline 2',
      [ALL_TYPES.rich]: '**bold**',
      [ALL_TYPES.number]: 12.5,
      [ALL_TYPES.checkbox]: true,
      [ALL_TYPES.select]: 'High',
      [ALL_TYPES.multi]: ['red', 'Blue'],
      [ALL_TYPES.date]: '2026-02-28',
      [ALL_TYPES.email]: 'ann@example.com',
      [ALL_TYPES.url]: 'https://example.com/a?b=c',
      [ALL_TYPES.phone]: '+44 20 7946 0000',
      [ALL_TYPES.files]: [
        { id: 'att1', url: `/media/sites/${siteA.id}/a-abc.pdf?name=a.pdf`, filename: 'a.pdf', size: 10 },
      ],
      [ALL_TYPES.links]: [linked!.id],
    };
    const [created] = await a.createRecords({ baseId, tableId, records: [cells] });
    expect(created!.id).toMatch(/^rec[a-z0-9]{14}$/);
    expect(created!.fields).toEqual(cells);
    expect(Date.parse(created!.createdTime)).not.toBeNaN();

    const got = await a.getRecord({ baseId, tableId, recordId: created!.id, expandFieldIds: [ALL_TYPES.links] });
    expect(got!.record).toEqual(created);
    expect(got!.linked[ALL_TYPES.links]!.map((r) => r.fields[ALL_TYPES.text])).toEqual(['Linked']);

    const [updated] = await a.updateRecords({
      baseId,
      tableId,
      records: [
        { id: created!.id, fields: { [ALL_TYPES.number]: 3, [ALL_TYPES.checkbox]: false, [ALL_TYPES.long]: null } },
      ],
    });
    expect(updated!.fields[ALL_TYPES.number]).toBe(3);
    expect(updated!.fields).not.toHaveProperty(ALL_TYPES.checkbox);
    expect(updated!.fields).not.toHaveProperty(ALL_TYPES.long);
    expect(updated!.fields[ALL_TYPES.text]).toBe('Alpha');

    expect(await a.deleteRecords({ baseId, tableId, recordIds: [created!.id, linked!.id] })).toEqual([
      created!.id,
      linked!.id,
    ]);
    expect(await a.getRecord({ baseId, tableId, recordId: created!.id })).toBeUndefined();
    await expectError(a.deleteRecords({ baseId, tableId, recordIds: [created!.id] }), 404, /not found/);
  });

  it.each([
    [{ fldnope: 'x' }, 'Unknown field "fldnope" in table "Everything"'],
    [{ [ALL_TYPES.text]: 5 }, 'Field "Name" expects text'],
    [{ [ALL_TYPES.text]: 'a\nb' }, 'Field "Name" expects a single line'],
    [{ [ALL_TYPES.text]: 'nul\0' }, 'Field "Name" contains characters that cannot be stored'],
    [{ [ALL_TYPES.number]: '5' }, 'Field "Amount" expects a number'],
    [{ [ALL_TYPES.number]: Number.POSITIVE_INFINITY }, 'Field "Amount" expects a number'],
    [{ [ALL_TYPES.checkbox]: 'yes' }, 'Field "Done" expects true or false'],
    [{ [ALL_TYPES.select]: 'Urgent' }, '"Urgent" is not an option of field "Priority"'],
    [{ [ALL_TYPES.multi]: ['red', 'purple'] }, '"purple" is not an option of field "Colours"'],
    [{ [ALL_TYPES.multi]: 'red' }, 'Field "Colours" expects a list of options'],
    [{ [ALL_TYPES.date]: '2026-02-30' }, '"2026-02-30" is not a valid date for field "Due" (expected YYYY-MM-DD)'],
    [{ [ALL_TYPES.date]: '28/02/2026' }, '"28/02/2026" is not a valid date for field "Due" (expected YYYY-MM-DD)'],
    [{ [ALL_TYPES.email]: 'not-an-email' }, '"not-an-email" is not a valid email address for field "Email"'],
    [{ [ALL_TYPES.url]: 'javascript:alert(1)' }, '"javascript:alert(1)" is not a valid URL for field "Website"'],
    [{ [ALL_TYPES.url]: 'example.com' }, '"example.com" is not a valid URL for field "Website"'],
    [{ [ALL_TYPES.files]: [{ url: 'https://x.test/a' }] }, /expects attachments/],
    [{ [ALL_TYPES.links]: ['recdoesnotexist01'] }, /Record "recdoesnotexist01" does not exist in the table linked/],
  ])('rejects %j with a clear message', async (cells, message) => {
    await expectError(a.createRecords({ baseId, tableId, records: [cells as never] }), 422, message);
  });

  it("accepts only this portal's uploaded files as attachments", async () => {
    const att = (url: string) => ({ [ALL_TYPES.files]: [{ id: 'att1', url, filename: 'a.pdf' }] });
    for (const url of [
      'https://example.com/a.pdf',
      'javascript:alert(1)',
      `/media/sites/${siteB.id}/a-abc.pdf`,
      `/media/sites/${siteA.id}/../${siteB.id}/a-abc.pdf`,
    ]) {
      await expectError(
        a.createRecords({ baseId, tableId, records: [att(url)] }),
        422,
        `Field "Files" accepts only files uploaded to this portal (not "${url}")`,
      );
    }
    const image = {
      id: 'att2',
      url: `/media/sites/${siteA.id}/p-abc.png`,
      filename: 'p.png',
      type: 'image/png',
      width: 10,
      height: 5,
      thumbnails: {
        small: { url: `/media/sites/${siteA.id}/p-abc-10w.webp`, width: 10, height: 5 },
        large: { url: 'https://evil.test/x.webp', width: 10, height: 5 },
      },
      extra: 'dropped',
    };
    const [created] = await a.createRecords({ baseId, tableId, records: [{ [ALL_TYPES.files]: [image] as never }] });
    expect(created!.fields[ALL_TYPES.files]).toEqual([
      {
        id: 'att2',
        url: image.url,
        filename: 'p.png',
        type: 'image/png',
        width: 10,
        height: 5,
        thumbnails: { small: image.thumbnails.small },
      },
    ]);
    await a.deleteRecords({ baseId, tableId, recordIds: [created!.id] });
  });

  it('rejects updates of unknown records and writes nothing on a validation error', async () => {
    const [r] = await a.createRecords({ baseId, tableId, records: [{ [ALL_TYPES.text]: 'Keep' }] });
    await expectError(
      a.updateRecords({ baseId, tableId, records: [{ id: 'recmissing0000001', fields: {} }] }),
      404,
      'Record "recmissing0000001" not found',
    );
    await expectError(
      a.updateRecords({
        baseId,
        tableId,
        records: [
          { id: r!.id, fields: { [ALL_TYPES.text]: 'Changed' } },
          { id: r!.id, fields: { [ALL_TYPES.number]: 'x' } },
        ],
      }),
      422,
      'Field "Amount" expects a number',
    );
    expect((await a.getRecord({ baseId, tableId, recordId: r!.id }))!.record.fields[ALL_TYPES.text]).toBe('Keep');
    await a.deleteRecords({ baseId, tableId, recordIds: [r!.id] });
  });
});

describe('listing', () => {
  let ids: string[];
  beforeAll(async () => {
    const rows: Array<Record<string, CellValue>> = [
      { [ALL_TYPES.text]: 'delta', [ALL_TYPES.number]: 4, [ALL_TYPES.select]: 'Low' },
      { [ALL_TYPES.text]: 'Alpha', [ALL_TYPES.number]: -1, [ALL_TYPES.select]: 'High', [ALL_TYPES.checkbox]: true },
      { [ALL_TYPES.text]: 'charlie', [ALL_TYPES.select]: 'Medium' },
      { [ALL_TYPES.text]: 'Bravo', [ALL_TYPES.number]: 10 },
      { [ALL_TYPES.number]: 0, [ALL_TYPES.checkbox]: true },
      { [ALL_TYPES.text]: 'echo', [ALL_TYPES.number]: 2.5, [ALL_TYPES.select]: 'Low' },
      { [ALL_TYPES.text]: 'foxtrot', [ALL_TYPES.number]: 100 },
    ];
    const created = await a.createRecords({ baseId, tableId, records: rows });
    ids = created.map((r) => r.id);
  });
  const names = (records: DataRecord[]) => records.map((r) => r.fields[ALL_TYPES.text] ?? null);

  it('pages through every record in created order with small pages', async () => {
    const all = await listAll(a, { pageSize: 2 });
    expect(all.map((r) => r.id)).toEqual(ids);
    const one = await listAll(a, { pageSize: 1 });
    expect(one.map((r) => r.id)).toEqual(ids);
    await expectError(listAll(a, { cursor: 'not-a-cursor' }), 422, 'The listing cursor is not valid');
  });

  it('sorts by a text field, empties first ascending and last descending', async () => {
    expect(names(await listAll(a, { sort: { type: 'field', fieldId: ALL_TYPES.text, direction: 'asc' } }))).toEqual([
      null,
      'Alpha',
      'Bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
    ]);
    expect(names(await listAll(a, { sort: { type: 'field', fieldId: ALL_TYPES.text, direction: 'desc' } }))).toEqual([
      'foxtrot',
      'echo',
      'delta',
      'charlie',
      'Bravo',
      'Alpha',
      null,
    ]);
  });

  it('sorts numbers numerically and selects by option order', async () => {
    const byNumber = await listAll(a, { sort: { type: 'field', fieldId: ALL_TYPES.number, direction: 'asc' } });
    expect(byNumber.map((r) => r.fields[ALL_TYPES.number] ?? null)).toEqual([null, -1, 0, 2.5, 4, 10, 100]);
    const bySelect = await listAll(a, { sort: { type: 'field', fieldId: ALL_TYPES.select, direction: 'desc' } });
    expect(names(bySelect)).toEqual(['Alpha', 'charlie', 'delta', 'echo', 'Bravo', null, 'foxtrot']);
    await expectError(
      listAll(a, { sort: { type: 'field', fieldId: 'fldnope', direction: 'asc' } }),
      422,
      'Unknown field "fldnope" to sort by',
    );
  });

  it('reads every record (an export) or their ids (a record page) in the order and with the filter pages give', async () => {
    const all = async (params: Pick<Parameters<LocalDataSource['allRecords']>[0], 'where' | 'sort'>, limit = 100) => {
      const out: DataRecord[][] = [];
      for await (const batch of a.allRecords({ baseId, tableId, batchSize: 2, limit, ...params })) out.push(batch);
      return out;
    };
    for (const params of [
      { where: { kind: 'true' as const }, sort: { type: 'none' as const } },
      {
        where: { kind: 'true' as const },
        sort: { type: 'field' as const, fieldId: ALL_TYPES.number, direction: 'desc' as const },
      },
      {
        where: { kind: 'compare' as const, fieldId: ALL_TYPES.number, op: 'gt' as const, value: 0 },
        sort: { type: 'none' as const },
      },
      { where: { kind: 'true' as const }, sort: { type: 'view' as const, viewId: 'viwopen' } },
    ]) {
      const batches = await all(params);
      expect(batches.every((batch) => batch.length <= 2)).toBe(true);
      expect(batches.flat()).toEqual(await listAll(a, params));
      expect(await a.listRecordIds({ baseId, tableId, limit: 100, ...params })).toEqual(
        batches.flat().map((r) => r.id),
      );
    }
    expect((await all({ where: { kind: 'true' }, sort: { type: 'none' } }, 3)).flat().map((r) => r.id)).toEqual(
      ids.slice(0, 3),
    );
    // Another portal's source reads nothing of this table.
    await expectError(
      (async () => {
        for await (const batch of b.allRecords({
          baseId,
          tableId,
          where: { kind: 'true' },
          sort: { type: 'none' },
          batchSize: 2,
          limit: 10,
        })) {
          expect(batch).toEqual([]);
        }
      })(),
      404,
      /./,
    );
  });

  it("sorts and filters by a view's order and filter", async () => {
    const open = await listAll(a, { sort: { type: 'view', viewId: 'viwopen' } });
    expect(names(open)).toEqual(['foxtrot', 'Bravo', 'delta', 'echo', 'charlie']);
    await expectError(listAll(a, { sort: { type: 'view', viewId: 'viwnope' } }), 422, 'Unknown view "viwnope"');
  });

  it('filters with every condition kind', async () => {
    const where = async (c: Parameters<DataSource['listRecords']>[0]['where']) => names(await listAll(a, { where: c }));
    expect(await where({ kind: 'equals', fieldId: ALL_TYPES.text, value: 'Alpha' })).toEqual(['Alpha']);
    expect(await where({ kind: 'equals', fieldId: ALL_TYPES.text, value: 'alpha' })).toEqual([]);
    expect(await where({ kind: 'equals', fieldId: ALL_TYPES.number, value: '2.50' })).toEqual(['echo']);
    expect(await where({ kind: 'equals', fieldId: ALL_TYPES.checkbox, value: true })).toEqual(['Alpha', null]);
    expect(await where({ kind: 'contains', fieldId: ALL_TYPES.text, text: 'HA' })).toEqual(['Alpha', 'charlie']);
    expect(await where({ kind: 'isEmpty', fieldId: ALL_TYPES.select })).toEqual(['Bravo', null, 'foxtrot']);
    expect(await where({ kind: 'not', condition: { kind: 'isEmpty', fieldId: ALL_TYPES.number } })).toEqual([
      'delta',
      'Alpha',
      'Bravo',
      null,
      'echo',
      'foxtrot',
    ]);
    expect(
      await where({
        kind: 'or',
        conditions: [
          { kind: 'equals', fieldId: ALL_TYPES.select, value: 'Low' },
          { kind: 'and', conditions: [{ kind: 'contains', fieldId: ALL_TYPES.text, text: 'o' }, { kind: 'true' }] },
        ],
      }),
    ).toEqual(['delta', 'Bravo', 'echo', 'foxtrot']);
    expect(await where({ kind: 'linksTo', fieldId: ALL_TYPES.links, recordIds: [ids[0]!] })).toEqual([]);
    expect(await where({ kind: 'equals', fieldId: 'fldunknown', value: false })).toHaveLength(7);
  });

  it('filters links with linksTo and returns only the asked fields', async () => {
    const [linker] = await a.createRecords({
      baseId,
      tableId,
      records: [{ [ALL_TYPES.text]: 'linker', [ALL_TYPES.links]: [ids[1]!, ids[3]!] }],
    });
    const found = await listAll(a, {
      where: { kind: 'linksTo', fieldId: ALL_TYPES.links, recordIds: ['recother', ids[3]!] },
      fieldIds: [ALL_TYPES.text],
    });
    expect(found).toEqual([
      { id: linker!.id, createdTime: linker!.createdTime, fields: { [ALL_TYPES.text]: 'linker' } },
    ]);
    await a.deleteRecords({ baseId, tableId, recordIds: [linker!.id] });
  });

  it('filters by record id with idIn, ignoring ids it does not have', async () => {
    const found = await listAll(a, { where: { kind: 'idIn', recordIds: [ids[4]!, "rec'x\\%", ids[0]!] } });
    expect(found.map((r) => r.id)).toEqual([ids[0], ids[4]]);
    expect(await listAll(a, { where: { kind: 'idIn', recordIds: [] } })).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("site A's source cannot read, change or delete site B's tables and records, even with their ids", async () => {
    const [bProjects] = await listLocalTables(handle.db, { siteId: siteB.id });
    const bTableId = bProjects!.id;
    const bPage = await b.listRecords({
      baseId,
      tableId: bTableId,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 5,
    });
    const bRecord = bPage.records[0]!;

    expect((await a.listTables({ baseId })).map((t) => t.id)).not.toContain(bTableId);
    const q = {
      baseId,
      tableId: bTableId,
      where: { kind: 'true' as const },
      sort: { type: 'none' as const },
      pageSize: 5,
    };
    await expectError(a.listRecords(q), 404, 'Table not found');
    await expectError(a.getRecord({ baseId, tableId: bTableId, recordId: bRecord.id }), 404, 'Table not found');
    await expectError(
      a.updateRecords({ baseId, tableId: bTableId, records: [{ id: bRecord.id, fields: {} }] }),
      404,
      'Table not found',
    );
    await expectError(a.deleteRecords({ baseId, tableId: bTableId, recordIds: [bRecord.id] }), 404, 'Table not found');
    await expectError(a.createRecords({ baseId, tableId: bTableId, records: [{}] }), 404, 'Table not found');

    // B's record ids through A's own table.
    expect(await a.getRecord({ baseId, tableId, recordId: bRecord.id })).toBeUndefined();
    await expectError(
      a.updateRecords({ baseId, tableId, records: [{ id: bRecord.id, fields: { [ALL_TYPES.text]: 'hacked' } }] }),
      404,
      `Record "${bRecord.id}" not found`,
    );
    await expectError(a.deleteRecords({ baseId, tableId, recordIds: [bRecord.id] }), 404, /not found/);
    // Links may not point at B's records.
    await expectError(
      a.createRecords({ baseId, tableId, records: [{ [ALL_TYPES.links]: [bRecord.id] }] }),
      422,
      /does not exist/,
    );
    // Expanding links of A's demo projects never reaches B's clients.
    const [aProjects] = await listLocalTables(handle.db, { siteId: siteA.id });
    const aPage = await a.listRecords({
      baseId,
      tableId: aProjects!.id,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 1,
    });
    const expanded = await a.getRecord({
      baseId,
      tableId: aProjects!.id,
      recordId: aPage.records[0]!.id,
      expandFieldIds: [DEMO_FIELDS.projects.client],
    });
    expect(expanded!.linked[DEMO_FIELDS.projects.client]).toHaveLength(1);

    const after = await b.getRecord({ baseId, tableId: bTableId, recordId: bRecord.id });
    expect(after!.record).toEqual(bRecord);
  });
});
