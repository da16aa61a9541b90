import { buildSnapshot, type TSnapshot, type TSort } from '@atrium/core';
import { listLocalListingIndexes, tables, type DbHandle } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDataSource } from './local-data-source';
import { ALL_TYPES, createAllTypesTable, createTestSite } from './local-tables-fixtures';
import { LISTING_INDEX_MIN_RECORDS, syncListingIndexes } from './listing-indexes';
import { conditionToSql } from './condition-to-sql';
import { orderByTerms, sortTerms } from './sort-to-sql';

let handle: DbHandle;
let siteId: string;
let otherSiteId: string;
let bigTableId: string;
let smallTableId: string;
const baseId = 'local';
const records = tables.localRecords;

beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db)).id;
  otherSiteId = (await createTestSite(handle.db, 'Another portal')).id;
  const source = new LocalDataSource(handle.db, siteId);
  bigTableId = (await createAllTypesTable(handle.db, { siteId, id: 'tblsortindexbig' })).id;
  smallTableId = (await createAllTypesTable(handle.db, { siteId, id: 'tblsortindexsmall' })).id;
  await source.createRecords({
    baseId,
    tableId: bigTableId,
    records: Array.from({ length: 12 }, (_, i) => ({ [ALL_TYPES.number]: i, [ALL_TYPES.text]: `r${i}` })),
  });
  await source.createRecords({ baseId, tableId: smallTableId, records: [{ [ALL_TYPES.number]: 1 }] });
});
afterAll(async () => {
  await handle?.close();
});

/** A published portal whose home page has one listing per sort given. */
function snapshotWith(listings: Array<{ tableId: string; sort: TSort; search?: string[] }>): TSnapshot {
  return buildSnapshot({
    site: { id: siteId, name: 'Portal', subdomain: 'portal' },
    header: {},
    footer: {},
    theme: {},
    settings: {},
    pages: [
      {
        id: 'page1',
        name: 'Home',
        path: '/',
        type: 'page',
        contents: {
          sections: listings.map((listing, i) => ({
            id: `listing${i}`,
            type: 'data',
            data: {
              source: { kind: 'local', tableId: listing.tableId },
              sort: listing.sort,
              search: { fieldIds: listing.search ?? [] },
            },
          })),
        },
      },
    ],
  } as unknown as Parameters<typeof buildSnapshot>[0]);
}

const sync = (snapshot: TSnapshot | undefined, site = siteId) =>
  syncListingIndexes(handle.db, { siteId: site, snapshot, dbKind: handle.kind, minRecords: 10 });
const byNumberDesc: TSort = { type: 'field', fieldId: ALL_TYPES.number, direction: 'desc' };
const bySelect: TSort = { type: 'field', fieldId: ALL_TYPES.select, direction: 'asc' };

