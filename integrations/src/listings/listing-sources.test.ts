import {
  DataSourceError,
  PRETTY_URL_FIELD_REQUIRED_MESSAGE,
  ZCreatePortalSchema,
  type TListingSource,
} from '@atrium/core';
import {
  createBuilder,
  createLocalTable,
  createSite,
  createUserGroup,
  recordSlugsOf,
  resolveWorkspace,
} from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDataSource } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { listAirtableListingTables } from './list-airtable-listing-tables';
import { loadListingSources } from './load-listing-sources';
import { syncPrettyUrls } from './sync-pretty-urls';

const TABLE = 'tblProjects0000001';
const NAME = 'fldName00000000001';
const SOURCE: TListingSource = { kind: 'local', baseId: '', baseName: '', tableId: TABLE, tableName: 'Projects' };

let runtime: Runtime;
let site: Awaited<ReturnType<typeof createSite>>;

beforeAll(async () => {
  runtime = await createTestRuntime();
  const builder = await createBuilder(runtime.db, {
    firstName: 'X',
    lastName: '',
    email: 'sources@example.com',
    password: 'long enough pw',
  });
  const personal = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  site = await createSite(runtime.db, {
    workspaceId: personal.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Sources' }),
  });
  await createLocalTable(runtime.db, {
    siteId: site.id,
    id: TABLE,
    name: 'Projects',
    fields: [{ id: NAME, name: 'Name', type: 'singleLineText' }],
  });
  await new LocalDataSource(runtime.db, site.id).createRecords({
    baseId: 'local',
    tableId: TABLE,
    records: [{ [NAME]: 'Website' }, { [NAME]: 'Brand' }, { [NAME]: 'Brand' }, { [NAME]: '' }],
  });
});

afterAll(async () => {
  await runtime.close();
});

describe('loadListingSources', () => {
  it("answers the portal's built-in tables (with a new one), its groups, no Airtable token and no users table", async () => {
    const group = await createUserGroup(runtime.db, { siteId: site.id, name: 'Clients' });
    const sources = await loadListingSources(runtime, site);
    expect(sources.tables.map((t) => t.id)).toContain(TABLE);
    expect(sources.hasAirtableToken).toBe(false);
    expect(sources.groups).toEqual([{ id: group.id, name: 'Clients' }]);
    expect(sources.users).toBeNull();
  });
});

describe('listAirtableListingTables', () => {
  it('refuses with 409 when the workspace has no Airtable token', async () => {
    const refused = await listAirtableListingTables(runtime, { workspaceId: site.workspaceId, baseId: 'appX' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).status).toBe(409);
  });
});

describe('syncPrettyUrls', () => {
  it('stores one slug per record whose field gives a slug no other record shares, of every record read', async () => {
    const { inserted, total } = await syncPrettyUrls(runtime, {
      siteId: site.id,
      sectionId: 'sec1',
      source: SOURCE,
      lookupFieldId: NAME,
    });
    expect({ inserted, total }).toEqual({ inserted: 1, total: 4 });
    expect([...(await recordSlugsOf(runtime.db, { siteId: site.id, sectionId: 'sec1' })).values()]).toEqual([
      'website',
    ]);
  });

  it('refuses a field the table does not have', async () => {
    await expect(
      syncPrettyUrls(runtime, { siteId: site.id, sectionId: 'sec1', source: SOURCE, lookupFieldId: 'fldNope' }),
    ).rejects.toThrow(PRETTY_URL_FIELD_REQUIRED_MESSAGE);
  });
});
