import { matchesCondition, type CellValue, type Condition, type DataRecord } from '@atrium/core';
import { type DbHandle } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalDataSource } from './local-data-source';
import { ALL_TYPES, MULTI_CHOICES, SELECT_CHOICES, createAllTypesTable, createTestSite } from './local-tables-fixtures';

/**
 * The SQL translation agrees with the reference semantics: for random records over every
 * built-in type and random conditions (depth ≤ 3) built from the records' own values and
 * hostile strings, listing (all pages) returns exactly the records `matchesCondition` accepts.
 */

let handle: DbHandle;
let source: LocalDataSource;
let tableId: string;
let targetIds: string[];
const baseId = 'local';

beforeAll(async () => {
  handle = await createTestDb();
  const site = await createTestSite(handle.db);
  mediaFolder = `sites/${site.id}`;
  source = new LocalDataSource(handle.db, site.id);
  const targets = await createAllTypesTable(handle.db, { siteId: site.id, id: 'tblpropertytargets' });
  const table = await createAllTypesTable(handle.db, {
    siteId: site.id,
    id: 'tblpropertyrecords',
    linkedTableId: targets.id,
  });
  tableId = table.id;
  targetIds = (
    await source.createRecords({
      baseId,
      tableId: targets.id,
      records: ['one', 'two', 'three', 'four'].map((name) => ({ [ALL_TYPES.text]: name })),
    })
  ).map((r) => r.id);
});
afterAll(async () => {
  await handle?.close();
});

const HOSTILE = [
  '%',
  '_',
  "'",
  '\\',
  '"',
  '%_',
  '\\%',
  "'; drop table local_records; --",
  '$1',
  '?|',
  '{}',
  '[]',
  'null',
  'true',
  'false',
  '1',
  '0',
  '-0',
  ' 1 ',
  '1e3',
  '0x10',
  'Infinity',
  '',
  ' ',
  ', ',
  'a, b',
  'É',
  'é',
  'ß',
  'SS',
  'İ',
  'i̇',
  'ǅ',
  '😀',
  'nul\0',
  '\ud800',
  'red, blue',
  "O'Brien %_\\",
];
const CHARS = [
  'a',
  'B',
  'e',
  'E',
  '%',
  '_',
  "'",
  '\\',
  '"',
  ' ',
  '1',
  '0',
  '.',
  '-',
  ',',
  'É',
  'é',
  'ß',
  'İ',
  'ǅ',
  '😀',
];
const text = (multiline = false) =>
  fc.string({ unit: fc.constantFrom(...CHARS, ...(multiline ? ['\n'] : [])), maxLength: 8 });
const number = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.1, 2.5, 1e21, 1e-7, 1000),
);
let mediaFolder = '';
const attachment = fc.record({
  id: fc.constantFrom('att1', 'att2'),
  // Read when values are generated, after the site exists (attachments are this portal's files).
  url: fc.constant('file-abc.pdf').map((file) => `/media/${mediaFolder}/${file}`),
  filename: text().filter((name) => name.trim() !== ''),
});

const cellArbs: Record<string, fc.Arbitrary<CellValue>> = {
  [ALL_TYPES.text]: fc.oneof(text(), fc.constantFrom(...HOSTILE.filter((h) => !h.includes('\0') && h !== '\ud800'))),
  [ALL_TYPES.long]: text(true),
  [ALL_TYPES.rich]: text(true),
  [ALL_TYPES.number]: number,
  [ALL_TYPES.checkbox]: fc.boolean(),
  [ALL_TYPES.select]: fc.constantFrom(...SELECT_CHOICES),
  [ALL_TYPES.multi]: fc.subarray(MULTI_CHOICES),
  [ALL_TYPES.date]: fc.constantFrom('2026-01-01', '2025-12-31', '2024-02-29'),
  [ALL_TYPES.email]: fc.constantFrom('a@example.com', "o'brien%_@example.com"),
  [ALL_TYPES.url]: fc.constantFrom('https://example.com/a_b%20c', 'http://x.test/?q=\'"'),
  [ALL_TYPES.phone]: fc.constantFrom('+1 555 0100', '1000', '0'),
  [ALL_TYPES.files]: fc.array(attachment, { maxLength: 2 }),
  [ALL_TYPES.links]: fc.constant([]), // replaced below: ids exist only at run time
};
const FIELD_IDS = [...Object.values(ALL_TYPES), 'fldunknown0000001'];

const recordArb = fc.record(
  { ...cellArbs, [ALL_TYPES.links]: fc.subarray([0, 1, 2, 3]) as fc.Arbitrary<unknown> as fc.Arbitrary<CellValue> },
  { requiredKeys: [] },
);

interface PoolEntry {
  fieldId: string;
  value: string | number | boolean;
}

