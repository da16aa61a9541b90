import {
  ZCreatePortalSchema,
  ZListingQuerySchema,
  buildListingCondition,
  type CellValue,
  type DataRecord,
  type DataSource,
  type TableField,
  type TListingQueryInput,
} from '@atrium/core';
import { createBuilder, createLocalTable, createSite, resolveWorkspace } from '@atrium/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirtableClient } from '../airtable/airtable-client';
import { AirtableDataSource } from '../airtable/airtable-data-source';
import { startFakeAirtable } from '../airtable/fake/fake-airtable';
import { MemoryRateLimiter } from '../airtable/rate-limiter';
import { LocalDataSource } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';

/**
 * The same records in built-in tables and in (fake) Airtable, and random listing queries run
 * against both through the real DataSources: both must return the same records. Records are
 * matched by their `Key` cell, since each source makes its own record ids.
 */
const STATUS = ['Planned', 'In progress', 'Done', "Won't do"];
const TAGS = ['red', 'green', 'blue, navy', '50%_off'];
const FIELDS: TableField[] = [
  { id: 'fldKey000000000001', name: 'Key', type: 'singleLineText' },
  { id: 'fldTitle0000000001', name: 'Title', type: 'singleLineText' },
  { id: 'fldNotes0000000001', name: 'Notes', type: 'multilineText' },
  { id: 'fldBudget000000001', name: 'Budget', type: 'number', options: { precision: 0 } },
  { id: 'fldActive000000001', name: 'Active', type: 'checkbox' },
  {
    id: 'fldStatus000000001',
    name: 'Status',
    type: 'singleSelect',
    options: { choices: STATUS.map((name, i) => ({ id: `selStatus${i}0000000`, name })) },
  },
  {
    id: 'fldTags00000000001',
    name: 'Tags',
    type: 'multipleSelects',
    options: { choices: TAGS.map((name, i) => ({ id: `selTags${i}000000000`, name })) },
  },
  { id: 'fldEmail000000001', name: 'Email', type: 'email' },
];
const [KEY, TITLE, NOTES, BUDGET, ACTIVE, STATUS_F, TAGS_F, EMAIL] = FIELDS.map((f) => f.id) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const WORDS = ['Alpha', 'beta', 'GAMMA', 'delta "quoted"', "it's", 'back\\slash', '100%', 'under_score', 'ünïcode'];

const cellsArb = (key: string) =>
  fc
    .record(
      {
        [TITLE]: fc.constantFrom(...WORDS),
        [NOTES]: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
        [BUDGET]: fc.integer({ min: -5, max: 5 }),
        [ACTIVE]: fc.constant(true),
        [STATUS_F]: fc.constantFrom(...STATUS),
        [TAGS_F]: fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 3 }),
        [EMAIL]: fc.constantFrom('a@example.com', 'B@Example.com', 'c.d@example.org'),
      },
      { requiredKeys: [] },
    )
    .map((cells) => ({ [KEY]: key, ...cells }) as Record<string, CellValue>);

const DATA: Array<Record<string, CellValue>> = fc.sample(
  fc.tuple(...Array.from({ length: 40 }, (_, i) => cellsArb(`k${String(i).padStart(2, '0')}`))),
  { numRuns: 1, seed: 20261121 },
)[0]!;

const queryArb: fc.Arbitrary<TListingQueryInput> = fc.record(
  {
    search: fc.record({
      text: fc.constantFrom('a', 'ALP', '"', "'", '\\', '%', '_', 'ün', 'example.COM', 'blue, n', ''),
      fieldIds: fc.subarray([TITLE, NOTES, EMAIL, STATUS_F, TAGS_F], { minLength: 1 }),
    }),
    filters: fc.array(
      fc.oneof(
        fc.record({ fieldId: fc.constant(STATUS_F), values: fc.subarray(STATUS, { minLength: 1 }) }),
        fc.record({ fieldId: fc.constant(TAGS_F), values: fc.subarray(TAGS, { minLength: 1 }) }),
        fc.record({ fieldId: fc.constant(TITLE), values: fc.subarray(WORDS, { minLength: 1, maxLength: 2 }) }),
      ),
      { maxLength: 2 },
    ),
    conjunction: fc.constantFrom('or' as const, 'and' as const),
    rules: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('static' as const),
          fieldId: fc.constantFrom(TITLE, STATUS_F, NOTES, ACTIVE, BUDGET),
          operator: fc.constantFrom(
            'equals' as const,
            'notEquals' as const,
            'contains' as const,
            'isEmpty' as const,
            'isNotEmpty' as const,
          ),
          value: fc.constantFrom('Alpha', 'Done', 'beta', '0', '3'),
        }),
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);

let runtime: Runtime;
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
let local: DataSource;
let airtable: DataSource;
let localTableId: string;
let fakeNow = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  runtime = await createTestRuntime();
  const builder = await createBuilder(runtime.db, {
    firstName: 'X',
    lastName: '',
    email: 'x@example.com',
    password: 'long enough pw',
  });
  const personal = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(runtime.db, {
    workspaceId: personal.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Cross' }),
  });
  const table = await createLocalTable(runtime.db, { siteId: site.id, name: 'Items', fields: FIELDS });
  localTableId = table.id;
  local = new LocalDataSource(runtime.db, site.id);
  await local.createRecords({ baseId: 'local', tableId: localTableId, records: DATA });

  const records: DataRecord[] = DATA.map((fields, i) => ({
    id: `rec${String(i).padStart(14, '0')}`,
    createdTime: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    fields,
  }));
  fake = await startFakeAirtable({
    fixtures: {
      bases: [
        {
          id: 'appCrossCheck00001',
          name: 'Cross',
          tables: [
            { id: 'tblItems0000000001', name: 'Items', primaryFieldId: KEY, fields: FIELDS, views: [], records },
          ],
        },
      ],
    },
    tokens: ['pat-test'],
    now: () => (fakeNow += 1_000),
  });
  airtable = new AirtableDataSource({
    client: new AirtableClient({
      token: 'pat-test',
      apiUrl: fake.url,
      limiter: new MemoryRateLimiter({ limit: () => ({ limit: 1_000, windowMs: 1_000 }) }),
      maxRetries: 0,
    }),
  });
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await runtime?.close();
});

async function keys(source: DataSource, baseId: string, tableId: string, input: TListingQueryInput): Promise<string[]> {
  const query = ZListingQuerySchema.parse(input);
  const where = buildListingCondition(query);
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({ baseId, tableId, where, sort: { type: 'none' }, pageSize: 25, cursor });
    found.push(...page.records.map((r) => String(r.fields[KEY])));
    cursor = page.cursor;
  } while (cursor);
  return found.sort();
}

describe('built-in tables and Airtable agree', () => {
  it('return the same records for random listing queries over the same data', async () => {
    expect(await keys(local, 'local', localTableId, {})).toHaveLength(40);
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const fromLocal = await keys(local, 'local', localTableId, query);
        const fromAirtable = await keys(airtable, 'appCrossCheck00001', 'tblItems0000000001', query);
        expect(fromAirtable).toEqual(fromLocal);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
