import {
  AppError,
  DataSourceError,
  INSUFFICIENT_PERMISSIONS_TITLE,
  NO_ACCESS_TOKEN_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  USERS_EMAIL_FIELD_TYPES,
  type TAppConfig,
  type TAppConfigChange,
  type TIdentityConfig,
  type TableSchema,
} from '@atrium/core';
import { getLocalTable } from '@atrium/db';
import { airtableDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';

const TABLE_REQUIRED = 'Choose the table that holds your users.';
const FIELD_REQUIRED = 'Choose the field that holds their email.';

/**
 * The setup payload (spec doc 3 §3 'Identity initialisation payload') checked against the real
 * users table: a built-in table of the portal, or a table of an Airtable base the workspace's
 * token reaches. Answers the app config change, or throws the message the builder sees.
 */
export async function identitySetupChange(
  runtime: Runtime,
  site: { id: string; workspaceId: number },
  setup: Extract<TAppConfigChange, { intent: 'setup' }>,
): Promise<(current: TAppConfig) => TAppConfig> {
  const { source, baseId, tableId, primaryFieldId, registrationRestrictions } = setup;
  const table =
    source === 'local'
      ? await getLocalTable(runtime.db, { siteId: site.id, tableId })
      : (await airtableTables(runtime, site.workspaceId, baseId)).find((t) => t.id === tableId);
  if (!table) throw new AppError('BAD_REQUEST', TABLE_REQUIRED);
  const field = table.fields.find((f) => f.id === primaryFieldId && USERS_EMAIL_FIELD_TYPES.includes(f.type));
  if (!field) throw new AppError('BAD_REQUEST', FIELD_REQUIRED);
  const config: TIdentityConfig = {
    source,
    baseId: source === 'airtable' ? baseId : '',
    table: { id: table.id, name: table.name },
    primaryField: { id: field.id, name: field.name },
  };
  return (current) => {
    const previous = current.identity.config;
    const sameTable =
      previous?.source === config.source && previous.baseId === config.baseId && previous.table.id === config.table.id;
    return {
      ...current,
      identity: {
        ...current.identity,
        config,
        isAirtableIntegrated: source === 'airtable',
        registrationRestrictions,
      },
      // Auto-assign and My Account name fields of the users table: another table starts them afresh.
      ...(sameTable ? {} : { autoAssign: { field: null, mapping: [] }, myAccount: { profile: [], linked: [] } }),
    };
  };
}

async function airtableTables(runtime: Runtime, workspaceId: number, baseId: string): Promise<TableSchema[]> {
  const source = await airtableDataSourceFor(runtime, workspaceId);
  if (!source) throw new AppError('CONFLICT', NO_ACCESS_TOKEN_MESSAGE);
  try {
    return await source.listTables({ baseId });
  } catch (error) {
    if (error instanceof DataSourceError) {
      if (error.status === 401 || error.status === 403) {
        throw new AppError('FORBIDDEN', `${INSUFFICIENT_PERMISSIONS_TITLE}: ${TOKEN_EXPIRED_MESSAGE}`);
      }
      if (error.status === 404) throw new AppError('BAD_REQUEST', 'Which Airtable base should we use?');
      throw new AppError('BAD_REQUEST', error.message);
    }
    throw error;
  }
}
