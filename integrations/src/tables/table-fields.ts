import { AppError, TABLE_MESSAGES, createId, type TChangeField, type TableField } from '@atrium/core';
import {
  clearLocalFieldCells,
  countLocalFieldValues,
  getLocalTable,
  listLocalTables,
  lockLocalTable,
  writeLocalTableMeta,
  type LocalTableRow,
  type LocalTableView,
} from '@atrium/db';
import { localDataSourceFor } from '../data/data-source-for';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { mentionUses } from './table-usage';

/**
 * Field management of the Data area's grid (issue 21): rename, move, hide or show, and delete
 * fields of a built-in table. The primary field stays first and shown and cannot be deleted
 * (links name records by it). Every write makes the portal's cached schema stale at once.
 */

/** The fields the grid hides: kept on the table's grid view, so a reload keeps them. */
export function hiddenFieldIds(table: Pick<LocalTableRow, 'views' | 'fields'>): string[] {
  const ids = new Set(table.fields.map((f) => f.id));
  return (gridView(table.views)?.hiddenFieldIds ?? []).filter((id) => ids.has(id));
}

function gridView(views: LocalTableView[]): LocalTableView | undefined {
  return views.find((v) => v.type === 'grid');
}

function withHidden(views: LocalTableView[], hidden: string[]): LocalTableView[] {
  const view = gridView(views);
  if (!view) return [...views, { id: `viw${createId(14)}`, name: 'Grid view', type: 'grid', hiddenFieldIds: hidden }];
  return views.map((v) => (v === view ? { ...v, hiddenFieldIds: hidden } : v));
}

function fieldOf(table: LocalTableRow, fieldId: string): TableField {
  const field = table.fields.find((f) => f.id === fieldId);
  if (!field) throw new AppError('NOT_FOUND', TABLE_MESSAGES.fieldNotFound);
  return field;
}

/** Renames a field (unique in its table, any case), moves it to a position, or hides or shows it. */
export async function changeGridField(
  runtime: Runtime,
  params: { siteId: string; tableId: string; fieldId: string; change: TChangeField },
): Promise<string> {
  const { change } = params;
  const message = await runtime.db.transaction(async (tx) => {
    const table = await lockLocalTable(tx, params);
    const field = fieldOf(table, params.fieldId);
    if (change.name !== undefined) {
      const wanted = change.name.trim().toLowerCase();
      if (table.fields.some((f) => f.id !== field.id && f.name.trim().toLowerCase() === wanted)) {
        throw new AppError('CONFLICT', TABLE_MESSAGES.fieldNameTaken, { field: 'name' });
      }
      const fields = table.fields.map((f) => (f.id === field.id ? { ...f, name: change.name!.trim() } : f));
      await writeLocalTableMeta(tx, { ...table, fields });
      return TABLE_MESSAGES.fieldRenamed;
    }
    if (field.id === table.primaryFieldId) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.primaryFieldFixed);
    if (change.position !== undefined) {
      const rest = table.fields.filter((f) => f.id !== field.id);
      // After the primary field, at most at the end.
      const at = Math.min(Math.max(change.position, 1), rest.length);
      const fields = [...rest.slice(0, at), field, ...rest.slice(at)];
      if (fields[0]?.id !== table.primaryFieldId) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.primaryFieldFixed);
      await writeLocalTableMeta(tx, { ...table, fields });
      return TABLE_MESSAGES.fieldMoved;
    }
    const hidden = hiddenFieldIds(table).filter((id) => id !== field.id);
    if (change.hidden) hidden.push(field.id);
    await writeLocalTableMeta(tx, { ...table, views: withHidden(table.views, hidden) });
    return change.hidden ? TABLE_MESSAGES.fieldHidden : TABLE_MESSAGES.fieldShown;
  });
  await localDataSourceFor(runtime, params.siteId).invalidateSchema(LOCAL_BASE.id);
  return message;
}

export interface FieldDeletion {
  /** What uses the field (pages, users set-up, the table's views): deleting is refused while any does. */
  uses: string[];
  /** Records that hold a value in the field (lost with it). */
  values: number;
  /** A link field's other side, which the builder deletes too or keeps as a one-way link. */
  inverse: { fieldId: string; fieldName: string; tableName: string; values: number } | null;
}