/** The plan of a listing's sorted first page, with sorting and table scans made to cost the most. */
async function planOf(sort: { fieldId: string; direction: 'asc' | 'desc' }): Promise<string> {
  const table = (await handle.db.query.localTables.findFirst({ where: eq(tables.localTables.id, bigTableId) }))!;
  const orderBy = orderByTerms(sortTerms([sort], table.fields));
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const query = tx
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.siteId, siteId), eq(records.tableId, bigTableId)))
      .orderBy(...orderBy, asc(records.createdAt), asc(records.seq))
      .limit(21);
    const result = await tx.execute(sql`explain ${query}`);
    return (result as unknown as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

/**
 * The plan of a search of the large table, with table and plain index scans made to cost the
 * most (on a dozen records the planner would rather read them all): whether the trigram index
 * answers the search's own condition.
 */
async function searchPlan(fieldId: string, text: string): Promise<string> {
  const where = conditionToSql({ kind: 'contains', fieldId, text }, { fieldIds: new Set(Object.values(ALL_TYPES)) });
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const query = tx
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.tableId, bigTableId), where))
      .limit(21);
    const result = await tx.execute(sql`explain ${query}`);
    return (result as unknown as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

describe('listing indexes of large built-in tables', () => {
  it('are built for the sorts published listings use on large tables, and serve those sorted pages', async () => {
    expect(LISTING_INDEX_MIN_RECORDS).toBe(10_000);
    const first = await sync(
      snapshotWith([
        { tableId: bigTableId, sort: byNumberDesc },
        { tableId: bigTableId, sort: bySelect },
        { tableId: smallTableId, sort: byNumberDesc },
        { tableId: bigTableId, sort: { type: 'none' } },
        { tableId: bigTableId, sort: { type: 'field', fieldId: 'fldgone', direction: 'asc' } },
        { tableId: 'tblnotthisportals', sort: byNumberDesc },
      ]),
    );
    // Two on the large table (the small one, no sort, an unknown field or table get none); the
    // select's options (one is O'Brien %_\) written into the statement as literals.
    expect(first.created).toHaveLength(2);
    expect(first.dropped).toEqual([]);
    const indexes = await listLocalListingIndexes(handle.db, siteId);
    expect(indexes.map((i) => i.name).sort()).toEqual([...first.created].sort());
    expect(indexes.every((i) => i.valid)).toBe(true);

    const plan = await planOf({ fieldId: ALL_TYPES.number, direction: 'desc' });
    expect(plan).toMatch(new RegExp(`Index Scan using (${first.created.join('|')})`));
    expect(plan).not.toMatch(/Sort {2}\(cost/);
    expect(await planOf({ fieldId: ALL_TYPES.select, direction: 'asc' })).toMatch(/Index Scan using lrs_/);
    // A sort no listing uses has no index of its own: its records are sorted.
    expect(await planOf({ fieldId: ALL_TYPES.text, direction: 'asc' })).toMatch(/Sort {2}\(cost/);

    // Nothing changed: nothing built or dropped again.
    expect(
      await sync(
        snapshotWith([
          { tableId: bigTableId, sort: bySelect },
          { tableId: bigTableId, sort: byNumberDesc },
        ]),
      ),
    ).toEqual({ created: [], dropped: [] });
  });

  it('are built for the fields published listings search (trigrams), and serve those searches', async () => {
    const built = await sync(
      snapshotWith([{ tableId: bigTableId, sort: { type: 'none' }, search: [ALL_TYPES.text, 'fldgone'] }]),
    );
    expect(built.created).toHaveLength(1);
    const plan = await searchPlan(ALL_TYPES.text, 'r10');
    expect(plan).toMatch(new RegExp(`Bitmap Index Scan on ${built.created[0]}`));
    // A field no listing searches is read as before.
    expect(await searchPlan(ALL_TYPES.long, 'r10')).not.toMatch(/Index Scan on lrs_/);
    // The search still finds what it should through the index: r1, r10, r11 (of r0-r11).
    const source = new LocalDataSource(handle.db, siteId);
    const found = await source.listRecords({
      baseId,
      tableId: bigTableId,
      where: { kind: 'contains', fieldId: ALL_TYPES.text, text: 'R1' },
      sort: { type: 'none' },
      pageSize: 20,
    });
    expect(found.records.map((r) => r.fields[ALL_TYPES.text]).sort()).toEqual(['r1', 'r10', 'r11']);
    expect((await sync(undefined)).dropped).toEqual(built.created);
  });

  it('are dropped when no published listing uses them, and only the portal’s own', async () => {
    await sync(snapshotWith([{ tableId: bigTableId, sort: byNumberDesc }]));
    const otherSource = new LocalDataSource(handle.db, otherSiteId);
    const otherTable = await createAllTypesTable(handle.db, { siteId: otherSiteId });
    await otherSource.createRecords({
      baseId,
      tableId: otherTable.id,
      records: Array.from({ length: 10 }, (_, i) => ({ [ALL_TYPES.number]: i })),
    });
    const theirs = await sync(snapshotWith([{ tableId: otherTable.id, sort: byNumberDesc }]), otherSiteId);
    expect(theirs.created).toHaveLength(1);

    const ascending = await sync(
      snapshotWith([{ tableId: bigTableId, sort: { ...byNumberDesc, direction: 'asc' } as TSort }]),
    );
    expect(ascending.created).toHaveLength(1);
    expect(ascending.dropped).toHaveLength(1);
    const none = await sync(undefined);
    expect(none).toEqual({ created: [], dropped: ascending.created });
    expect(await listLocalListingIndexes(handle.db, siteId)).toEqual([]);
    expect((await listLocalListingIndexes(handle.db, otherSiteId)).map((i) => i.name)).toEqual(theirs.created);
  });
});
