import { ZAppConfigSchema, builtInUsersIdentity } from '@atrium/core';
import { DEMO_FIELDS, createEndUser, listLocalRecords, listLocalTables, saveAppConfig } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import type { ScenarioResult } from './demo-portal';
import { setUpProjectBoard } from './project-board';

/** Northwind Traders' contact, a portal user whose Clients record five projects link to. */
export const ADA = {
  email: 'ops@northwind.example.com',
  username: 'Ada Lovelace',
  password: 'ada password 1',
} as const;
/** A user who signed up first, with no record in Clients (no project links to her). */
export const NOVA = { email: 'nova@example.com', password: 'nova password 1' } as const;

/**
 * The Project Board (a public grid of every client's projects) with user accounts on the built-in
 * Clients table, and two users: Nova, who signed up first and has no record yet, and Ada, the
 * contact of Northwind Traders. Issue 24: the board turns into a user listing in the editor.
 */
export async function setUpClientProjects(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const { db } = runtime;
  const result = await setUpProjectBoard(runtime, key);
  const { siteId } = result;
  const clients = (await listLocalTables(db, { siteId })).find((t) => t.name === 'Clients');
  if (!clients) throw new Error('The demo portal has no Clients table');
  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity(
        { id: clients.id, name: clients.name },
        { id: DEMO_FIELDS.clients.email, name: 'Email' },
      ),
    }),
  });
  const records = await listLocalRecords(db, { siteId, tableId: clients.id, limit: 10 });
  const northwind = records.find((r) => r.fields[DEMO_FIELDS.clients.email] === ADA.email);
  if (!northwind) throw new Error('The demo Clients table has no Northwind Traders');
  await createEndUser(db, { siteId, ...NOVA });
  await createEndUser(db, { siteId, ...ADA, recordId: northwind.id });
  return result;
}
