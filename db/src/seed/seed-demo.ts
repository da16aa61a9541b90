import {
  SECTION_CATALOGUE,
  SHOWCASE_CLIENT_LOGIN,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  emptyPageContents,
  findPortalTemplate,
} from '@atrium/core';
import { count } from 'drizzle-orm';
import type { Database } from '../create-db';
import { createBuilder, type Builder } from '../builders/create-builder';
import { createPage } from '../pages/create-page';
import { publishSite } from '../publications/publish-site';
import { builders } from '../schema/index';
import { createSite } from '../sites/create-site';
import type { SiteRow } from '../sites/site-view';
import { applyPortalTemplate, type TemplateMediaStore } from '../templates/apply-portal-template';
import { createWorkspace } from '../workspaces/create-workspace';

export const DEMO_LOGIN = { email: 'demo@atrium.localhost', password: 'atrium-demo-password' } as const;
export const DEMO_SUBDOMAIN = 'demo';
/** A client of the demo portal (Northwind Traders' contact): logs in and sees only Northwind's projects. */
export const DEMO_CLIENT_LOGIN = SHOWCASE_CLIENT_LOGIN;
export const DEMO_WORKSPACE_NAME = 'Demo Agency';
export const DEMO_PORTAL_NAME = 'Harbour & Field Studio';

export interface DemoPortalResult {
  builder: Builder;
  site: SiteRow;
}

/**
 * The test factory (the demo before issue 23, which tests and e2e scenarios build on): a team workspace, a published portal with a home page (three
 * content sections) and an About page. Its data comes from built-in tables: `createSite` gives a portal with the
 * built-in data source the demo tables (`createDemoTables`: Projects and Clients). Used by the
 * demo seed and by tests that need realistic data.
 */
export async function createDemoPortal(
  db: Database,
  params: { builder: Builder; subdomain: string; workspaceName?: string; portalName?: string },
): Promise<SiteRow> {
  const workspace = await createWorkspace(db, {
    builderId: params.builder.id,
    name: params.workspaceName ?? 'Demo Agency',
  });
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: params.builder.id,
    input: ZCreatePortalSchema.parse({
      appName: params.portalName ?? 'Demo Client Portal',
      domain: params.subdomain,
      dataSource: 'built-in',
    }),
    homeContents: {
      ...emptyPageContents(),
      sections: [
        SECTION_CATALOGUE.content.create({
          strapline: 'Client portal',
          heading: 'Welcome to the Demo Client Portal',
          body: 'Everything you need from us lives here: project updates, documents and invoices.\n\nThis portal was built with Atrium, on its built-in tables. Publish a change in the builder and it shows here at once.',
        }),
        SECTION_CATALOGUE.content.create({
          strapline: 'Projects',
          heading: 'Follow every project as it happens',
          body: 'Each project has its status, its deadline and the people working on it, kept up to date by our team.',
        }),
        SECTION_CATALOGUE.content.create({
          strapline: 'Support',
          heading: 'Questions? We are here to help',
          body: 'Write to hello@example.com or call us during office hours, and a person will answer.',
        }),
      ],
    },
  });
  await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'About', path: '/about' }),
    contents: {
      ...emptyPageContents(),
      sections: [
        SECTION_CATALOGUE.content.create({
          heading: 'About us',
          body: 'We are a small studio that builds calm, fast software for our clients.\n\nWrite to hello@example.com and a person will answer.',
        }),
      ],
    },
  });
  await publishSite(db, { siteId: site.id, builderId: params.builder.id });
  return site;
}

/**
 * The demo `npm start` seeds, as a factory (the seed and the e2e `showcase` scenario): the Demo
 * Agency workspace and, at the subdomain, the showcase portal — core's showcase template made by
 * applyPortalTemplate with the builder's own domain functions — with its sample client account
 * (DEMO_CLIENT_LOGIN), published. With `media`, the hero's image is stored in the portal's media folder.
 */
export async function createShowcasePortal(
  db: Database,
  params: { builder: Builder; subdomain: string; media?: TemplateMediaStore },
): Promise<SiteRow> {
  const workspace = await createWorkspace(db, { builderId: params.builder.id, name: DEMO_WORKSPACE_NAME });
  return applyPortalTemplate(db, {
    workspaceId: workspace.id,
    builderId: params.builder.id,
    template: findPortalTemplate('showcase')!,
    appName: DEMO_PORTAL_NAME,
    domain: params.subdomain,
    sampleUsers: true,
    media: params.media,
    publish: true,
  });
}

/**
 * On an empty database: the demo builder (verified) and createShowcasePortal at the `demo`
 * subdomain. Returns undefined when the database already has builders.
 */
export async function seedDemo(
  db: Database,
  options: { media?: TemplateMediaStore } = {},
): Promise<DemoPortalResult | undefined> {
  const [row] = await db.select({ n: count() }).from(builders);
  if ((row?.n ?? 0) > 0) return undefined;
  const builder = await createBuilder(db, {
    firstName: 'Demo',
    lastName: 'Builder',
    email: DEMO_LOGIN.email,
    password: DEMO_LOGIN.password,
    verified: true,
  });
  const site = await createShowcasePortal(db, { builder, subdomain: DEMO_SUBDOMAIN, media: options.media });
  return { builder, site };
}
