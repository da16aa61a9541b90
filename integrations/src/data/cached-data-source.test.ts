import {
  DataSourceError,
  RECORDS_FETCH_FAILED_MESSAGE,
  TRUE_CONDITION,
  type DataRecord,
  type DataSource,
  type ListRecordsParams,
} from '@atrium/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cache } from '../cache/cache';
import { MemoryCache } from '../cache/memory-cache';
import { RedisCache } from '../cache/redis-cache';
import { CachedDataSource, stableStringify } from './cached-data-source';

/** A data source over an array that counts calls and can be made slow or broken. */
function countingSource(records: DataRecord[]) {
  const state = { calls: 0, down: false, delayMs: 0 };
  const source: DataSource = {
    kind: 'airtable',
    listBases: async () => ({ bases: [{ id: 'app1', name: 'Base' }] }),
    listTables: async () => [],
    async listRecords(params: ListRecordsParams) {
      state.calls += 1;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.down) throw new DataSourceError(503, 'Service Unavailable');
      return { records: records.slice(0, params.pageSize) };
    },
    async getRecord(params) {
      state.calls += 1;
      if (state.down) throw new DataSourceError(503, 'Service Unavailable');
      const record = records.find((r) => r.id === params.recordId);
      return record ? { record, linked: {} } : undefined;
    },
    async createRecords(params) {
      const created = params.records.map((fields, i) => ({
        id: `recNew${i}${records.length}`,
        createdTime: '',
        fields,
      }));
      records.push(...created);
      return created;
    },
    async updateRecords() {
      return [];
    },
    async deleteRecords(params) {
      return params.recordIds;
    },
  };
  return { source, state };
}

const listParams = (pageSize = 10): ListRecordsParams => ({
  baseId: 'app1',
  tableId: 'tbl1',
  where: TRUE_CONDITION,
  sort: { type: 'none' },
  pageSize,
});

const rec = (id: string): DataRecord => ({ id, createdTime: '2026-01-01T00:00:00.000Z', fields: { fld1: id } });

const redisCaches: RedisCache[] = [];
afterAll(async () => {
  await Promise.all(redisCaches.map((c) => c.close()));
});

const caches: Array<[string, () => Cache]> = [
  ['memory', () => new MemoryCache()],
  [
    'redis',
    () => {
      const c = new RedisCache(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `atrium-test-cds:${Math.random()}:`);
      redisCaches.push(c);
      return c;
    },
  ],
];