/** What deleting a field would refuse on or lose, for the confirmation the builder reads first. */
export async function describeFieldDeletion(
  runtime: Runtime,
  params: { siteId: string; tableId: string; fieldId: string; appConfig: unknown },
): Promise<FieldDeletion> {
  const table = await getLocalTable(runtime.db, params);
  if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
  const field = fieldOf(table, params.fieldId);
  const uses = await mentionUses(runtime, { siteId: params.siteId, id: field.id, appConfig: params.appConfig });
  for (const view of table.views) {
    if (JSON.stringify([view.order ?? null, view.filter ?? null]).includes(field.id)) {
      uses.push(`the view "${view.name}" of ${table.name}`);
    }
  }
  const values = await countLocalFieldValues(runtime.db, params);
  return { uses, values, inverse: await inverseOf(runtime, params.siteId, field) };
}

async function inverseOf(runtime: Runtime, siteId: string, field: TableField): Promise<FieldDeletion['inverse']> {
  const { linkedTableId, inverseLinkFieldId } = field.options ?? {};
  if (field.type !== 'multipleRecordLinks' || !linkedTableId || !inverseLinkFieldId) return null;
  const other = await getLocalTable(runtime.db, { siteId, tableId: linkedTableId });
  const inverse = other?.fields.find((f) => f.id === inverseLinkFieldId);
  if (!other || !inverse) return null;
  const values = await countLocalFieldValues(runtime.db, { siteId, tableId: other.id, fieldId: inverse.id });
  return { fieldId: inverse.id, fieldName: inverse.name, tableName: other.name, values };
}

/**
 * Deletes a field and its values from every record, unless something uses it (refused, naming
 * each use). A link field's inverse is deleted too when `alsoInverse`, else it stays as a
 * one-way link. Returns the message for the builder.
 */
export async function deleteGridField(
  runtime: Runtime,
  params: { siteId: string; tableId: string; fieldId: string; alsoInverse: boolean; appConfig: unknown },
): Promise<string> {
  const plan = await describeFieldDeletion(runtime, params);
  if (plan.uses.length > 0) throw new AppError('CONFLICT', TABLE_MESSAGES.fieldInUse(plan.uses));
  const inverse = params.alsoInverse ? plan.inverse : null;
  if (inverse) {
    const inverseUses = await describeFieldDeletion(runtime, {
      ...params,
      tableId: (await otherTableId(runtime, params))!,
      fieldId: inverse.fieldId,
    });
    if (inverseUses.uses.length > 0) throw new AppError('CONFLICT', TABLE_MESSAGES.fieldInUse(inverseUses.uses));
  }
  const tables = await runtime.db.transaction(async (tx) => {
    const table = await lockLocalTable(tx, params);
    const field = fieldOf(table, params.fieldId);
    if (field.id === table.primaryFieldId) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.primaryFieldFixed);
    await removeField(tx, table, field.id);
    const otherId = plan.inverse ? field.options?.linkedTableId : undefined;
    if (!otherId || otherId === table.id) return [table.id];
    const other = await lockLocalTable(tx, { siteId: params.siteId, tableId: otherId });
    if (inverse) {
      await removeField(tx, other, inverse.fieldId);
    } else {
      // The other side stays, as a one-way link.
      const fields = other.fields.map((f) => {
        if (f.options?.inverseLinkFieldId !== field.id) return f;
        const { inverseLinkFieldId: _gone, ...options } = f.options;
        return { ...f, options };
      });
      await writeLocalTableMeta(tx, { ...other, fields });
    }
    return [table.id, other.id];
  });
  const source = localDataSourceFor(runtime, params.siteId);
  await source.invalidateSchema(LOCAL_BASE.id);
  for (const tableId of tables) await source.invalidateTable(LOCAL_BASE.id, tableId);
  return inverse ? TABLE_MESSAGES.inverseDeleted(inverse.fieldName, inverse.tableName) : TABLE_MESSAGES.fieldDeleted;
}

async function otherTableId(runtime: Runtime, params: { siteId: string; tableId: string; fieldId: string }) {
  const tables = await listLocalTables(runtime.db, { siteId: params.siteId });
  const field = tables.find((t) => t.id === params.tableId)?.fields.find((f) => f.id === params.fieldId);
  return field?.options?.linkedTableId;
}

async function removeField(
  tx: Parameters<typeof writeLocalTableMeta>[0],
  table: LocalTableRow,
  fieldId: string,
): Promise<void> {
  const fields = table.fields.filter((f) => f.id !== fieldId);
  await writeLocalTableMeta(tx, {
    ...table,
    fields,
    views: withHidden(
      table.views,
      hiddenFieldIds(table).filter((id) => id !== fieldId),
    ),
  });
  await clearLocalFieldCells(tx, { siteId: table.siteId, tableId: table.id, fieldId });
}
