import {
  SECTION_CATALOGUE,
  createId,
  defaultFooter,
  defaultHeader,
  defaultSiteSettings,
  defaultTheme,
  emptyPageContents,
  type TCreatePortal,
  type TPageContents,
} from '@atrium/core';
import type { Database, DbOrTx } from '../create-db';
import { createDemoTables } from '../local-tables/create-demo-tables';
import { pageNavLink } from '../drafts/update-header-nav';
import { pages, siteDrafts } from '../schema/index';
import { insertSiteUnderFreeSubdomain } from './allocate-subdomain';
import type { SiteRow } from './site-view';

export interface CreateSiteParams {
  workspaceId: number;
  builderId: string;
  input: TCreatePortal;
  /** Contents of the home page; by default one content section titled with the portal name. */
  homeContents?: TPageContents;
  /** Start with the demo built-in tables (default: with the built-in data source); a template brings its own. */
  demoTables?: boolean;
}

/**
 * A new portal with its drafts (spec defaults, chosen accent colour), a home page at / and a free
 * subdomain. With the wizard's built-in data source the portal starts with the demo built-in
 * tables (Projects and Clients), so its sections have data to show before any table is edited.
 */
export async function createSite(db: Database, params: CreateSiteParams): Promise<SiteRow> {
  return db.transaction(async (tx) => createSiteIn(tx, params));
}

export async function createSiteIn(tx: DbOrTx, params: CreateSiteParams): Promise<SiteRow> {
  const { input } = params;
  const siteId = createId();
  const site = await insertSiteUnderFreeSubdomain(
    tx,
    { id: siteId, workspaceId: params.workspaceId, name: input.appName, createdBy: params.builderId },
    input.domain || undefined,
  );

  const homeId = createId();
  const header = defaultHeader(input.color);
  header.nav.push(pageNavLink({ id: homeId, name: 'Home' }));
  await tx.insert(siteDrafts).values({
    siteId,
    header,
    footer: defaultFooter(input.color),
    theme: defaultTheme(input.color),
    settings: defaultSiteSettings(),
  });
  const homeContents = params.homeContents ?? {
    ...emptyPageContents(),
    sections: [SECTION_CATALOGUE.content.create({ heading: input.appName })],
  };
  await tx.insert(pages).values({
    id: homeId,
    siteId,
    name: 'Home',
    path: '/',
    type: 'page',
    position: 0,
    meta: { title: '', description: '' },
    options: { isPublic: true, addToHeader: true },
    contents: homeContents,
  });
  if (params.demoTables ?? input.dataSource === 'built-in') await createDemoTables(tx, { siteId });
  return site;
}
