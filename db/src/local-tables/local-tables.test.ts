import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { localRecords } from '../schema/index';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { computeCellIndex } from './cell-index';
import { countLocalRecords } from './count-local-records';
import { DEMO_FIELDS, createDemoTables } from './create-demo-tables';
import { createLocalTable } from './create-local-table';
import { deleteLocalRecords } from './delete-local-records';
import { findLocalRecordsByText } from './find-local-records-by-text';
import { getLocalRecords } from './get-local-records';
import { getLocalTable } from './get-local-table';
import { insertLocalRecords } from './insert-local-records';
import { listLocalRecords } from './list-local-records';
import { listLocalTables } from './list-local-tables';
import { updateLocalRecords } from './update-local-records';

let handle: DbHandle;
let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db, 'tables')).site.id;
  otherSiteId = (await createTestSite(handle.db, 'other-tables')).site.id;
});
afterAll(async () => {
  await handle?.close();
});

const FIELDS = [
  { id: 'fldName', name: 'Name', type: 'singleLineText' as const },
  { id: 'fldCount', name: 'Count', type: 'number' as const },
  { id: 'fldTags', name: 'Tags', type: 'multipleSelects' as const },
];

describe('tables', () => {
  it('creates a table with its primary field and a grid view, lists a site’s tables by position', async () => {
    const { db } = handle;
    const second = await createLocalTable(db, { siteId, name: 'Second', fields: FIELDS, position: 2 });
    const first = await createLocalTable(db, {
      siteId,
      name: 'First',
      fields: FIELDS,
      primaryFieldId: 'fldCount',
      position: 1,
      id: 'tblChosenId00001',
    });
    expect(second).toMatchObject({ name: 'Second', primaryFieldId: 'fldName', fields: FIELDS });
    expect(second.id).toMatch(/^tbl/);
    expect(second.views).toEqual([expect.objectContaining({ name: 'Grid view', type: 'grid' })]);
    expect(first).toMatchObject({ id: 'tblChosenId00001', primaryFieldId: 'fldCount' });
    // After the demo tables every portal starts with (Projects at 0, Clients at 1).
    expect((await listLocalTables(db, { siteId })).map((t) => t.name)).toEqual([
      'Projects',
      'Clients',
      'First',
      'Second',
    ]);
    expect(await getLocalTable(db, { siteId, tableId: first.id })).toMatchObject({ name: 'First' });
    // Another site's id finds nothing.
    expect(await getLocalTable(db, { siteId: otherSiteId, tableId: first.id })).toBeUndefined();
    expect((await listLocalTables(db, { siteId: otherSiteId })).map((t) => t.name)).toEqual(['Projects', 'Clients']);
  });

  it('refuses a table without its primary field', async () => {
    const { db } = handle;
    await expect(createLocalTable(db, { siteId, name: 'Empty', fields: [] })).rejects.toThrow(/primary field/);
    await expect(
      createLocalTable(db, { siteId, name: 'Wrong', fields: FIELDS, primaryFieldId: 'fldMissing' }),
    ).rejects.toThrow(/primary field/);
  });
});

