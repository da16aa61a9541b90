import { DataSourceError, NO_ACCESS_TOKEN_MESSAGE, type TableSchema } from '@atrium/core';
import { airtableDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';

/**
 * The tables of an Airtable base a listing can connect to (fields and views), from the
 * workspace's cached connection. Throws the DataSourceError the picker shows (409 without a token).
 */
export async function listAirtableListingTables(
  runtime: Runtime,
  params: { workspaceId: number; baseId: string },
): Promise<TableSchema[]> {
  const source = await airtableDataSourceFor(runtime, params.workspaceId);
  if (!source) throw new DataSourceError(409, NO_ACCESS_TOKEN_MESSAGE);
  return source.listTables({ baseId: params.baseId });
}
