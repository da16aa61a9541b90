import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Airtable from 'airtable';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataRecord } from '@atrium/core/data/schema';
import { demoFixtures, loadDemoBase } from './demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from './fake-airtable';
import type { FakeBase, FakeTable } from './types';

const BASE_ID = 'appClientProj2025';
const demo = loadDemoBase();
const projects = demo.tables.find((t) => t.name === 'Projects')!;
const fieldId = (table: FakeTable, name: string) => table.fields.find((f) => f.name === name)!.id;
const F = {
  name: fieldId(projects, 'Name'),
  status: fieldId(projects, 'Status'),
  budget: fieldId(projects, 'Budget'),
  billable: fieldId(projects, 'Billable'),
  client: fieldId(projects, 'Client'),
};

/** A clock that moves 250 ms per reading: one reading per request keeps us under 5 requests/s. */
function steppingClock(start = Date.UTC(2026, 0, 5, 12)) {
  let t = start;
  return () => (t += 250);
}

function smallBase(id: string, name: string, tokens?: string[]): FakeBase {
  return {
    id,
    name,
    ...(tokens ? { tokens } : {}),
    tables: [
      {
        id: `tbl${id.slice(3)}`,
        name: 'Things',
        primaryFieldId: 'fldThingName0001',
        fields: [{ id: 'fldThingName0001', name: 'Name', type: 'singleLineText' }],
        views: [{ id: 'viwThingGrid0001', name: 'Grid view', type: 'grid' }],
        records: [
          { id: 'recThing00000001', createdTime: '2025-01-01T00:00:00.000Z', fields: { fldThingName0001: 'x' } },
        ],
      },
    ],
  };
}

async function api(fake: FakeAirtable, path: string, init: RequestInit & { token?: string | null } = {}) {
  const { token = 'pat-test', ...rest } = init;
  const res = await fetch(`${fake.url}${path}`, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { records?: unknown[] } };
}

/** Follows `offset` until the last page. */
async function listAll(fake: FakeAirtable, path: string) {
  const records: DataRecord[] = [];
  let offset: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await api(fake, offset ? `${path}${sep}offset=${encodeURIComponent(offset)}` : path);
    expect(res.status).toBe(200);
    records.push(...(res.body.records as DataRecord[]));
    offset = res.body.offset as string | undefined;
  } while (offset);
  return records;
}

