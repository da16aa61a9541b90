import { ZAppConfigSchema, ZCreatePortalSchema, type TIdentityConfig } from '@atrium/core';
import { createEndUser, createSite, resolveWorkspace, saveAppConfig, setWorkspaceApiKey } from '@atrium/db';
import {
  AIRTABLE_TOKEN_PURPOSE,
  encryptSecret,
  findUserRecordByEmail,
  usersTableSource,
  type Runtime,
} from '@atrium/integrations';
import { publish, type ScenarioResult } from './demo-portal';
import { setUpDemoPortal } from './demo-portal';

/** The fake Airtable's 'Client Projects' base and its Users table (serve.ts, demo fixtures). */
const USERS_TABLE: TIdentityConfig = {
  source: 'airtable',
  baseId: 'appClientProj2025',
  table: { id: 'tblgKKs91phje7LeM', name: 'Users' },
  primaryField: { id: 'fldRDHAKwcURqXt01', name: 'Email' },
};
/** A person in the Users table who has signed up (the [ACCOUNTS] Airtable test's Grace). */
export const AIRTABLE_USER = { email: 'grace.hopper@example.com', password: 'a good password' } as const;

/**
 * As the [ACCOUNTS] Airtable test leaves it: the builder's personal workspace holds the Airtable
 * token 'pat-e2e'; its portal 'Airtable Members' (subdomain `{key}-members`) signs people in from
 * the base's Users table, only people in that table may sign up, and Grace has; published.
 */
export async function setUpAirtableMembers(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const { db } = runtime;
  const { builder, email, password } = await setUpDemoPortal(runtime, key);
  const workspace = await resolveWorkspace(db, { builderId: builder.id, routeId: 0 });
  if (!workspace) throw new Error('The builder has no personal workspace');
  const sealedApiKey = encryptSecret('pat-e2e', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE);
  await setWorkspaceApiKey(db, { workspace, sealedApiKey });
  const subdomain = `${key}-members`;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Airtable Members', domain: subdomain }),
  });
  const appConfig = ZAppConfigSchema.parse({
    identity: {
      enabled: true,
      config: USERS_TABLE,
      isAirtableIntegrated: true,
      registrationRestrictions: ['users-table'],
    },
  });
  await saveAppConfig(db, { siteId: site.id, appConfig });
  const source = await usersTableSource(runtime, { siteId: site.id, config: USERS_TABLE });
  const record = source ? await findUserRecordByEmail(source, USERS_TABLE, AIRTABLE_USER.email) : undefined;
  if (!record) throw new Error(`${AIRTABLE_USER.email} is not in the Airtable Users table`);
  await createEndUser(db, { siteId: site.id, ...AIRTABLE_USER, recordId: record.id });
  await publish(runtime, { siteId: site.id, builder });
  return { email, password, subdomain, siteId: site.id };
}
