import { identityConfigured, loadAppConfig, type TableSchema } from '@atrium/core';
import { getWorkspaceApiKey } from '@atrium/db';
import { usersTableSchemas, usersTableSource } from '../accounts/users-table';
import { localDataSourceFor } from '../data/data-source-for';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { listingGroups } from './listing-groups';

/** The users table as user listings link to it, with its fields. */
export interface ListingUsersTable {
  source: 'local' | 'airtable';
  baseId: string;
  tableId: string;
  tableName: string;
  fields: Array<{ id: string; name: string; type: string }>;
}

/**
 * What the connect-data wizard and a listing's tabs choose from, before a base is chosen: the
 * portal's built-in tables (fields and views), whether the workspace has an Airtable token, the
 * portal's user groups (for the Permissions panel), and the users table when user accounts are
 * set up (user listings link to it; its fields stay empty when its source cannot be read).
 */
export async function loadListingSources(
  runtime: Runtime,
  site: { id: string; workspaceId: number; appConfig: unknown },
): Promise<{
  tables: TableSchema[];
  hasAirtableToken: boolean;
  groups: Array<{ id: string; name: string }>;
  users: ListingUsersTable | null;
}> {
  const local = localDataSourceFor(runtime, site.id);
  const [tables, apiKey, groups] = await Promise.all([
    local.listTables({ baseId: LOCAL_BASE.id }),
    getWorkspaceApiKey(runtime.db, { workspaceId: site.workspaceId }),
    listingGroups(runtime, site.id),
  ]);
  const appConfig = loadAppConfig(site.appConfig);
  const users = identityConfigured(appConfig) ? appConfig.identity.config : null;
  // The users table's fields, for rules that compare a record with the signed-in person's record.
  const usersSource = users ? await usersTableSource(runtime, { siteId: site.id, config: users }) : undefined;
  const usersSchemas =
    users && usersSource ? await usersTableSchemas(usersSource, users).catch(() => undefined) : undefined;
  return {
    tables,
    hasAirtableToken: apiKey !== '',
    groups,
    users: users
      ? {
          source: users.source,
          baseId: users.baseId,
          tableId: users.table.id,
          tableName: users.table.name,
          fields: (usersSchemas?.usersTable.fields ?? []).map((f) => ({ id: f.id, name: f.name, type: f.type })),
        }
      : null,
  };
}