describe('fake Airtable: contract with the official airtable client', () => {
  let fake: FakeAirtable;
  let base: Airtable.Base;
  beforeEach(async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    base = new Airtable({ apiKey: 'pat-test', endpointUrl: fake.url, noRetryIfRateLimited: true }).base(BASE_ID);
  });
  afterEach(() => fake.close());

  it('pages through every record with eachPage', async () => {
    const pages: string[][] = [];
    await base('Projects')
      .select({ pageSize: 10 })
      .eachPage((records, next) => {
        pages.push(records.map((r) => r.id));
        next();
      });
    expect(projects.records.length).toBeGreaterThanOrEqual(120);
    expect(pages).toHaveLength(Math.ceil(projects.records.length / 10));
    expect(pages.every((p) => p.length <= 10)).toBe(true);
    expect(pages.flat()).toEqual(projects.records.map((r) => r.id));
  });

  it('filters, sorts and projects fields like Airtable', async () => {
    const seen: Airtable.Record<Airtable.FieldSet>[] = [];
    await base('Projects')
      .select({
        pageSize: 10,
        filterByFormula: 'AND({Status} = "In progress", {Billable})',
        sort: [{ field: 'Budget', direction: 'desc' }],
        fields: ['Name', 'Budget'],
      })
      .eachPage((records, next) => {
        seen.push(...records);
        next();
      });
    const expected = projects.records
      .filter((r) => r.fields[F.status] === 'In progress' && r.fields[F.billable] === true)
      .map((r, i) => ({ r, i }))
      // desc: larger budgets first, empty budgets last, ties in table order
      .sort((a, b) => {
        const x = a.r.fields[F.budget] as number | undefined;
        const y = b.r.fields[F.budget] as number | undefined;
        if (x === undefined || y === undefined) return x === y ? a.i - b.i : x === undefined ? 1 : -1;
        return y - x || a.i - b.i;
      })
      .map(({ r }) => r.id);
    expect(expected.length).toBeGreaterThan(10);
    expect(seen.map((r) => r.id)).toEqual(expected);
    for (const r of seen) {
      expect(Object.keys(r.fields).every((k) => k === 'Name' || k === 'Budget')).toBe(true);
      expect(r.get('Name')).toBeTypeOf('string');
    }
  });

  it('returns fields keyed by field id with returnFieldsByFieldId', async () => {
    const [first] = await base('Projects').select({ pageSize: 1, returnFieldsByFieldId: true }).firstPage();
    expect(first!.id).toBe(projects.records[0]!.id);
    expect(first!.fields).toEqual(projects.records[0]!.fields);
  });

  it('finds one record, and 404s an unknown one', async () => {
    const target = projects.records[5]!;
    const record = await base('Projects').find(target.id);
    expect(record.get('Name')).toBe(target.fields[F.name]);
    expect(record.get('Client')).toEqual(target.fields[F.client]);
    await expect(base('Projects').find('recDoesNotExist00')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('creates one record, a batch of 10, and rejects 11', async () => {
    const one = await base('Projects').create({ Name: 'Solo', Budget: 1200, Status: 'Planning' });
    expect(one.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(one.get('Budget')).toBe(1200);

    const ten = await base('Projects').create(
      Array.from({ length: 10 }, (_, i) => ({ fields: { Name: `Batch ${i}`, Tags: ['Design'] } })),
    );
    expect(ten).toHaveLength(10);
    const table = fake.state.bases[0]!.tables.find((t) => t.name === 'Projects')!;
    expect(table.records).toHaveLength(projects.records.length + 11);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ fields: { Name: `Too many ${i}` } }));
    await expect(base('Projects').create(eleven)).rejects.toMatchObject({ statusCode: 422 });
    expect(table.records).toHaveLength(projects.records.length + 11);

    await expect(base('Projects').create({ Nope: 'x' })).rejects.toMatchObject({
      statusCode: 422,
      error: 'UNKNOWN_FIELD_NAME',
    });
  });

  it('updates records (single and batch) and clears cells with null', async () => {
    const [a, b] = projects.records;
    const updated = await base('Projects').update(a!.id, { Budget: 42, Notes: null as unknown as string });
    expect(updated.get('Budget')).toBe(42);
    expect(updated.get('Notes')).toBeUndefined();
    const batch = await base('Projects').update([
      { id: a!.id, fields: { Status: 'Done' } },
      { id: b!.id, fields: { Status: 'Review' } },
    ]);
    expect(batch.map((r) => r.get('Status'))).toEqual(['Done', 'Review']);
    const stored = fake.state.bases[0]!.tables.find((t) => t.name === 'Projects')!.records[0]!;
    expect(stored.fields[F.budget]).toBe(42);
    expect(stored.fields[F.status]).toBe('Done');
    expect(stored.fields[F.name]).toBe(a!.fields[F.name]);
  });

  it('destroys records (single and batch)', async () => {
    const [a, b, c] = projects.records;
    const gone = await base('Projects').destroy(a!.id);
    expect(gone.id).toBe(a!.id);
    const batch = await base('Projects').destroy([b!.id, c!.id]);
    expect(batch.map((r) => r.id)).toEqual([b!.id, c!.id]);
    await expect(base('Projects').find(b!.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(fake.state.bases[0]!.tables.find((t) => t.name === 'Projects')!.records).toHaveLength(
      projects.records.length - 3,
    );
  });
});

describe('fake Airtable: raw HTTP', () => {
  let fake: FakeAirtable;
  afterEach(() => fake?.close());

  it('lists bases page by page, hiding bases the token may not use, and table schemas', async () => {
    fake = await startFakeAirtable({
      fixtures: {
        bases: [
          loadDemoBase(),
          smallBase('appSecondBase0001', 'Second'),
          smallBase('appHiddenBase0001', 'Hidden', ['pat-other']),
          smallBase('appThirdBase00001', 'Third'),
        ],
      },
      tokens: ['pat-test', 'pat-other'],
      basesPageSize: 2,
      now: steppingClock(),
    });
    const first = await api(fake, '/v0/meta/bases');
    expect(first.status).toBe(200);
    expect(first.body.bases).toEqual([
      { id: BASE_ID, name: 'Client Projects', permissionLevel: 'create' },
      { id: 'appSecondBase0001', name: 'Second', permissionLevel: 'create' },
    ]);
    expect(first.body.offset).toEqual(expect.any(String));
    const second = await api(fake, `/v0/meta/bases?offset=${encodeURIComponent(first.body.offset as string)}`);
    expect(second.body).toEqual({ bases: [{ id: 'appThirdBase00001', name: 'Third', permissionLevel: 'create' }] });

    const tables = await api(fake, `/v0/meta/bases/${BASE_ID}/tables`);
    const list = tables.body.tables as Array<{ name: string; fields: Array<{ name: string; options?: unknown }> }>;
    expect(list.map((t) => t.name)).toEqual(['Clients', 'Projects', 'Users']);
    const status = list[1]!.fields.find((f) => f.name === 'Status')!;
    expect(status.options).toMatchObject({
      choices: expect.arrayContaining([expect.objectContaining({ name: 'Done' })]),
    });
    const featured = (list[1] as unknown as { views: unknown[] }).views[2];
    expect(featured).toEqual({ id: expect.stringMatching(/^viw/), name: 'Featured', type: 'gallery' });

    expect((await api(fake, `/v0/meta/bases/appHiddenBase0001/tables`)).status).toBe(403);
    expect((await api(fake, `/v0/meta/bases/appHiddenBase0001/tables`, { token: 'pat-other' })).status).toBe(200);
  });

  it('answers POST listRecords exactly like GET, page by page', async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    const formula = 'OR({Status} = "Review", FIND("research", LOWER({Name})))';
    const collect = async (method: 'GET' | 'POST') => {
      const pages: unknown[] = [];
      let offset: string | undefined;
      do {
        const res =
          method === 'GET'
            ? await api(
                fake,
                `/v0/${BASE_ID}/Projects?pageSize=7&filterByFormula=${encodeURIComponent(formula)}` +
                  `&sort%5B0%5D%5Bfield%5D=Name&sort%5B0%5D%5Bdirection%5D=desc&fields%5B%5D=Name&fields%5B%5D=Status` +
                  (offset ? `&offset=${encodeURIComponent(offset)}` : ''),
              )
            : await api(fake, `/v0/${BASE_ID}/Projects/listRecords`, {
                method: 'POST',
                body: JSON.stringify({
                  pageSize: 7,
                  filterByFormula: formula,
                  sort: [{ field: 'Name', direction: 'desc' }],
                  fields: ['Name', 'Status'],
                  ...(offset ? { offset } : {}),
                }),
              });
        expect(res.status).toBe(200);
        pages.push(res.body.records);
        offset = res.body.offset as string | undefined;
      } while (offset);
      return pages;
    };
    const viaGet = await collect('GET');
    expect(viaGet.length).toBeGreaterThan(1);
    expect(await collect('POST')).toEqual(viaGet);
  });

  it('pages are a partition of the full listing, whatever the page size and sort', async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 100 }),
        fc.constantFrom('Name', 'Budget', 'Status', 'Due date', 'Billable'),
        fc.constantFrom('asc', 'desc'),
        async (pageSize, field, direction) => {
          const sort = `sort%5B0%5D%5Bfield%5D=${encodeURIComponent(field)}&sort%5B0%5D%5Bdirection%5D=${direction}`;
          const paged = await listAll(fake, `/v0/${BASE_ID}/Projects?pageSize=${pageSize}&${sort}`);
          const whole = await listAll(fake, `/v0/${BASE_ID}/Projects?pageSize=100&${sort}`);
          expect(paged).toEqual(whole);
          expect(new Set(paged.map((r) => r.id)).size).toBe(projects.records.length);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('applies a view: its filter and record order', async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    const view = projects.views.find((v) => v.name === 'Featured')!;
    const ids = (await listAll(fake, `/v0/${BASE_ID}/${projects.id}?view=Featured&returnFieldsByFieldId=true`)).map(
      (r) => r.id,
    );
    const billable = projects.records.filter((r) => r.fields[F.billable] === true).map((r) => r.id);
    const ordered = view.recordOrder!.filter((id) => billable.includes(id));
    expect(ordered.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ordered, ...billable.filter((id) => !ordered.includes(id))]);
    expect(await listAll(fake, `/v0/${BASE_ID}/Projects?view=${view.id}`)).toHaveLength(ids.length);
    const active = await listAll(fake, `/v0/${BASE_ID}/Projects?view=Active&pageSize=50`);
    expect(active).toHaveLength(projects.records.filter((r) => r.fields[F.status] !== 'Done').length);
  });

  it('answers 422 with Airtable error shapes', async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    const tooBig = await api(fake, `/v0/${BASE_ID}/Projects?pageSize=101`);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error).toMatchObject({ type: expect.any(String), message: expect.any(String) });

    const unknownField = await api(fake, `/v0/${BASE_ID}/Projects?fields%5B%5D=Nope`);
    expect(unknownField).toEqual({
      status: 422,
      body: { error: { type: 'UNKNOWN_FIELD_NAME', message: 'Unknown field name: "Nope"' } },
    });

    const badSyntax = await api(fake, `/v0/${BASE_ID}/Projects?filterByFormula=${encodeURIComponent('AND({Name}')}`);
    expect(badSyntax.status).toBe(422);
    expect(badSyntax.body.error).toMatchObject({ type: 'INVALID_FILTER_BY_FORMULA' });

    const formulaField = await api(fake, `/v0/${BASE_ID}/Projects?filterByFormula=${encodeURIComponent('{Nope} = 1')}`);
    expect(formulaField.status).toBe(422);
    expect(formulaField.body.error).toEqual({
      type: 'INVALID_FILTER_BY_FORMULA',
      message: 'The formula for filtering records is invalid: Unknown field names: Nope',
    });

    const eleven = await api(fake, `/v0/${BASE_ID}/Projects`, {
      method: 'POST',
      body: JSON.stringify({ records: Array.from({ length: 11 }, () => ({ fields: { Name: 'x' } })) }),
    });
    expect(eleven).toEqual({
      status: 422,
      body: {
        error: {
          type: 'INVALID_RECORDS',
          message: 'A maximum of 10 records can be created per request but you have provided 11.',
        },
      },
    });

    const missingRow = await api(fake, `/v0/${BASE_ID}/Projects`, {
      method: 'PATCH',
      body: JSON.stringify({ records: [{ id: 'recDoesNotExist00', fields: { Name: 'x' } }] }),
    });
    expect(missingRow).toEqual({
      status: 422,
      body: {
        error: { type: 'ROW_DOES_NOT_EXIST', message: 'Record ID recDoesNotExist00 does not exist in this table' },
      },
    });

    const badView = await api(fake, `/v0/${BASE_ID}/Projects?view=Nope`);
    expect(badView).toEqual({
      status: 422,
      body: { error: { type: 'VIEW_NAME_NOT_FOUND', message: 'View Nope not found' } },
    });

    const badLink = await api(fake, `/v0/${BASE_ID}/Projects`, {
      method: 'POST',
      body: JSON.stringify({ fields: { Client: ['recDoesNotExist00'] } }),
    });
    expect(badLink.body.error).toMatchObject({ type: 'ROW_DOES_NOT_EXIST' });

    const newChoice = { records: [{ fields: { Status: 'Blocked' } }] };
    const noTypecast = await api(fake, `/v0/${BASE_ID}/Projects`, { method: 'POST', body: JSON.stringify(newChoice) });
    expect(noTypecast.status).toBe(422);
    expect(noTypecast.body.error).toMatchObject({ type: 'INVALID_MULTIPLE_CHOICE_OPTIONS' });
    const typecast = await api(fake, `/v0/${BASE_ID}/Projects`, {
      method: 'POST',
      body: JSON.stringify({ ...newChoice, typecast: true }),
    });
    expect(typecast.status).toBe(200);
    const status = fake.state.bases[0]!.tables[1]!.fields.find((f) => f.name === 'Status')!;
    expect(status.options?.choices?.map((c) => c.name)).toContain('Blocked');
  });

  it('answers 401, 403 and 404 with Airtable error shapes', async () => {
    fake = await startFakeAirtable({
      fixtures: { bases: [loadDemoBase(), smallBase('appHiddenBase0001', 'Hidden', ['pat-other'])] },
      tokens: ['pat-test', 'pat-other'],
      now: steppingClock(),
    });
    expect(await api(fake, `/v0/${BASE_ID}/Projects`, { token: null })).toEqual({
      status: 401,
      body: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } },
    });
    const wrong = await api(fake, `/v0/${BASE_ID}/Projects`, { token: 'pat-wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ type: 'AUTHENTICATION_REQUIRED' });

    const hidden = await api(fake, '/v0/appHiddenBase0001/Things');
    expect(hidden.status).toBe(403);
    expect(hidden.body.error).toMatchObject({ type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND' });
    expect((await api(fake, '/v0/appNoSuchBase00001/Things')).status).toBe(403);
    expect((await api(fake, `/v0/${BASE_ID}/NoSuchTable`)).status).toBe(403);

    expect(await api(fake, `/v0/${BASE_ID}/Projects/recDoesNotExist00`)).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect((await api(fake, '/v1/whatever')).status).toBe(404);
  });

  it('rate limits a base at 5 requests per second, then answers 429 for 30 s of its clock', async () => {
    let t = Date.UTC(2026, 0, 5, 12);
    fake = await startFakeAirtable({
      fixtures: { bases: [loadDemoBase(), smallBase('appSecondBase0001', 'Second')] },
      now: () => t,
    });
    const hit = () => api(fake, `/v0/${BASE_ID}/Projects?pageSize=1`);
    for (let i = 0; i < 5; i++) {
      expect((await hit()).status).toBe(200);
      t += 150;
    }
    expect(await hit()).toEqual({
      status: 429,
      body: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
    });
    // Another base is not affected.
    expect((await api(fake, '/v0/appSecondBase0001/Things')).status).toBe(200);
    t += 5_000; // well past the 1 s window, but inside the penalty
    expect((await hit()).status).toBe(429);
    expect((await api(fake, `/v0/meta/bases/${BASE_ID}/tables`)).status).toBe(429);
    t += 30_000 - 5_000 - 1;
    expect((await hit()).status).toBe(429);
    t += 1;
    expect((await hit()).status).toBe(200);
    expect(fake.requestsByBase[BASE_ID]).toBe(10);
    expect(fake.requests).toBe(11);
  });

  it('answers 503 while down', async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: steppingClock() });
    fake.setDown(true);
    expect((await api(fake, `/v0/${BASE_ID}/Projects`)).status).toBe(503);
    fake.setDown(false);
    expect((await api(fake, `/v0/${BASE_ID}/Projects`)).status).toBe(200);
  });
});

