import { ZAppConfigSchema, ZCreatePageSchema, emptyPageContents, type TIdentityConfig } from '@atrium/core';
import { DEMO_FIELDS, createEndUser, createPage, createUserGroup, listLocalTables, saveAppConfig } from '@atrium/db';
import { createUserRecord, usersTableSource, type Runtime } from '@atrium/integrations';
import { publish, resultOf, setUpDemoPortal, type ScenarioResult } from './demo-portal';

/** The client who has an account on the portal (the [ACCOUNTS] test's invitee). */
export const CLIENT = { email: 'nova@example.com', password: 'nova password 1' } as const;

/**
 * The demo portal as the [ACCOUNTS] test leaves it: user accounts on with the built-in Clients
 * table as the users table (by its Email field), the groups Clients and Staff, a Members page
 * only Clients may open, and Nova, a client with a password and her record in Clients; published.
 */
export async function setUpClientMembers(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const { db } = runtime;
  const portal = await setUpDemoPortal(runtime, key);
  const { siteId } = portal;
  const clients = (await listLocalTables(db, { siteId })).find((t) => t.name === 'Clients');
  if (!clients) throw new Error('The demo portal has no Clients table');
  const config: TIdentityConfig = {
    source: 'local',
    baseId: '',
    table: { id: clients.id, name: clients.name },
    primaryField: { id: DEMO_FIELDS.clients.email, name: 'Email' },
  };
  await saveAppConfig(db, { siteId, appConfig: ZAppConfigSchema.parse({ identity: { enabled: true, config } }) });
  const members = await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Members', path: '/members' }),
    contents: emptyPageContents(),
  });
  const clientsGroup = await createUserGroup(db, { siteId, name: 'Clients', pages: [members.id] });
  await createUserGroup(db, { siteId, name: 'Staff' });
  const source = await usersTableSource(runtime, { siteId, config });
  const record = source ? await createUserRecord(source, config, CLIENT.email) : undefined;
  if (!record) throw new Error('Could not add the client to the users table');
  await createEndUser(db, { siteId, ...CLIENT, groups: [clientsGroup.id], recordId: record.id });
  await publish(runtime, portal);
  return resultOf(portal);
}