describe('records', () => {
  it('inserts, reads, updates and deletes the records of one table of one site', async () => {
    const { db } = handle;
    const table = await createLocalTable(db, { siteId, name: 'Records', fields: FIELDS });
    const scope = { siteId, tableId: table.id };
    const inserted = await insertLocalRecords(db, {
      ...scope,
      records: [
        { fields: { fldName: 'Alpha', fldCount: 1 } },
        { id: 'recChosen0000001', fields: { fldName: 'Beta', fldCount: 2, fldTags: ['Red', 'Blue'] } },
        { fields: { fldName: 'Gamma' } },
      ],
    });
    expect(inserted.map((r) => r.fields.fldName)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(inserted[1]!.id).toBe('recChosen0000001');
    expect(inserted[0]!.id).toMatch(/^rec/);
    // The cell index is written with the cells.
    expect(inserted[1]!.cellIndex).toEqual(
      computeCellIndex({ fldName: 'Beta', fldCount: 2, fldTags: ['Red', 'Blue'] }),
    );
    expect(await insertLocalRecords(db, { ...scope, records: [] })).toEqual([]);

    const [alpha, beta, gamma] = inserted.map((r) => r.id) as [string, string, string];
    // In the order asked for, missing ids skipped.
    expect((await getLocalRecords(db, { ...scope, recordIds: [gamma, 'recNope', alpha] })).map((r) => r.id)).toEqual([
      gamma,
      alpha,
    ]);
    expect(await getLocalRecords(db, { ...scope, recordIds: [] })).toEqual([]);

    const updated = await updateLocalRecords(db, {
      ...scope,
      records: [
        { id: alpha, fields: { fldName: 'Alpha 2', fldCount: 10 } },
        { id: 'recNope', fields: { fldName: 'Nobody' } },
      ],
    });
    expect(updated.map((r) => [r.id, r.fields])).toEqual([[alpha, { fldName: 'Alpha 2', fldCount: 10 }]]);
    expect(updated[0]!.cellIndex).toEqual({ t: { fldName: 'alpha 2', fldCount: '10' }, n: { fldCount: '10' } });

    expect(await deleteLocalRecords(db, { ...scope, recordIds: [beta, 'recNope'] })).toEqual([beta]);
    expect(await deleteLocalRecords(db, { ...scope, recordIds: [] })).toEqual([]);
    expect((await listLocalRecords(db, { ...scope, limit: 10 })).map((r) => r.fields.fldName)).toEqual([
      'Alpha 2',
      'Gamma',
    ]);
  });

  it('pages through records in created order, after any sort and filter given', async () => {
    const { db } = handle;
    const table = await createLocalTable(db, { siteId, name: 'Paged', fields: FIELDS });
    const scope = { siteId, tableId: table.id };
    await insertLocalRecords(db, {
      ...scope,
      records: Array.from({ length: 5 }, (_, i) => ({ fields: { fldName: `Item ${i}`, fldCount: i % 2 } })),
    });
    const names = (rows: Array<{ fields: Record<string, unknown> }>) => rows.map((r) => r.fields.fldName);
    expect(names(await listLocalRecords(db, { ...scope, limit: 2 }))).toEqual(['Item 0', 'Item 1']);
    expect(names(await listLocalRecords(db, { ...scope, limit: 2, offset: 4 }))).toEqual(['Item 4']);
    const odd = sql`${localRecords.fields} ->> 'fldCount' = '1'`;
    expect(names(await listLocalRecords(db, { ...scope, where: odd, limit: 10 }))).toEqual(['Item 1', 'Item 3']);
    const byNameDesc = sql`${localRecords.fields} ->> 'fldName' desc`;
    expect(names(await listLocalRecords(db, { ...scope, orderBy: [byNameDesc], limit: 3 }))).toEqual([
      'Item 4',
      'Item 3',
      'Item 2',
    ]);
  });

  it("never reaches another site's or table's records", async () => {
    const { db } = handle;
    const mine = await createLocalTable(db, { siteId, name: 'Mine', fields: FIELDS });
    const theirs = await createLocalTable(db, { siteId: otherSiteId, name: 'Theirs', fields: FIELDS });
    const [record] = await insertLocalRecords(db, {
      siteId,
      tableId: mine.id,
      records: [{ fields: { fldName: 'Private' } }],
    });
    const id = record!.id;
    for (const scope of [
      { siteId: otherSiteId, tableId: mine.id },
      { siteId: otherSiteId, tableId: theirs.id },
    ]) {
      expect(await getLocalRecords(db, { ...scope, recordIds: [id] })).toEqual([]);
      expect(await updateLocalRecords(db, { ...scope, records: [{ id, fields: { fldName: 'Hacked' } }] })).toEqual([]);
      expect(await deleteLocalRecords(db, { ...scope, recordIds: [id] })).toEqual([]);
      expect(await listLocalRecords(db, { ...scope, limit: 10 })).toEqual([]);
    }
    expect((await getLocalRecords(db, { siteId, tableId: mine.id, recordIds: [id] }))[0]?.fields).toEqual({
      fldName: 'Private',
    });
  });
});

describe('records found by their text', () => {
  it("finds a field's text in any case and spacing, in one site's table only, at most the limit", async () => {
    const { db } = handle;
    const mine = await createLocalTable(db, { siteId, name: 'By text', fields: FIELDS, position: 9 });
    const theirs = await createLocalTable(db, { siteId: otherSiteId, name: 'By text', fields: FIELDS, position: 9 });
    const [acme, spaced, , number] = await insertLocalRecords(db, {
      siteId,
      tableId: mine.id,
      records: [
        { fields: { fldName: 'Acme' } },
        { fields: { fldName: '  ACME ' } },
        { fields: { fldName: 'Acme Corp' } },
        { fields: { fldName: 'x', fldCount: 7 } },
      ],
    });
    await insertLocalRecords(db, {
      siteId: otherSiteId,
      tableId: theirs.id,
      records: [{ fields: { fldName: 'acme' } }],
    });
    const find = (texts: string[], limit = 10, fieldId = 'fldName') =>
      findLocalRecordsByText(db, { siteId, tableId: mine.id, fieldId, texts, limit }).then((rows) =>
        rows.map((r) => r.id),
      );
    expect(await find(['acme'])).toEqual([acme!.id, spaced!.id]);
    expect(await find(['acme'], 1)).toEqual([acme!.id]);
    expect(await find(['acme corp', 'nobody'])).toHaveLength(1);
    // A text with NUL (which PostgreSQL text cannot hold) matches nothing rather than failing.
    expect(await find(['acme\0'])).toEqual([]);
    expect(await find(['\0', 'acme'], 1)).toEqual([acme!.id]);
    expect(await find(['7'], 10, 'fldCount')).toEqual([number!.id]);
    expect(await find([])).toEqual([]);
    // A field id is a parameter, never SQL.
    expect(await find(['acme'], 10, "fldName') or true --")).toEqual([]);
  });
});

describe('the demo tables', () => {
  it('gives a site Projects and Clients, counted per table, each project linked to a client', async () => {
    const { db } = handle;
    const { site } = await createTestSite(db, 'demo-tables');
    // createSite made the site's demo tables; these are a second pair, with new ids.
    const { projects, clients } = await createDemoTables(db, { siteId: site.id });
    const [seeded] = await listLocalTables(db, { siteId: site.id });
    expect(new Set([projects.id, clients.id, seeded!.id]).size).toBe(3);
    expect(await countLocalRecords(db, { siteId: site.id })).toMatchObject({ [projects.id]: 30, [clients.id]: 6 });
    // One table only: the other tables are not counted.
    expect(await countLocalRecords(db, { siteId: site.id, tableId: clients.id })).toEqual({ [clients.id]: 6 });
    const clientIds = new Set(
      (await listLocalRecords(db, { siteId: site.id, tableId: clients.id, limit: 10 })).map((r) => r.id),
    );
    const rows = await listLocalRecords(db, { siteId: site.id, tableId: projects.id, limit: 50 });
    expect(rows[0]?.fields[DEMO_FIELDS.projects.name]).toBe('Website redesign');
    for (const row of rows) {
      const linked = row.fields[DEMO_FIELDS.projects.client] as string[];
      expect(linked).toHaveLength(1);
      expect(clientIds.has(linked[0]!)).toBe(true);
    }
    const counts = Object.values(await countLocalRecords(db, { siteId: site.id }));
    expect(counts.sort((a, b) => a - b)).toEqual([6, 6, 30, 30]);
    // A site without records counts nothing.
    expect(await countLocalRecords(db, { siteId: 'no-such-site' })).toEqual({});
  });
});

describe('kept record counts', () => {
  it('follow every insert and delete, concurrent ones included, and match a count of the records', async () => {
    const { db } = handle;
    const table = await createLocalTable(db, { siteId, name: 'Counted', fields: FIELDS, position: 9 });
    const scan = async () => {
      const rows = await db.execute(
        sql`select count(*)::int as n from local_records where site_id = ${siteId} and table_id = ${table.id}`,
      );
      return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    const kept = async () => (await countLocalRecords(db, { siteId, tableId: table.id }))[table.id] ?? 0;
    expect(await kept()).toBe(0);
    const made = await insertLocalRecords(db, {
      siteId,
      tableId: table.id,
      records: Array.from({ length: 5 }, (_, i) => ({ fields: { fldName: `r${i}` } })),
    });
    // Writers at once: each insert and delete counts, none is lost.
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        insertLocalRecords(db, { siteId, tableId: table.id, records: [{ fields: { fldName: `c${i}` } }] }),
      ),
      deleteLocalRecords(db, { siteId, tableId: table.id, recordIds: [made[0]!.id, made[1]!.id, 'recNoSuch0000000'] }),
    ]);
    expect(await kept()).toBe(9);
    expect(await scan()).toBe(9);
    // A delete of ids another table or site holds counts nothing here.
    await deleteLocalRecords(db, { siteId: otherSiteId, tableId: table.id, recordIds: [made[2]!.id] });
    expect(await kept()).toBe(9);
    // A failed insert (a taken id) leaves the count as it was.
    await expect(
      insertLocalRecords(db, { siteId, tableId: table.id, records: [{ id: made[2]!.id, fields: {} }] }),
    ).rejects.toThrow();
    expect(await kept()).toBe(await scan());
  });
});
