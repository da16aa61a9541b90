import {
  matchesCondition,
  type CellValue,
  type Condition,
  type DataRecord,
  type DataSource,
  type ListRecordsParams,
} from '@atrium/core';
import { computeCellIndex, tables, type DbHandle } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDataSource } from './local-data-source';
import { ALL_TYPES, MULTI_CHOICES, SELECT_CHOICES, createAllTypesTable, createTestSite } from './local-tables-fixtures';

/**
 * Keyset paging (issue 22) returns what the sort promises: for random records over every built-in
 * type (few distinct values, so ties and empty cells abound), random sorts (none, one field either
 * way, a view of up to three fields in mixed directions) and page sizes, the pages read one after
 * the other hold exactly the records in the reference order computed here from the documented
 * semantics (sort-to-sql.ts), which is also the order of one unpaged read.
 */

let handle: DbHandle;
let source: LocalDataSource;
let other: LocalDataSource;
let tableId: string;
let otherTableId: string;
const baseId = 'local';

beforeAll(async () => {
  handle = await createTestDb();
  const site = await createTestSite(handle.db);
  source = new LocalDataSource(handle.db, site.id, 3);
  tableId = (await createAllTypesTable(handle.db, { siteId: site.id, id: 'tblkeysetrecords' })).id;
  const otherSite = await createTestSite(handle.db, 'Another portal');
  other = new LocalDataSource(handle.db, otherSite.id);
  otherTableId = (await createAllTypesTable(handle.db, { siteId: otherSite.id, id: 'tblkeysetother' })).id;
});
afterAll(async () => {
  await handle?.close();
});

type Sort = ListRecordsParams['sort'];
type Key = { fieldId: string; direction: 'asc' | 'desc' };

async function readPages(
  from: DataSource,
  params: { tableId: string; sort: Sort; pageSize: number; where?: ListRecordsParams['where'] },
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await from.listRecords({
      baseId,
      tableId: params.tableId,
      where: params.where ?? { kind: 'true' },
      sort: params.sort,
      pageSize: params.pageSize,
      ...(cursor ? { cursor } : {}),
    });
    ids.push(...page.records.map((r) => r.id));
    cursor = page.cursor;
    if (ids.length > 1_000) throw new Error('The pages never end: a cursor repeats records');
  } while (cursor);
  return ids;
}

/** What a record sorts by for one field, as documented: empty is null. */
function sortValue(record: DataRecord, fieldId: string): number | boolean | string | null {
  const cell = record.fields[fieldId];
  if (fieldId === ALL_TYPES.number) return typeof cell === 'number' ? cell : null;
  if (fieldId === ALL_TYPES.checkbox) return cell === true;
  if (fieldId === ALL_TYPES.select) {
    const at = typeof cell === 'string' ? SELECT_CHOICES.indexOf(cell) : -1;
    return at < 0 ? null : at;
  }
  return computeCellIndex(record.fields as Record<string, CellValue>).t[fieldId] ?? null;
}

function compareValues(a: number | boolean | string, b: number | boolean | string): number {
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return Number(a) - Number(b);
}

/** The reference order: each key in turn (empty first ascending, last descending), then created. */
function referenceOrder(stored: DataRecord[], keys: Key[]): string[] {
  const created = new Map(stored.map((r, i) => [r.id, i]));
  return [...stored]
    .sort((x, y) => {
      for (const key of keys) {
        const [a, b] = [sortValue(x, key.fieldId), sortValue(y, key.fieldId)];
        let order: number;
        if (a === null || b === null) order = a === b ? 0 : a === null ? -1 : 1;
        else order = compareValues(a, b);
        if (order !== 0) return key.direction === 'desc' ? -order : order;
      }
      return created.get(x.id)! - created.get(y.id)!;
    })
    .map((r) => r.id);
}

