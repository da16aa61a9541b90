import { ZCreatePortalSchema } from '@atrium/core';
import type { Database } from '../create-db';
import { createBuilder } from '../builders/create-builder';
import { createSite } from '../sites/create-site';
import { resolveWorkspace } from '../workspaces/resolve-workspace';

/**
 * A builder (`{subdomain}@example.com`) and a portal of theirs at `{subdomain}`, in their
 * personal workspace, for repository tests that need a site to hang rows on. Like every new
 * portal it has the demo tables (Projects and Clients) of its built-in data source.
 */
export async function createTestSite(db: Database, subdomain: string) {
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `${subdomain}@example.com`,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: subdomain, domain: subdomain }),
  });
  return { builder, site };
}
