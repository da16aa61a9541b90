import {
  DataSourceError,
  ZCreatePortalSchema,
  ZListingQuerySchema,
  buildListingCondition,
  type DataSource,
  type TableField,
  type TListingQueryInput,
} from '@atrium/core';
import { createBuilder, createLocalTable, createSite, resolveWorkspace } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirtableClient } from '../airtable/airtable-client';
import { AirtableDataSource } from '../airtable/airtable-data-source';
import { startFakeAirtable } from '../airtable/fake/fake-airtable';
import { MemoryRateLimiter } from '../airtable/rate-limiter';
import { LocalDataSource } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { resolveUserScope, USER_SCOPE_CHANGED_MESSAGE } from './resolve-user-scope';

/**
 * User listings on both sources, through the real DataSources: Projects -Client-> Clients
 * -Users-> Users. The fake Airtable behaves like real Airtable here: formulas see linked
 * records' primary values (not ids) and writes keep inverse link fields in step, so these tests
 * fail if link conditions were written as formulas over link cells.
 */
const T = { users: 'tblUsers0000000001', clients: 'tblClients00000001', projects: 'tblProjects0000001' };
const F = {
  userEmail: 'fldUserEmail000001',
  userClients: 'fldUserClients0001',
  clientName: 'fldClientName00001',
  clientUsers: 'fldClientUsers0001',
  clientProjects: 'fldClientProjects1',
  projectName: 'fldProjectName0001',
  projectClient: 'fldProjectClient01',
  projectOwner: 'fldProjectOwner001',
  projectReviewer: 'fldProjectReview01',
  userOwned: 'fldUserOwned000001',
};
const link = (id: string, name: string, linkedTableId: string, inverseLinkFieldId?: string): TableField => ({
  id,
  name,
  type: 'multipleRecordLinks',
  options: { linkedTableId, ...(inverseLinkFieldId ? { inverseLinkFieldId } : {}) },
});
const SCHEMAS = {
  users: [
    { id: F.userEmail, name: 'Email', type: 'email' },
    link(F.userClients, 'Clients', T.clients, F.clientUsers),
    link(F.userOwned, 'Owned projects', T.projects, F.projectOwner),
  ],
  clients: [
    { id: F.clientName, name: 'Name', type: 'singleLineText' },
    link(F.clientUsers, 'Users', T.users, F.userClients),
    link(F.clientProjects, 'Projects', T.projects, F.projectClient),
  ],
  projects: [
    { id: F.projectName, name: 'Name', type: 'singleLineText' },
    link(F.projectClient, 'Client', T.clients, F.clientProjects),
    link(F.projectOwner, 'Owner', T.users, F.userOwned),
    // One-way: no inverse field on Users.
    link(F.projectReviewer, 'Reviewer', T.users),
  ],
} satisfies Record<string, TableField[]>;

interface Setup {
  source: DataSource;
  baseId: string;
  tables: typeof T;
  users: Record<'ann' | 'bob' | 'cat', string>;
}

/** Writes the same records through the source's own createRecords, so ids are the source's. */
async function seed(source: DataSource, baseId: string, tables: typeof T): Promise<Setup> {
  const [ann, bob, cat] = await source.createRecords({
    baseId,
    tableId: tables.users,
    records: [
      { [F.userEmail]: 'ann@example.com' },
      { [F.userEmail]: 'bob@example.com' },
      { [F.userEmail]: 'cat@example.com' },
    ],
  });
  const [acme, globex] = await source.createRecords({
    baseId,
    tableId: tables.clients,
    records: [
      // Primary values that look like each other's ids would trip a formula over link cells.
      { [F.clientName]: 'Acme', [F.clientUsers]: [ann!.id] },
      { [F.clientName]: 'Globex', [F.clientUsers]: [bob!.id, ann!.id] },
    ],
  });
  await source.createRecords({
    baseId,
    tableId: tables.projects,
    records: [
      { [F.projectName]: 'Website', [F.projectClient]: [acme!.id], [F.projectOwner]: [bob!.id] },
      { [F.projectName]: 'Brand', [F.projectClient]: [acme!.id], [F.projectReviewer]: [ann!.id] },
      { [F.projectName]: 'Launch', [F.projectClient]: [globex!.id], [F.projectOwner]: [ann!.id] },
      { [F.projectName]: 'Orphan' },
    ],
  });
  // Cat joins Globex later: an update, so the inverse side must follow an edit too.
  await source.updateRecords({
    baseId,
    tableId: tables.clients,
    records: [{ id: globex!.id, fields: { [F.clientUsers]: [bob!.id, ann!.id, cat!.id] } }],
  });
  // And Bob leaves it.
  await source.updateRecords({
    baseId,
    tableId: tables.clients,
    records: [{ id: globex!.id, fields: { [F.clientUsers]: [ann!.id, cat!.id] } }],
  });
  return { source, baseId, tables, users: { ann: ann!.id, bob: bob!.id, cat: cat!.id } };
}