const SORTABLE = [
  ALL_TYPES.text,
  ALL_TYPES.long,
  ALL_TYPES.number,
  ALL_TYPES.checkbox,
  ALL_TYPES.select,
  ALL_TYPES.multi,
  ALL_TYPES.date,
  ALL_TYPES.email,
  ALL_TYPES.phone,
];
const cells: Record<string, fc.Arbitrary<CellValue>> = {
  [ALL_TYPES.text]: fc.constantFrom('a', 'A', 'b', 'ab', 'B', 'é', 'É', 'z', '😀', 'ﬀ', '%', "O'Brien", '10', '9'),
  [ALL_TYPES.long]: fc.constantFrom('line\nnext', 'line', 'LINE'),
  [ALL_TYPES.number]: fc.constantFrom(0, -0, 1, -1, 2.5, 0.1, 10, 9, 1e21, -1e-7, 1000),
  [ALL_TYPES.checkbox]: fc.boolean(),
  [ALL_TYPES.select]: fc.constantFrom(...SELECT_CHOICES),
  [ALL_TYPES.multi]: fc.subarray(MULTI_CHOICES, { maxLength: 2 }),
  [ALL_TYPES.date]: fc.constantFrom('2026-01-01', '2025-12-31', '2024-02-29'),
  [ALL_TYPES.email]: fc.constantFrom('a@example.com', 'B@example.com'),
  [ALL_TYPES.phone]: fc.constantFrom('+1 555 0100', '1000', '0'),
};
const recordArb = fc.record(cells, { requiredKeys: [] }) as fc.Arbitrary<Record<string, CellValue>>;
const keyArb = fc.record({
  fieldId: fc.constantFrom(...SORTABLE),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
});
const sortArb: fc.Arbitrary<{ sort: Sort; keys: Key[] }> = fc.oneof(
  fc.constant({ sort: { type: 'none' } as Sort, keys: [] as Key[] }),
  keyArb.map((key) => ({ sort: { type: 'field', ...key } as Sort, keys: [key] })),
  fc
    .uniqueArray(keyArb, { minLength: 1, maxLength: 3, selector: (k) => k.fieldId })
    .map((keys) => ({ sort: { type: 'view', viewId: 'viwproperty' } as Sort, keys })),
);

/** Every record, those with a value in one field, or those a search finds. */
const whereArb: fc.Arbitrary<Condition> = fc.oneof(
  fc.constant<Condition>({ kind: 'true' }),
  // Searches walk the first few records of the order before reading every match (a probe of 3
  // here): the pages must be the same whichever way they were found.
  fc
    .tuple(fc.constantFrom(ALL_TYPES.text, ALL_TYPES.long), fc.constantFrom('a', 'b', 'line', 'é', '%'))
    .map(([fieldId, text]): Condition => ({ kind: 'contains', fieldId, text })),
  fc.constantFrom(...SORTABLE).map((fieldId): Condition => ({ kind: 'not', condition: { kind: 'isEmpty', fieldId } })),
);

async function setView(keys: Key[]) {
  await handle.db
    .update(tables.localTables)
    .set({ views: [{ id: 'viwproperty', name: 'Property', type: 'grid', order: keys }] })
    .where(eq(tables.localTables.id, tableId));
}

it("pages read one after the other, and each record's neighbours, follow the reference order, for every sort", async () => {
  let tied = 0;
  let neighbours = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(recordArb, { minLength: 1, maxLength: 14 }),
      sortArb,
      whereArb,
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.nat(), { maxLength: 3 }),
      async (rows, { sort, keys }, where, pageSize, picks) => {
        const existing = await readPages(source, { tableId, sort: { type: 'none' }, pageSize: 100 });
        if (existing.length > 0) await source.deleteRecords({ baseId, tableId, recordIds: existing });
        const stored = await source.createRecords({ baseId, tableId, records: rows });
        await setView(keys);
        const expected = referenceOrder(
          stored.filter((r) => matchesCondition(r, where)),
          keys,
        );
        const label = JSON.stringify({ keys, where, pageSize });
        expect(await readPages(source, { tableId, sort, where, pageSize }), label).toEqual(expected);
        expect(await readPages(source, { tableId, sort, where, pageSize: 100 }), label).toEqual(expected);
        if (keys.length > 0 && new Set(stored.map((r) => sortValue(r, keys[0]!.fieldId))).size < stored.length) {
          tied += 1;
        }
        // Previous and Next of some records (one the condition leaves out has none).
        for (const pick of picks) {
          const record = stored[pick % stored.length]!;
          const at = expected.indexOf(record.id);
          const found = await source.recordNeighbours({ baseId, tableId, where, sort, recordId: record.id });
          const want =
            at < 0
              ? undefined
              : {
                  ...(at > 0 ? { previous: expected[at - 1] } : {}),
                  ...(at < expected.length - 1 ? { next: expected[at + 1] } : {}),
                };
          expect(found, `${label} ${record.id}`).toEqual(want);
          neighbours += 1;
        }
      },
    ),
    { numRuns: 120 },
  );
  // Ties on the first key (settled by the next keys and the created order) must be common.
  expect(tied).toBeGreaterThan(20);
  expect(neighbours).toBeGreaterThan(50);
}, 240_000);