/** Values that appear in the records (and parts and case variants of them), with their field. */
function valuePool(records: Array<Record<string, CellValue>>): PoolEntry[] {
  const pool: PoolEntry[] = [];
  for (const r of records) {
    for (const [fieldId, v] of Object.entries(r)) {
      const add = (...values: Array<string | number | boolean>) =>
        values.forEach((value) => pool.push({ fieldId, value }));
      if (typeof v === 'string') add(v, v.slice(1, 3), v.toUpperCase(), v.toLowerCase());
      if (typeof v === 'number') add(v, String(v), String(v).slice(0, 2));
      if (typeof v === 'boolean') add(v, 'true', 1, '1');
      if (Array.isArray(v)) {
        const parts = v.map((x) => (typeof x === 'string' ? x : x.filename));
        add(...parts, parts.join(', ').toUpperCase(), parts.join(', ').slice(2, 6));
      }
    }
  }
  return pool.length > 0 ? pool : [{ fieldId: ALL_TYPES.text, value: 'a' }];
}

function conditionArb(pool: PoolEntry[], depth: number): fc.Arbitrary<Condition> {
  const fieldId = fc.constantFrom(...FIELD_IDS);
  const entry = fc.constantFrom(...pool);
  const anyValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.boolean(), number, fc.constant(Number.NaN), text());
  const noSurrogate = (t: string) => !/\p{Cs}/u.test(t);
  const leaf: fc.Arbitrary<Condition> = fc.oneof(
    fc.constant<Condition>({ kind: 'true' }),
    entry.map((e): Condition => ({ kind: 'equals', fieldId: e.fieldId, value: e.value })),
    fc.record({
      kind: fc.constant('equals' as const),
      fieldId,
      value: fc.oneof(
        entry.map((e) => e.value),
        anyValue,
      ),
    }),
    entry
      .map((e): Condition => ({ kind: 'contains', fieldId: e.fieldId, text: String(e.value) }))
      .filter((c) => c.kind === 'contains' && noSurrogate(c.text)),
    fc.record({
      kind: fc.constant('contains' as const),
      fieldId,
      text: fc.oneof(fc.constantFrom(...HOSTILE), text()).filter(noSurrogate),
    }),
    fc.record({ kind: fc.constant('isEmpty' as const), fieldId }),
    // A cell's own value (so equal values test lt against lte), or any number or text.
    fc
      .tuple(
        entry,
        fc.constantFrom('lt' as const, 'lte' as const, 'gt' as const, 'gte' as const),
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          number,
          fc.constant(Number.NaN),
          text(),
          fc.constantFrom(...HOSTILE).filter((t) => noSurrogate(t) && !t.includes('\0')),
        ),
      )
      .map(([e, op, other]): Condition => {
        const own = typeof e.value === 'boolean' ? String(e.value) : e.value;
        return { kind: 'compare', fieldId: e.fieldId, op, value: other === undefined ? own : other };
      })
      .filter((c) => c.kind !== 'compare' || typeof c.value !== 'string' || noSurrogate(c.value)),
    fc.record({
      kind: fc.constant('linksTo' as const),
      fieldId: fc.oneof(fc.constant(ALL_TYPES.links), fieldId),
      recordIds: fc.subarray([0, 1, 2, 3, 4]).map((is) => is.map((i) => targetIds[i] ?? "rec'nope\\%")),
    }),
  );
  if (depth === 0) return leaf;
  const child = conditionArb(pool, depth - 1);
  return fc.oneof(
    { weight: 4, arbitrary: leaf },
    fc.record({ kind: fc.constant('and' as const), conditions: fc.array(child, { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('or' as const), conditions: fc.array(child, { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('not' as const), condition: child }),
  );
}

async function listAll(where: Condition, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId,
      tableId,
      where,
      sort: { type: 'none' },
      pageSize,
      ...(cursor ? { cursor } : {}),
    });
    ids.push(...page.records.map((r) => r.id));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

it('listRecords returns exactly the records matchesCondition accepts', async () => {
  const scenario = fc
    .array(recordArb, { minLength: 2, maxLength: 12 })
    .map((rows) =>
      rows.map((row) => {
        const cells = { ...row } as Record<string, CellValue>;
        const links = cells[ALL_TYPES.links] as unknown as number[] | undefined;
        if (links) cells[ALL_TYPES.links] = links.map((i) => targetIds[i]!);
        return cells;
      }),
    )
    .chain((rows) =>
      fc.record({
        rows: fc.constant(rows),
        conditions: fc.array(conditionArb(valuePool(rows), 3), { minLength: 1, maxLength: 6 }),
        pageSize: fc.integer({ min: 1, max: 5 }),
      }),
    );

  let checked = 0;
  let selective = 0;
  await fc.assert(
    fc.asyncProperty(scenario, async ({ rows, conditions, pageSize }) => {
      const existing = await listAll({ kind: 'true' }, 100);
      if (existing.length > 0) await source.deleteRecords({ baseId, tableId, recordIds: existing });
      const stored: DataRecord[] =
        rows.length > 0 ? await source.createRecords({ baseId, tableId, records: rows }) : [];
      for (const condition of conditions) {
        const expected = stored.filter((r) => matchesCondition(r, condition)).map((r) => r.id);
        expect(await listAll(condition, pageSize), JSON.stringify(condition)).toEqual(expected);
        checked += 1;
        if (expected.length > 0 && expected.length < stored.length) selective += 1;
      }
    }),
    { numRuns: 150 },
  );
  // The generators must produce conditions that split the records, not only all-or-nothing ones.
  expect(selective / checked).toBeGreaterThan(0.1);
}, 240_000);
