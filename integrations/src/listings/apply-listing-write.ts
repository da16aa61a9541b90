import {
  type CellValue,
  type DataRecord,
  DataSourceError,
  FORM_FIELD_TYPES,
  LISTING_FORBIDDEN_MESSAGE,
  RECORDS_FETCH_FAILED_MESSAGE,
  type TDataData,
  formGroupsFor,
  formLinkProblem,
  linkCellIds,
  listingAbilities,
  listingFormEntries,
  listingFormLinks,
  listingRecordActions,
  listingScopeCondition,
  matchesCondition,
  missingRequiredField,
  operationChanges,
} from '@atrium/core';
import type { DataSourceCacheOptions } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { changeLinkedRecords } from './linked-records';
import { listingBaseId } from './listing-base-id';
import { listingSourceFor } from './listing-source-for';
import type { ListingWrite, ListingWriteResult } from './listing-write';
import { readFormLinkChoices } from './read-form-link-choices';
import { upvoteRecord } from './upvote-record';

/**
 * Performs a portal write after checking it on the server: the listing's access entries for the
 * viewer's groups (create, edit, delete; record actions need edit), user listings only on
 * records linked to the person (and new records are linked to them), form cells only for the
 * form's fields. The data source validates the cells; its refusal comes back as the message.
 */
export async function applyListingWrite(
  runtime: Runtime,
  input: {
    siteId: string;
    data: TDataData;
    write: ListingWrite;
    groups: readonly string[];
    user?: { recordId?: string; fields?: Record<string, unknown> };
    cache?: DataSourceCacheOptions;
  },
): Promise<ListingWriteResult> {
  const { data, write } = input;
  const refused = { ok: false as const, status: 403, message: LISTING_FORBIDDEN_MESSAGE };
  if (!data.source) return refused;
  const abilities = listingAbilities(data.access, input.groups);
  // Upvoting needs only the right to see the record; every other write its own right.
  const needed =
    write.kind === 'create' ? 'create' : write.kind === 'delete' ? 'delete' : write.kind === 'upvote' ? 'view' : 'edit';
  if (!abilities[needed]) return refused;
  const userRecordId = input.user?.recordId;
  if (data.listingType === 'user' && !userRecordId) return refused;
  try {
    const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
    if (!source) throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE);
    const baseId = listingBaseId(data.source);
    const tableId = data.source.tableId;
    const tables = await source.listTables({ baseId });
    const table = tables.find((t) => t.id === tableId);
    if (!table) return refused;
    const variant = write.kind === 'create' ? (write.form === 'custom' ? 'custom' : 'create') : 'edit';
    const entries = listingFormEntries(data, table, variant);
    const formIds = new Set(entries.map((e) => e.field.id));
    const formCells = (cells: Record<string, CellValue | null>) =>
      Object.fromEntries(Object.entries(cells).filter(([id]) => formIds.has(id)));
    // A required field left empty, or a linked record the form did not offer (an edit form also
    // keeps the record's links now): refused before anything is written.
    const formProblem = async (cells: Record<string, CellValue | null>, record?: DataRecord) => {
      const groups = formGroupsFor(data, variant);
      const missing = missingRequiredField({ groups }, table.fields, FORM_FIELD_TYPES, cells);
      if (missing) return missing;
      const choices = await readFormLinkChoices(source, baseId, listingFormLinks(data, table, tables, variant));
      return formLinkProblem(
        entries,
        cells,
        (fieldId) =>
          new Set([...(choices[fieldId]?.options ?? []).map((o) => o.id), ...linkCellIds(record?.fields[fieldId])]),
      );
    };
    if (write.kind === 'create') {
      const problem = await formProblem(formCells(write.cells));
      if (problem) return { ok: false, status: 400, message: problem };
      const cells = Object.fromEntries(
        Object.entries(formCells(write.cells)).filter((entry): entry is [string, CellValue] => entry[1] !== null),
      );
      if (data.listingType === 'user') cells[data.userLinkFieldId] = [userRecordId!];
      const [created] = await source.createRecords({ baseId, tableId, records: [cells] });
      return created
        ? { ok: true, recordId: created.id }
        : { ok: false, status: 502, message: RECORDS_FETCH_FAILED_MESSAGE };
    }
    const found = await source.getRecord({ baseId, tableId, recordId: write.recordId });
    if (!found) return { ok: false, status: 404, message: RECORDS_FETCH_FAILED_MESSAGE };
    const scope = listingScopeCondition(data, { userRecordId, userFields: input.user?.fields });
    if (!matchesCondition(found.record, scope, table)) return refused;
    if (write.kind === 'delete') {
      await source.deleteRecords({ baseId, tableId, recordIds: [write.recordId] });
      return { ok: true, recordId: write.recordId };
    }
    if (write.kind === 'upvote')
      return await upvoteRecord(runtime, input.siteId, data, write, table, found.record, source);
    if (write.kind === 'link' || write.kind === 'unlink' || write.kind === 'createLinked') {
      return await changeLinkedRecords({ source, baseId, tables, table, data, record: found.record, write, abilities });
    }
    let changes: Record<string, CellValue | null>;
    if (write.kind === 'update') {
      changes = formCells(write.cells);
      // Required fields must hold a value once changed (fields the form did not show keep theirs).
      const problem = await formProblem({ ...found.record.fields, ...changes }, found.record);
      if (problem) return { ok: false, status: 400, message: problem };
    } else {
      const action = listingRecordActions(data).find((a) => a.id === write.actionId);
      if (!action) return refused;
      const result = operationChanges(action.operations, table.fields, found.record, input.user ?? {});
      if ('problem' in result) return { ok: false, status: 400, message: result.problem };
      changes = result.changes;
    }
    if (Object.keys(changes).length > 0) {
      await source.updateRecords({ baseId, tableId, records: [{ id: write.recordId, fields: changes }] });
    }
    return { ok: true, recordId: write.recordId };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return error.status >= 500
      ? { ok: false, status: 503, message: RECORDS_FETCH_FAILED_MESSAGE }
      : { ok: false, status: 400, message: error.message };
  }
}