describe('a listing that changes between pages', () => {
  const sort: Sort = { type: 'field', fieldId: ALL_TYPES.number, direction: 'asc' };
  async function freshRecords(count: number) {
    const existing = await readPages(source, { tableId, sort: { type: 'none' }, pageSize: 100 });
    if (existing.length > 0) await source.deleteRecords({ baseId, tableId, recordIds: existing });
    const records = Array.from({ length: count }, (_, i) => ({ [ALL_TYPES.number]: i }));
    return (await source.createRecords({ baseId, tableId, records })).map((r) => r.id);
  }
  const page = (cursor?: string) =>
    source.listRecords({ baseId, tableId, where: { kind: 'true' }, sort, pageSize: 2, ...(cursor ? { cursor } : {}) });

  it('continues after the last record read, when records before it were deleted (an offset skipped one)', async () => {
    const ids = await freshRecords(6);
    const first = await page();
    expect(first.records.map((r) => r.id)).toEqual(ids.slice(0, 2));
    await source.deleteRecords({ baseId, tableId, recordIds: [ids[0]!] });
    expect((await page(first.cursor)).records.map((r) => r.id)).toEqual(ids.slice(2, 4));
  });

  it('continues after the last record read, when records were added before it', async () => {
    const ids = await freshRecords(4);
    const first = await page();
    await source.createRecords({ baseId, tableId, records: [{ [ALL_TYPES.number]: -5 }] });
    expect((await page(first.cursor)).records.map((r) => r.id)).toEqual(ids.slice(2, 4));
  });

  it('falls back to the offset when the last record read is gone', async () => {
    const ids = await freshRecords(6);
    const first = await page();
    await source.deleteRecords({ baseId, tableId, recordIds: [ids[1]!] });
    // The offset (2) of the five left: as before keyset paging, one record is skipped.
    expect((await page(first.cursor)).records.map((r) => r.id)).toEqual(ids.slice(3, 5));
  });

  it("never reads another portal's record through a cursor naming it: the offset is used", async () => {
    const ids = await freshRecords(6);
    const [foreign] = await other.createRecords({
      baseId,
      tableId: otherTableId,
      records: [{ [ALL_TYPES.number]: 3 }],
    });
    const cursor = Buffer.from(JSON.stringify({ o: 2, r: foreign!.id })).toString('base64url');
    expect((await page(cursor)).records.map((r) => r.id)).toEqual(ids.slice(2, 4));
  });

  it('reads cursors of the offset form (made before keyset paging)', async () => {
    const ids = await freshRecords(6);
    const cursor = Buffer.from(JSON.stringify({ o: 4 })).toString('base64url');
    expect((await page(cursor)).records.map((r) => r.id)).toEqual(ids.slice(4, 6));
  });

  it('refuses malformed cursors with a 422', async () => {
    await freshRecords(1);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      encode({ o: 2, r: 'rec\0nul' }),
      encode({ o: 2, r: 'x'.repeat(65) }),
      encode({ o: 2, r: 42 }),
      encode({ o: -1, r: 'recabc' }),
      encode({ r: 'recabc' }),
      encode({ o: 2, r: "rec'; drop table local_records; --" }),
      'x'.repeat(600),
    ]) {
      await expect(page(cursor), cursor).rejects.toMatchObject({ status: 422, code: 'INVALID_CURSOR' });
    }
  });
});
