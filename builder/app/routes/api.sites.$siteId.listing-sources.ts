import { DataSourceError, NO_ACCESS_TOKEN_MESSAGE, identityConfigured, loadAppConfig } from '@atrium/core';
import { getWorkspaceApiKey, listUserGroups } from '@atrium/db';
import { LOCAL_BASE, listingSourceFor, usersTableSchemas, usersTableSource } from '@atrium/integrations';
import { jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';
import { pickerError } from '../data-sources/airtable-pickers.server';

/**
 * GET: what the connect-data wizard and the listing's tabs choose from (with the portal's user
 * groups, for the Permissions panel). Without `baseId`:
 * the portal's built-in tables (fields and views), whether the workspace has an Airtable token,
 * and the users table when user accounts are set up (user listings link to it). With `baseId`:
 * that Airtable base's tables, from the workspace's cached connection.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, workspaceRouteId } = await requireSite(ctx, ctx.params.siteId);
  const baseId = new URL(ctx.request.url).searchParams.get('baseId');
  if (baseId) {
    const groups = (await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => ({ id: g.id, name: g.name }));
    try {
      const source = await listingSourceFor(ctx.runtime, site.id, {
        kind: 'airtable',
        baseId,
        tableId: '-',
        baseName: '',
        tableName: '',
      });
      if (!source) throw new DataSourceError(409, NO_ACCESS_TOKEN_MESSAGE);
      return { ok: true as const, tables: await source.listTables({ baseId }), groups };
    } catch (error) {
      return pickerError(error, 'Something went wrong fetching your tables');
    }
  }
  const local = await listingSourceFor(ctx.runtime, site.id, {
    kind: 'local',
    baseId: '',
    baseName: '',
    tableId: '-',
    tableName: '',
  });
  const [tables, apiKey, groups] = await Promise.all([
    local!.listTables({ baseId: LOCAL_BASE.id }),
    getWorkspaceApiKey(ctx.runtime.db, { workspaceId: site.workspaceId }),
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
  ]);
  const appConfig = loadAppConfig(site.appConfig);
  const users = identityConfigured(appConfig) ? appConfig.identity.config : null;
  // The users table's fields, for rules that compare a record with the signed-in person's record.
  const usersSource = users ? await usersTableSource(ctx.runtime, { siteId: site.id, config: users }) : undefined;
  const usersSchemas =
    users && usersSource ? await usersTableSchemas(usersSource, users).catch(() => undefined) : undefined;
  return {
    ok: true as const,
    tables,
    airtable: { hasToken: apiKey !== '', workspaceRouteId },
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
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
});
