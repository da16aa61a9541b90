import { DataSourceError, findField, type DataSource, type TableSchema } from '@atrium/core';

/** More records than this on one step of a user scope is refused rather than cut short. */
export const MAX_SCOPE_RECORDS = 5_000;
const PAGE_SIZE = 100;

export const USER_SCOPE_CHANGED_MESSAGE =
  "This user listing's link fields no longer match the tables in the data source. Edit the listing to choose them again.";

export interface ResolveUserScopeParams {
  baseId: string;
  /** The listed table; `linkFieldIds[0]` is one of its fields. */
  tableId: string;
  /** The chain of link fields from the listed table to the users table. */
  linkFieldIds: string[];
  /** The signed-in user's record in the users table; none means no records. */
  userRecordId?: string;
}

/**
 * The `scopeRecordIds` a user listing needs (core's `ListingViewer`): for a chain
 * listed table -f1-> T1 -f2-> … -fn-> users, the ids of the T1 records that reach the user's
 * record, found by walking back from the user one link at a time (records of T(k-1) whose f_k
 * links to the previous step's ids). Each step is an ordinary listing through the given source,
 * so it is cached like any listing and, on Airtable, resolved through inverse link fields.
 *
 * A one-link chain needs no lookup: the user's record id is used directly (returns it).
 */
export async function resolveUserScope(source: DataSource, params: ResolveUserScopeParams): Promise<string[]> {
  if (!params.userRecordId) return [];
  const tables = await source.listTables({ baseId: params.baseId });
  // Forward: the table each step starts from (T0 = listed table, T1, …).
  const steps: TableSchema[] = [];
  let current = tables.find((t) => t.id === params.tableId);
  for (const fieldId of params.linkFieldIds) {
    const field = current ? findField(current, fieldId) : undefined;
    const next = tables.find((t) => t.id === field?.options?.linkedTableId);
    if (!current || !field || field.type !== 'multipleRecordLinks' || !next) {
      throw new DataSourceError(422, USER_SCOPE_CHANGED_MESSAGE, 'USER_SCOPE_CHANGED');
    }
    steps.push(current);
    current = next;
  }

  let ids = [params.userRecordId];
  for (let k = params.linkFieldIds.length - 1; k >= 1 && ids.length > 0; k -= 1) {
    const table = steps[k]!;
    const found: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await source.listRecords({
        baseId: params.baseId,
        tableId: table.id,
        where: { kind: 'linksTo', fieldId: params.linkFieldIds[k]!, recordIds: ids },
        sort: { type: 'none' },
        pageSize: PAGE_SIZE,
        cursor,
        fieldIds: [table.primaryFieldId],
      });
      found.push(...page.records.map((r) => r.id));
      if (found.length > MAX_SCOPE_RECORDS) {
        throw new DataSourceError(
          422,
          `This user is linked to more than ${MAX_SCOPE_RECORDS.toLocaleString('en')} records in ${table.name}; Atrium cannot show a user listing that large.`,
          'USER_SCOPE_TOO_LARGE',
        );
      }
      cursor = page.cursor;
    } while (cursor);
    ids = found;
  }
  return ids;
}