describe.each(caches)('CachedDataSource over %s', (_name, makeCache) => {
  it('answers repeated reads from the cache, one source call per distinct query and window', async () => {
    let now = 1_000_000;
    const { source, state } = countingSource([rec('rec1'), rec('rec2')]);
    const cached = new CachedDataSource(source, makeCache(), {
      tenantId: 'site-a',
      sourceId: 'airtable',
      now: () => now,
    });
    for (let i = 0; i < 50; i += 1) await cached.listRecords(listParams());
    expect(state.calls).toBe(1);
    await cached.listRecords(listParams(5));
    expect(state.calls).toBe(2);
    now += 61_000; // past the TTL: served stale once, refreshed in the background
    expect((await cached.listRecords(listParams())).records).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(state.calls).toBe(3);
  });

  it('caches values derived from a table per table version (a listing order), recomputed after a write', async () => {
    const { source } = countingSource([rec('rec1')]);
    const cached = new CachedDataSource(source, makeCache(), { tenantId: 'site-a', sourceId: 'airtable' });
    let computed = 0;
    const order = (query: unknown) =>
      cached.derived('app1', 'tbl1', 'order', query, async () => {
        computed += 1;
        return ['rec1', `run${computed}`];
      });
    expect(await order({ sort: 'name' })).toEqual(['rec1', 'run1']);
    expect(await order({ sort: 'name' })).toEqual(['rec1', 'run1']);
    expect(computed).toBe(1);
    // Another query is another value; a write to the table makes both stale at once.
    await order({ sort: 'date' });
    expect(computed).toBe(2);
    await cached.updateRecords({ baseId: 'app1', tableId: 'tbl1', records: [{ id: 'rec1', fields: {} }] });
    expect(await order({ sort: 'name' })).toEqual(['rec1', 'run3']);
  });

  it('runs one request per key when many readers miss at once', async () => {
    const { source, state } = countingSource([rec('rec1')]);
    state.delayMs = 30;
    const cached = new CachedDataSource(source, makeCache(), { tenantId: 'site-a', sourceId: 'airtable' });
    await Promise.all(Array.from({ length: 20 }, () => cached.listRecords(listParams())));
    expect(state.calls).toBe(1);
  });

  it('keeps serving the last good data when the source is down, and fails clearly on a cold miss', async () => {
    let now = 1_000_000;
    const errors: unknown[] = [];
    const { source, state } = countingSource([rec('rec1')]);
    const cached = new CachedDataSource(source, makeCache(), {
      tenantId: 'site-a',
      sourceId: 'airtable',
      now: () => now,
      onError: (e) => errors.push(e),
    });
    await cached.listRecords(listParams());
    state.down = true;
    now += 10 * 60_000;
    expect((await cached.listRecords(listParams())).records.map((r) => r.id)).toEqual(['rec1']);
    await new Promise((r) => setTimeout(r, 20));
    expect(errors.length).toBeGreaterThan(0);
    await expect(cached.listRecords(listParams(3))).rejects.toMatchObject({
      status: 503,
      message: RECORDS_FETCH_FAILED_MESSAGE,
    });
  });

  it('stops serving cached data once the source refuses access', async () => {
    let now = 1_000_000;
    const { source, state } = countingSource([rec('rec1')]);
    let refuse = false;
    const guarded: DataSource = {
      ...source,
      listRecords: async (params) => {
        if (refuse) throw new DataSourceError(403, 'Your Airtable token has expired.');
        return source.listRecords(params);
      },
    };
    const cached = new CachedDataSource(guarded, makeCache(), {
      tenantId: 'site-a',
      sourceId: 'airtable',
      now: () => now,
    });
    await cached.listRecords(listParams());
    refuse = true;
    now += 61_000;
    await cached.listRecords(listParams()); // stale answer while the refresh learns of the refusal
    await new Promise((r) => setTimeout(r, 30));
    await expect(cached.listRecords(listParams())).rejects.toMatchObject({ status: 403 });
    expect(state.calls).toBe(1);
  });

  it('shows a write to the writer at once', async () => {
    const { source } = countingSource([rec('rec1')]);
    const cached = new CachedDataSource(source, makeCache(), { tenantId: 'site-a', sourceId: 'airtable' });
    expect((await cached.listRecords(listParams())).records).toHaveLength(1);
    await cached.createRecords({ baseId: 'app1', tableId: 'tbl1', records: [{ fld1: 'new' }] });
    expect((await cached.listRecords(listParams())).records).toHaveLength(2);
  });

  it('makes a write visible in the tables its link fields point at, whose inverse links change too', async () => {
    const { source, state } = countingSource([rec('rec1')]);
    source.listTables = async () => [
      {
        id: 'tbl1',
        name: 'Projects',
        primaryFieldId: 'fld1',
        fields: [
          { id: 'fld1', name: 'Name', type: 'singleLineText' },
          { id: 'fldLink', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tbl2' } },
        ],
        views: [],
      },
    ];
    const cached = new CachedDataSource(source, makeCache(), { tenantId: 'site-a', sourceId: 'airtable' });
    const clients = { ...listParams(), tableId: 'tbl2' };
    const unrelated = { ...listParams(), tableId: 'tbl3' };
    await cached.listRecords(clients);
    await cached.listRecords(unrelated);
    expect(state.calls).toBe(2);
    await cached.updateRecords({
      baseId: 'app1',
      tableId: 'tbl1',
      records: [{ id: 'rec1', fields: { fldLink: ['recC'] } }],
    });
    await cached.listRecords(clients);
    expect(state.calls).toBe(3);
    await cached.listRecords(unrelated);
    expect(state.calls).toBe(3);
  });

  it('never lets one tenant read another tenant’s entries', async () => {
    const cache = makeCache();
    const a = countingSource([rec('recA')]);
    const b = countingSource([rec('recB')]);
    const siteA = new CachedDataSource(a.source, cache, { tenantId: 'site-a', sourceId: 'airtable' });
    const siteB = new CachedDataSource(b.source, cache, { tenantId: 'site-b', sourceId: 'airtable' });
    expect((await siteA.listRecords(listParams())).records[0]!.id).toBe('recA');
    expect((await siteB.listRecords(listParams())).records[0]!.id).toBe('recB');
    expect((await siteB.getRecord({ baseId: 'app1', tableId: 'tbl1', recordId: 'recA' }))?.record).toBeUndefined();
  });
});

it('normalises query key order', () => {
  expect(stableStringify({ b: 1, a: [2, { d: 1, c: undefined }] })).toBe(stableStringify({ a: [2, { d: 1 }], b: 1 }));
});