describe('fake Airtable: webhooks', () => {
  let fake: FakeAirtable;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  beforeEach(async () => {
    received.length = 0;
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    await fake.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('creates, lists, refreshes, records payloads and sends a signed ping', async () => {
    let t = Date.UTC(2026, 0, 5, 12);
    fake = await startFakeAirtable({ fixtures: demoFixtures(), now: () => (t += 300) });
    const notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/airtable`;
    const created = await api(fake, `/v0/bases/${BASE_ID}/webhooks`, {
      method: 'POST',
      body: JSON.stringify({
        notificationUrl,
        specification: { options: { filters: { dataTypes: ['tableData'], recordChangeScope: projects.id } } },
      }),
    });
    expect(created.status).toBe(200);
    const createdAt = t;
    const hook = created.body as { id: string; macSecretBase64: string; expirationTime: string };
    expect(hook.id).toMatch(/^ach/);
    expect(Buffer.from(hook.macSecretBase64, 'base64').length).toBeGreaterThan(0);
    expect(hook.expirationTime).toBe(new Date(createdAt + 7 * 24 * 3600 * 1000).toISOString());

    // A write outside the scope records nothing; a write to Projects records a payload and pings.
    await api(fake, `/v0/${BASE_ID}/Users`, { method: 'POST', body: JSON.stringify({ fields: { Name: 'New' } }) });
    const write = await api(fake, `/v0/${BASE_ID}/Projects`, {
      method: 'PATCH',
      body: JSON.stringify({ records: [{ id: projects.records[0]!.id, fields: { Budget: 7 } }] }),
    });
    expect(write.status).toBe(200);
    await fake.flushNotifications();

    expect(received).toHaveLength(1);
    const ping = received[0]!;
    expect(JSON.parse(ping.body)).toEqual({
      base: { id: BASE_ID },
      webhook: { id: hook.id },
      timestamp: expect.any(String),
    });
    const expectedMac =
      'hmac-sha256=' +
      createHmac('sha256', Buffer.from(hook.macSecretBase64, 'base64')).update(ping.body, 'utf8').digest('hex');
    const header = String(ping.headers['x-airtable-content-mac']);
    expect(header.length).toBe(expectedMac.length);
    expect(timingSafeEqual(Buffer.from(header), Buffer.from(expectedMac))).toBe(true);

    const payloads = await api(fake, `/v0/bases/${BASE_ID}/webhooks/${hook.id}/payloads?cursor=1`);
    expect(payloads.body).toMatchObject({ cursor: 2, mightHaveMore: false });
    const list = payloads.body.payloads as Array<{ changedTablesById: Record<string, unknown> }>;
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!.changedTablesById)).toEqual([projects.id]);
    expect(list[0]!.changedTablesById[projects.id]).toMatchObject({
      changedRecordsById: { [projects.records[0]!.id]: { current: { cellValuesByFieldId: { [F.budget]: 7 } } } },
    });
    const none = await api(fake, `/v0/bases/${BASE_ID}/webhooks/${hook.id}/payloads?cursor=2`);
    expect(none.body).toEqual({ cursor: 2, mightHaveMore: false, payloads: [] });

    t += 3 * 24 * 3600 * 1000;
    const refreshed = await api(fake, `/v0/bases/${BASE_ID}/webhooks/${hook.id}/refresh`, { method: 'POST' });
    expect(refreshed.body).toEqual({ expirationTime: new Date(t + 7 * 24 * 3600 * 1000).toISOString() });

    const listed = await api(fake, `/v0/bases/${BASE_ID}/webhooks`);
    expect(listed.body.webhooks).toEqual([
      expect.objectContaining({
        id: hook.id,
        notificationUrl,
        cursorForNextPayload: 2,
        expirationTime: (refreshed.body as { expirationTime: string }).expirationTime,
      }),
    ]);
    expect(
      (await api(fake, `/v0/bases/${BASE_ID}/webhooks/achNoSuchHook0001/refresh`, { method: 'POST' })).status,
    ).toBe(404);
  });
});
