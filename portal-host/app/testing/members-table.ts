import { ZAppConfigSchema, builtInUsersIdentity } from '@atrium/core';
import { createLocalTable, saveAppConfig, type Database } from '@atrium/db';

/** The Members table's email field: the users table's primary field in tests. */
export const MEMBER_EMAIL_FIELD = 'fldEmail00000000';

/**
 * Turns user accounts on for a portal, as the builder's users set-up does: a built-in Members
 * table with an Email field becomes its users table. Returns the table.
 */
export async function turnOnUserAccounts(db: Database, siteId: string) {
  const members = await createLocalTable(db, {
    siteId,
    name: 'Members',
    fields: [{ id: MEMBER_EMAIL_FIELD, name: 'Email', type: 'email' }],
  });
  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity({ id: members.id, name: 'Members' }, { id: MEMBER_EMAIL_FIELD, name: 'Email' }),
    }),
  });
  return members;
}
