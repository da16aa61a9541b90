import {
  and,
  matchesCondition,
  or,
  TOKEN_EXPIRED_MESSAGE,
  type Condition,
  type DataRecord,
  type TableSchema,
} from '@atrium/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AirtableClient } from './airtable-client';
import { AirtableDataSource } from './airtable-data-source';
import { demoFixtures, loadDemoBase } from './fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from './fake/fake-airtable';
import type { FakeBase, FakeTable } from './fake/types';
import demoBase from './fixtures/demo-base.json';
import { MemoryRateLimiter } from './rate-limiter';

const TOKEN = 'patGOOD.secret';
const base = demoBase as unknown as FakeBase;
const BASE_ID = base.id;
const table = (name: string) => base.tables.find((t) => t.name === name)!;
const projects: FakeTable = table('Projects');
const clients: FakeTable = table('Clients');
const field = (t: FakeTable, name: string) => t.fields.find((f) => f.name === name)!.id;

const STATUS = field(projects, 'Status');
const BILLABLE = field(projects, 'Billable');
const BUDGET = field(projects, 'Budget');
const NAME = field(projects, 'Name');
const CLIENT_PROJECTS = field(clients, 'Projects');

let fake: FakeAirtable;
/** The fake's clock: each request it reads the time is a second later, so its own 5/s limit never trips. */
let fakeNow = 1_750_000_000_000;
let mark = 0;
/** Requests the fake received since the test (or the last `resetSeen`) began. */
const seen = () => fake.log.slice(mark);
const resetSeen = () => {
  mark = fake.log.length;
};

beforeAll(async () => {
  fake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: [TOKEN], now: () => (fakeNow += 1_000) });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(resetSeen);

/** filterByFormula values of the RECORD_ID() lookups the connector sent. */
const recordIdFormulas: string[] = [];

/** Records the filterByFormula of the RECORD_ID() lookups the connector sent to the fake. */
const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const formula = url.searchParams.get('filterByFormula') ?? '';
  if (formula.startsWith('OR(RECORD_ID()=')) recordIdFormulas.push(formula);
  return fetch(input, init);
};

function dataSource(options: { token?: string; getTableSchema?: () => Promise<TableSchema | undefined> } = {}) {
  const client = new AirtableClient({
    token: options.token ?? TOKEN,
    apiUrl: fake.url,
    fetch: recordingFetch,
    // Generous limits: these tests are about the connector, not throttling.
    limiter: new MemoryRateLimiter({ limit: () => ({ limit: 1_000, windowMs: 1_000 }) }),
    maxRetries: 0,
  });
  return new AirtableDataSource({ client, getTableSchema: options.getTableSchema });
}

/** The fixture's answer for a condition (core's reference semantics). */
function expectedIds(t: FakeTable, condition: Condition): string[] {
  return t.records.filter((r) => matchesCondition(r, condition, t as unknown as TableSchema)).map((r) => r.id);
}

async function listAll(ds: AirtableDataSource, where: Condition, pageSize = 100): Promise<DataRecord[]> {
  const records: DataRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await ds.listRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      where,
      sort: { type: 'none' },
      pageSize,
      cursor,
    });
    records.push(...page.records);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

