/**
 * The portal the page bench loads: the seeded demo portal (built-in Projects and Clients), with
 * user accounts on (the Clients table is the users table), and two data pages made with the same
 * domain functions the builder uses:
 * - /board: a 20-card grid of Projects with search, a Status tag filter and record pages at
 *   pretty URLs (synced from the project name, as 'Save and Sync' does);
 * - /mine: a user listing of Projects, each client seeing the projects linked to them.
 * One end user, the demo's Northwind client (seeded with the demo), may log in. Records refresh every 5 minutes.
 */
import {
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZDataSectionSchema,
  prettyUrlSlugs,
  profileCellText,
  type TDataSection,
  builtInUsersIdentity,
} from '@atrium/core';
import {
  DEMO_CLIENT_LOGIN,
  DEMO_FIELDS,
  createPage,
  listLocalRecords,
  listLocalTables,
  publishSite,
  replaceRecordSlugs,
  saveAppConfig,
  seedDemo,
  updateSiteSettings,
  type Database,
} from '@atrium/db';

/** The demo's client account (Northwind Traders' contact), seeded with the demo. */
export const BENCH_MEMBER = DEMO_CLIENT_LOGIN;

export interface BenchPortal {
  siteId: string;
  listingPaths: string[];
  recordPath: string;
  memberPath: string;
}

export async function createBenchPortal(db: Database): Promise<BenchPortal> {
  const demo = await seedDemo(db);
  if (!demo) throw new Error('The bench needs a fresh data directory');
  const siteId = demo.site.id;
  const tables = await listLocalTables(db, { siteId });
  const projects = tables.find((t) => t.name === 'Projects')!;
  const clients = tables.find((t) => t.name === 'Clients')!;
  const p = DEMO_FIELDS.projects;
  const section = (id: string, data: Record<string, unknown>): TDataSection =>
    ZDataSectionSchema.parse({ id, type: 'data', sectionName: 'grid1', data });
  const source = { kind: 'local', tableId: projects.id, tableName: 'Projects' };

  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Board', path: '/board' }),
    contents: {
      version: 1,
      sections: [
        section('benchListing', {
          source,
          fields: { title: p.name, subtitle: p.status, tags: p.tags, shortDescription: p.notes },
          search: { fieldIds: [p.name, p.notes] },
          filters: [{ fieldId: p.status, type: 'tags' }],
          sort: { type: 'field', fieldId: p.name, direction: 'asc' },
          pageSize: 20,
          detail: { type: 'page', slugFieldId: p.name, fields: [p.name, p.status, p.tags, p.budget, p.due, p.notes] },
        }),
      ],
    },
  });
  const records = await listLocalRecords(db, { siteId, tableId: projects.id, limit: 1_000 });
  const { slugs } = prettyUrlSlugs(records.map((r) => ({ id: r.id, text: profileCellText(r.fields[p.name]) })));
  await replaceRecordSlugs(db, { siteId, sectionId: 'benchListing', slugs });
  if (slugs.length === 0) throw new Error('No project has a pretty URL');

  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'My projects', path: '/mine' }),
    contents: {
      version: 1,
      sections: [
        section('memberListing', {
          source,
          listingType: 'user',
          userLinkFieldId: p.client,
          fields: { title: p.name, subtitle: p.status, tags: p.tags, shortDescription: p.notes },
          sort: { type: 'field', fieldId: p.name, direction: 'asc' },
          pageSize: 20,
          detail: { type: 'none' },
        }),
      ],
    },
  });

  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity(
        { id: clients.id, name: 'Clients' },
        { id: DEMO_FIELDS.clients.email, name: 'Email' },
      ),
    }),
  });
  // Records refresh every 5 minutes (a choice of the Data sources dialog): pages with listings stay
  // fresh in the page cache for the whole bench, whose measured runs must not reach the database.
  await updateSiteSettings(db, { siteId, change: (s) => ({ ...s, data: { ...s.data, cacheTtlSeconds: 300 } }) });
  await publishSite(db, { siteId, builderId: demo.builder.id });

  const status = (name: string) => `f.${p.status}=${encodeURIComponent(name)}`;
  return {
    siteId,
    listingPaths: ['/board', '/board?q=website', `/board?${status('Done')}`, `/board?q=review&${status('In review')}`],
    recordPath: `/board/${slugs[0]!.slug}`,
    memberPath: '/mine',
  };
}
