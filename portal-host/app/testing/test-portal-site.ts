import { SECTION_CATALOGUE, ZCreatePortalSchema, emptyPageContents } from '@atrium/core';
import { createBuilder, createSite, resolveWorkspace, type Database } from '@atrium/db';

/**
 * A builder (`{subdomain}@example.com`) and their portal at `{subdomain}.{root domain}`, whose
 * home page says "Home of {name}"; not yet published. Tests add pages and publish.
 */
export async function createTestPortalSite(db: Database, input: { name: string; subdomain: string }) {
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `${input.subdomain}@example.com`,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: input.name, domain: input.subdomain }),
    homeContents: {
      ...emptyPageContents(),
      sections: [SECTION_CATALOGUE.content.create({ heading: `Home of ${input.name}` })],
    },
  });
  return { builder, site };
}