let runtime: Runtime;
let fakeNow = Date.UTC(2026, 0, 1);
let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
const setups: Record<'built-in tables' | 'Airtable', Setup> = {} as never;

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
    input: ZCreatePortalSchema.parse({ appName: 'Scopes' }),
  });
  for (const [key, id] of Object.entries(T)) {
    await createLocalTable(runtime.db, { siteId: site.id, id, name: key, fields: SCHEMAS[key as keyof typeof T] });
  }
  setups['built-in tables'] = await seed(new LocalDataSource(runtime.db, site.id), 'local', T);

  fake = await startFakeAirtable({
    fixtures: {
      bases: [
        {
          id: 'appScopes000000001',
          name: 'Scopes',
          tables: (Object.keys(T) as Array<keyof typeof T>).map((key) => ({
            id: T[key],
            name: key,
            primaryFieldId: SCHEMAS[key][0]!.id,
            fields: SCHEMAS[key],
            views: [],
            records: [],
          })),
        },
      ],
    },
    tokens: ['pat-test'],
    // Each request a second apart on the fake's clock: these tests are not about its 5/s limit.
    now: () => (fakeNow += 1_000),
  });
  const airtable = new AirtableDataSource({
    client: new AirtableClient({
      token: 'pat-test',
      apiUrl: fake.url,
      limiter: new MemoryRateLimiter({ limit: () => ({ limit: 1_000, windowMs: 1_000 }) }),
      maxRetries: 0,
    }),
  });
  setups.Airtable = await seed(airtable, 'appScopes000000001', T);
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await runtime?.close();
});

async function names(setup: Setup, tableId: string, input: TListingQueryInput, user?: string): Promise<string[]> {
  const query = ZListingQuerySchema.parse(input);
  const nameField = tableId === setup.tables.projects ? F.projectName : F.clientName;
  const scopeRecordIds = query.userScope
    ? await resolveUserScope(setup.source, {
        baseId: setup.baseId,
        tableId,
        linkFieldIds: query.userScope.linkFieldIds,
        userRecordId: user,
      })
    : undefined;
  const where = buildListingCondition(query, { userRecordId: user, scopeRecordIds });
  const page = await setup.source.listRecords({
    baseId: setup.baseId,
    tableId,
    where,
    sort: { type: 'none' },
    pageSize: 100,
  });
  return page.records.map((r) => String(r.fields[nameField])).sort();
}

describe.each(['built-in tables', 'Airtable'] as const)('user listings on %s', (name) => {
  const setup = () => setups[name];

  it('a one-link scope lists the records linked to the signed-in user', async () => {
    const s = setup();
    const scope = { userScope: { linkFieldIds: [F.clientUsers] } };
    expect(await names(s, s.tables.clients, scope, s.users.ann)).toEqual(['Acme', 'Globex']);
    expect(await names(s, s.tables.clients, scope, s.users.cat)).toEqual(['Globex']);
    // Bob was removed from Globex after being added: the inverse side followed.
    expect(await names(s, s.tables.clients, scope, s.users.bob)).toEqual([]);
    expect(await names(s, s.tables.clients, scope)).toEqual([]);
  });

  it('a two-link scope follows the chain to the user', async () => {
    const s = setup();
    const scope = { userScope: { linkFieldIds: [F.projectClient, F.clientUsers] } };
    expect(await names(s, s.tables.projects, scope, s.users.ann)).toEqual(['Brand', 'Launch', 'Website']);
    expect(await names(s, s.tables.projects, scope, s.users.cat)).toEqual(['Launch']);
    expect(await names(s, s.tables.projects, scope, s.users.bob)).toEqual([]);
  });

  it('user rules and filters on link fields compare record ids, combined with other conditions', async () => {
    const s = setup();
    expect(
      await names(s, s.tables.projects, { rules: [{ type: 'user', fieldId: F.projectOwner }] }, s.users.bob),
    ).toEqual(['Website']);
    expect(
      await names(
        s,
        s.tables.projects,
        { rules: [{ type: 'user', fieldId: F.projectOwner }], search: { text: 'lau', fieldIds: [F.projectName] } },
        s.users.ann,
      ),
    ).toEqual(['Launch']);
    expect(
      await names(s, s.tables.projects, {
        rules: [{ type: 'static', fieldId: F.projectOwner, operator: 'notEquals', value: s.users.ann }],
      }),
    ).toEqual(['Brand', 'Orphan', 'Website']);
  });

  it('refuses a scope whose chain no longer matches the tables', async () => {
    const s = setup();
    await expect(
      resolveUserScope(s.source, {
        baseId: s.baseId,
        tableId: s.tables.projects,
        linkFieldIds: [F.projectName, F.clientUsers],
        userRecordId: s.users.ann,
      }),
    ).rejects.toThrow(USER_SCOPE_CHANGED_MESSAGE);
  });
});

describe('Airtable link conditions', () => {
  it('refuses a rule over a one-way link field with a message naming it', async () => {
    const s = setups.Airtable;
    const error = await names(
      s,
      s.tables.projects,
      { rules: [{ type: 'user', fieldId: F.projectReviewer }] },
      s.users.ann,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSourceError);
    expect((error as DataSourceError).status).toBe(422);
    expect((error as DataSourceError).message).toContain('"Reviewer"');
  });

  it('sends formulas on RECORD_ID(), never on link cells', async () => {
    const s = setups.Airtable;
    const before = fake.log.length;
    await names(s, s.tables.projects, { userScope: { linkFieldIds: [F.projectClient, F.clientUsers] } }, s.users.ann);
    const formulas = fake.log
      .slice(before)
      .map((entry) => new URL(entry.path, 'http://fake').searchParams.get('filterByFormula'))
      .filter((f): f is string => !!f);
    expect(formulas.length).toBeGreaterThan(0);
    for (const formula of formulas) {
      expect(formula).toContain('RECORD_ID()');
      expect(formula).not.toMatch(/\{(Client|Users|Owner)\}/);
    }
  });
});