describe('AirtableDataSource against the fake Airtable', () => {
  it('lists bases and tables with choices and views', async () => {
    const ds = dataSource();
    const { bases } = await ds.listBases({});
    expect(bases).toContainEqual({ id: BASE_ID, name: base.name, permissionLevel: 'create' });

    const tables = await ds.listTables({ baseId: BASE_ID });
    expect(tables.map((t) => t.name)).toEqual(['Clients', 'Projects', 'Users']);
    const schema = tables.find((t) => t.id === projects.id)!;
    expect(schema.primaryFieldId).toBe(projects.primaryFieldId);
    expect(schema.views.map((v) => v.name)).toEqual(projects.views.map((v) => v.name));
    const status = schema.fields.find((f) => f.id === STATUS)!;
    expect(status.type).toBe('singleSelect');
    expect(status.options?.choices?.[0]).toMatchObject({ id: expect.any(String), name: 'Planning' });
  });

  it('pages through bases with the cursor (Airtable offset)', async () => {
    const bases = ['appPageOne0000001', 'appPageTwo0000002', 'appPageThree00003'].map((id, i) => ({
      ...loadDemoBase(),
      id,
      name: `Base ${i + 1}`,
    }));
    const paged = await startFakeAirtable({ fixtures: { bases }, tokens: [TOKEN], basesPageSize: 2 });
    try {
      const ds = new AirtableDataSource({
        client: new AirtableClient({ token: TOKEN, apiUrl: paged.url, limiter: new MemoryRateLimiter() }),
      });
      const first = await ds.listBases({});
      expect(first.bases.map((b) => b.name)).toEqual(['Base 1', 'Base 2']);
      expect(first.cursor).toEqual(expect.any(String));
      const second = await ds.listBases({ cursor: first.cursor });
      expect(second).toEqual({ bases: [{ id: bases[2]!.id, name: 'Base 3', permissionLevel: 'create' }] });
    } finally {
      await paged.close();
    }
  });

  it('pages through every record with the cursor', async () => {
    const ds = dataSource();
    const records = await listAll(ds, { kind: 'true' }, 25);
    expect(records.map((r) => r.id).sort()).toEqual(projects.records.map((r) => r.id).sort());
    expect(seen().filter((r) => r.method === 'GET')).toHaveLength(Math.ceil(projects.records.length / 25));
    // Cells come keyed by field id.
    expect(records[0]!.fields[NAME]).toEqual(expect.any(String));
  });

  it('filters with conditions (the fixture agrees with matchesCondition)', async () => {
    const ds = dataSource();
    const conditions: Condition[] = [
      { kind: 'equals', fieldId: STATUS, value: 'In progress' },
      and({ kind: 'equals', fieldId: STATUS, value: 'Planning' }, { kind: 'equals', fieldId: BILLABLE, value: true }),
      or({ kind: 'contains', fieldId: NAME, text: 'research' }, { kind: 'isEmpty', fieldId: BUDGET }),
      { kind: 'not', condition: { kind: 'isEmpty', fieldId: BUDGET } },
    ];
    for (const condition of conditions) {
      const ids = (await listAll(ds, condition)).map((r) => r.id);
      expect(ids.sort()).toEqual(expectedIds(projects, condition).sort());
      expect(ids.length).toBeGreaterThan(0);
    }
  });

  it('reads the schema once from listTables, or not at all with a schema provider', async () => {
    const where: Condition = { kind: 'equals', fieldId: STATUS, value: 'Planning' };
    const params = { baseId: BASE_ID, tableId: projects.id, where, sort: { type: 'none' } as const, pageSize: 10 };

    await dataSource().listRecords(params);
    expect(seen().filter((r) => r.path.includes('/meta/'))).toHaveLength(1);

    resetSeen();
    const schema = (await dataSource().listTables({ baseId: BASE_ID })).find((t) => t.id === projects.id)!;
    resetSeen();
    await dataSource({ getTableSchema: async () => schema }).listRecords(params);
    await dataSource().listRecords({ ...params, schema });
    expect(seen().filter((r) => r.path.includes('/meta/'))).toHaveLength(0);
  });

  it('sorts by a field', async () => {
    const ds = dataSource();
    const page = await ds.listRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      where: { kind: 'not', condition: { kind: 'isEmpty', fieldId: BUDGET } },
      sort: { type: 'field', fieldId: BUDGET, direction: 'desc' },
      pageSize: 100,
    });
    const budgets = page.records.map((r) => r.fields[BUDGET] as number);
    expect(budgets.length).toBeGreaterThan(1);
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
  });

  it('returns only the requested fields', async () => {
    const page = await dataSource().listRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 5,
      fieldIds: [NAME],
    });
    expect(page.records).toHaveLength(5);
    for (const r of page.records) expect(Object.keys(r.fields)).toEqual([NAME]);
  });

  it('switches to POST listRecords when the formula makes the URL too long', async () => {
    const target = projects.records[7]!;
    const names = Array.from({ length: 400 }, (_, i) => `No such project with a fairly long name number ${i}`);
    const where = or(
      ...[...names, target.fields[NAME] as string].map((value) => ({ kind: 'equals' as const, fieldId: NAME, value })),
    );
    const records = await listAll(dataSource(), where);
    expect(records.map((r) => r.id)).toEqual(expectedIds(projects, where));
    expect(records.map((r) => r.id)).toContain(target.id);
    const lists = seen().filter((r) => r.path.includes(projects.id));
    expect(lists.length).toBeGreaterThan(0);
    for (const r of lists) expect(r).toMatchObject({ method: 'POST', path: expect.stringContaining('/listRecords') });
  });

  it('gets a record with its linked records expanded, in link order', async () => {
    const client = clients.records.find((r) => ((r.fields[CLIENT_PROJECTS] as string[] | undefined) ?? []).length > 1)!;
    const ds = dataSource();
    const result = await ds.getRecord({
      baseId: BASE_ID,
      tableId: clients.id,
      recordId: client.id,
      expandFieldIds: [CLIENT_PROJECTS],
    });
    expect(result?.record).toEqual({ id: client.id, createdTime: client.createdTime, fields: client.fields });
    expect(result?.linked[CLIENT_PROJECTS]?.map((r) => r.id)).toEqual(client.fields[CLIENT_PROJECTS]);
    expect(result?.linked[CLIENT_PROJECTS]?.[0]?.fields[NAME]).toEqual(expect.any(String));
    // One lookup by formula for the linked table (up to 100 ids per request).
    expect(recordIdFormulas.at(-1)).toBe(
      `OR(${(client.fields[CLIENT_PROJECTS] as string[]).map((id) => `RECORD_ID()="${id}"`).join(',')})`,
    );

    await expect(ds.getRecord({ baseId: BASE_ID, tableId: clients.id, recordId: 'recDoesNotExist01' })).resolves.toBe(
      undefined,
    );
  });

  it('creates, updates and deletes in batches of 10 (write round trip)', async () => {
    const ds = dataSource();
    const created = await ds.createRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      records: Array.from({ length: 25 }, (_, i) => ({ [NAME]: `Round trip ${i}`, [BUDGET]: i })),
    });
    expect(created).toHaveLength(25);
    expect(created.map((r) => r.fields[NAME])).toEqual(Array.from({ length: 25 }, (_, i) => `Round trip ${i}`));
    expect(seen().filter((r) => r.method === 'POST')).toHaveLength(3);

    const updated = await ds.updateRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      records: created.map((r) => ({ id: r.id, fields: { [BUDGET]: 1000, [NAME]: `${r.fields[NAME]} (updated)` } })),
    });
    expect(updated).toHaveLength(25);
    expect(seen().filter((r) => r.method === 'PATCH')).toHaveLength(3);
    const one = await ds.getRecord({ baseId: BASE_ID, tableId: projects.id, recordId: created[3]!.id });
    expect(one?.record.fields).toMatchObject({ [NAME]: 'Round trip 3 (updated)', [BUDGET]: 1000 });

    const deleted = await ds.deleteRecords({
      baseId: BASE_ID,
      tableId: projects.id,
      recordIds: created.map((r) => r.id),
    });
    expect(deleted.sort()).toEqual(created.map((r) => r.id).sort());
    expect(seen().filter((r) => r.method === 'DELETE')).toHaveLength(3);
    await expect(ds.getRecord({ baseId: BASE_ID, tableId: projects.id, recordId: created[3]!.id })).resolves.toBe(
      undefined,
    );
  });

  it('maps a bad token to the token-expired message', async () => {
    const error = await dataSource({ token: 'patBAD.secret' })
      .listTables({ baseId: BASE_ID })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: TOKEN_EXPIRED_MESSAGE });
  });

  it('refuses a sort on a field the table does not have (422)', async () => {
    const error = await dataSource()
      .listRecords({
        baseId: BASE_ID,
        tableId: projects.id,
        where: { kind: 'true' },
        sort: { type: 'field', fieldId: 'fldNoSuchField000', direction: 'asc' },
        pageSize: 10,
        schema: { ...(projects as unknown as TableSchema) },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422 });
  });
});
