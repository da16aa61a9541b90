import {
  DataSourceError,
  or,
  type CellValue,
  type DataRecord,
  type DataSource,
  type TIdentityConfig,
  type TMyAccountLayout,
  type TableSchema,
} from '@atrium/core';
import { getSiteWorkspaceId } from '@atrium/db';
import { LOCAL_BASE, LocalDataSource } from '../local-tables/local-data-source';
import { airtableDataSourceFor, localDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';

/**
 * The portal's users table (spec doc 3 §3 identity config): built-in tables are read directly
 * (never from the cache: a person added a moment ago must be able to sign up), Airtable through
 * the workspace's cached connection.
 */
export async function usersTableSource(
  runtime: Runtime,
  params: { siteId: string; config: TIdentityConfig },
): Promise<DataSource | undefined> {
  if (params.config.source === 'local') return new LocalDataSource(runtime.db, params.siteId);
  const workspaceId = await getSiteWorkspaceId(runtime.db, { siteId: params.siteId });
  return workspaceId === undefined ? undefined : airtableDataSourceFor(runtime, workspaceId);
}

/** The base id the data source knows the users table by (built-in tables have one fixed base). */
function baseOf(config: TIdentityConfig): string {
  return config.source === 'local' ? LOCAL_BASE.id : config.baseId;
}

/** The users-table record whose email (primary) field holds this address. */
export async function findUserRecordByEmail(
  source: DataSource,
  config: TIdentityConfig,
  email: string,
): Promise<DataRecord | undefined> {
  const fieldId = config.primaryField.id;
  const variants = [...new Set([email.trim().toLowerCase(), email.trim()])];
  const page = await source.listRecords({
    baseId: baseOf(config),
    tableId: config.table.id,
    where: or(...variants.map((value) => ({ kind: 'equals' as const, fieldId, value }))),
    sort: { type: 'none' },
    pageSize: 1,
  });
  return page.records[0];
}

/** The first records of the users table (the Invite dialog's per-record links). */
export async function listUserRecords(
  source: DataSource,
  config: TIdentityConfig,
  pageSize = 100,
): Promise<DataRecord[]> {
  const page = await source.listRecords({
    baseId: baseOf(config),
    tableId: config.table.id,
    where: { kind: 'true' },
    sort: { type: 'none' },
    pageSize,
  });
  return page.records;
}

export async function getUserRecord(
  source: DataSource,
  config: TIdentityConfig,
  recordId: string,
): Promise<DataRecord | undefined> {
  return (await source.getRecord({ baseId: baseOf(config), tableId: config.table.id, recordId }))?.record;
}

/** A new users-table record for someone who signed up (only the email is known). */
export async function createUserRecord(
  source: DataSource,
  config: TIdentityConfig,
  email: string,
): Promise<DataRecord | undefined> {
  const [record] = await source.createRecords({
    baseId: baseOf(config),
    tableId: config.table.id,
    records: [{ [config.primaryField.id]: email }],
  });
  return record;
}

/**
 * The users table's schema, or undefined when the table is gone, with the tables its link
 * fields point at (My Account's Linked Records).
 */
export async function usersTableSchemas(
  source: DataSource,
  config: TIdentityConfig,
): Promise<{ usersTable: TableSchema; linkedTables: TableSchema[] } | undefined> {
  const tables = await source.listTables({ baseId: baseOf(config) });
  const usersTable = tables.find((t) => t.id === config.table.id);
  if (!usersTable) return undefined;
  const linkedIds = new Set(usersTable.fields.map((f) => f.options?.linkedTableId).filter(Boolean));
  return { usersTable, linkedTables: tables.filter((t) => linkedIds.has(t.id)) };
}

/**
 * A person's users-table record with the linked records My Account's layout lists (link
 * fields that are no longer links in the table are skipped).
 */
export async function getUserRecordWithLinks(
  source: DataSource,
  params: { config: TIdentityConfig; usersTable: TableSchema; recordId: string; layout: TMyAccountLayout },
): Promise<{ record: DataRecord; linked: Record<string, DataRecord[]> } | undefined> {
  const links = new Set(params.usersTable.fields.filter((f) => f.type === 'multipleRecordLinks').map((f) => f.id));
  return source.getRecord({
    baseId: baseOf(params.config),
    tableId: params.config.table.id,
    recordId: params.recordId,
    expandFieldIds: params.layout.linked.map((l) => l.id).filter((id) => links.has(id)),
  });
}

/** Writes a person's own users-table record (My Account); cells are validated by the data source. */
export async function updateUserRecord(
  source: DataSource,
  config: TIdentityConfig,
  recordId: string,
  fields: Record<string, CellValue | null>,
): Promise<DataRecord | undefined> {
  const [record] = await source.updateRecords({
    baseId: baseOf(config),
    tableId: config.table.id,
    records: [{ id: recordId, fields }],
  });
  return record;
}

/** A change a person makes to the records linked to them on My Account. */
export type LinkedRecordChange =
  | { kind: 'update'; recordId: string; fields: Record<string, CellValue | null> }
  | { kind: 'create'; fields: Record<string, CellValue | null> }
  | { kind: 'delete'; recordId: string };

/** The record ids a link cell holds (ids, or expanded records with an id). */
function linkedIds(cell: unknown): string[] {
  if (!Array.isArray(cell)) return [];
  return cell.flatMap((v) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' && 'id' in v ? [String((v as { id: unknown }).id)] : [],
  );
}

/**
 * Writes one linked-record change of My Account to the linked table (same base as the users
 * table). Updates and deletes touch only records linked to this person's record; a created record
 * is linked to it. The caller has checked the person's abilities.
 */
export async function applyLinkedRecordChange(
  source: DataSource,
  params: {
    config: TIdentityConfig;
    usersTable: TableSchema;
    userRecord: DataRecord;
    linkedFieldId: string;
    change: LinkedRecordChange;
  },
): Promise<void> {
  const link = params.usersTable.fields.find((f) => f.id === params.linkedFieldId);
  const tableId = link?.type === 'multipleRecordLinks' ? link.options?.linkedTableId : undefined;
  if (!tableId) throw new DataSourceError(400, 'This field no longer exists in your table.');
  const baseId = baseOf(params.config);
  const current = linkedIds(params.userRecord.fields[params.linkedFieldId]);
  const { change } = params;
  if (change.kind !== 'create' && !current.includes(change.recordId)) {
    throw new DataSourceError(404, 'This record is not linked to your account.');
  }
  if (change.kind === 'update') {
    await source.updateRecords({ baseId, tableId, records: [{ id: change.recordId, fields: change.fields }] });
  } else if (change.kind === 'delete') {
    await source.deleteRecords({ baseId, tableId, recordIds: [change.recordId] });
  } else {
    const cells = Object.fromEntries(
      Object.entries(change.fields).filter((entry): entry is [string, CellValue] => entry[1] !== null),
    );
    const [created] = await source.createRecords({ baseId, tableId, records: [cells] });
    if (!created) throw new DataSourceError(502, 'The record could not be added. Please try again.');
    await source.updateRecords({
      baseId,
      tableId: params.config.table.id,
      records: [{ id: params.userRecord.id, fields: { [params.linkedFieldId]: [...current, created.id] } }],
    });
  }
}

/**
 * Adds a users-table row (the email in its primary field) for each address the table does not
 * hold yet, so people invited before they have a row see their records once they sign up.
 * Returns how many rows were added.
 */
export async function addMissingUserRecords(
  runtime: Runtime,
  params: { siteId: string; config: TIdentityConfig; emails: string[] },
): Promise<number> {
  const source = await usersTableSource(runtime, { siteId: params.siteId, config: params.config });
  if (!source) return 0;
  let added = 0;
  for (const email of params.emails) {
    if (await findUserRecordByEmail(source, params.config, email)) continue;
    if (await createUserRecord(source, params.config, email)) added += 1;
  }
  // Built-in users tables are written directly: portal pages listing the table read it afresh.
  if (added > 0 && params.config.source === 'local') {
    await localDataSourceFor(runtime, params.siteId).invalidateTable(LOCAL_BASE.id, params.config.table.id);
  }
  return added;
}
