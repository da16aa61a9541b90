import {
  AppError,
  TABLE_MESSAGES,
  cellAsText,
  convertCell,
  createId,
  FIELD_CHOICES_MAX,
  type CellValue,
  type FieldChoice,
  type TChangeFieldType,
  type TableField,
} from '@atrium/core';
import { localFieldCells, lockLocalTable, setLocalFieldCells, writeLocalTableMeta } from '@atrium/db';
import { localDataSourceFor } from '../data/data-source-for';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { CHOICE_COLORS } from './table-grid';
import { mentionUses } from './table-usage';

export interface TypeChange {
  /** Values kept in the new type (converted, or unchanged). */
  converted: number;
  /** Values that could not be converted: cleared when the change is applied. */
  cleared: number;
  /** Up to five of those values, as text, for the builder to recognise. */
  examples: string[];
  /** Options created from the records' values (select types). */
  newChoices: string[];
  /** What uses the field (pages, the users set-up): the preview asks the builder to check them. */
  uses: string[];
  /** The builder's message: the preview's (dry run) or the change's. */
  message: string;
}

/**
 * Changes a field's type in one transaction, converting every record's value where it can
 * (core's convertCell) and clearing the others; with `dryRun`, counts the same without changing
 * anything, so the confirmation says what will be lost before it is. Select types get the given
 * options plus one for every other value the records hold. Link and attachment fields keep
 * their type.
 */
export async function changeGridFieldType(
  runtime: Runtime,
  params: { siteId: string; tableId: string; fieldId: string; change: TChangeFieldType; appConfig: unknown },
): Promise<TypeChange> {
  const { change } = params;
  const result = await runtime.db.transaction(async (tx) => {
    const table = await lockLocalTable(tx, params);
    const field = table.fields.find((f) => f.id === params.fieldId);
    if (!field) throw new AppError('NOT_FOUND', TABLE_MESSAGES.fieldNotFound);
    if (field.type === 'multipleRecordLinks') throw new AppError('BAD_REQUEST', TABLE_MESSAGES.linksKeepType);
    if (field.type === 'multipleAttachments') throw new AppError('BAD_REQUEST', TABLE_MESSAGES.attachmentsKeepType);
    const cells = await localFieldCells(tx, params);
    const target = targetField(field, change, [...cells.values()]);
    if (canonical(target) === canonical(field)) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.typeUnchanged);
    const updates = new Map<string, CellValue | undefined>();
    let converted = 0;
    let cleared = 0;
    const examples: string[] = [];
    for (const [recordId, cell] of cells) {
      const next = convertCell(field, target, cell);
      if (next.kind === 'value') {
        converted += 1;
        if (JSON.stringify(next.value) !== JSON.stringify(cell)) updates.set(recordId, next.value);
        continue;
      }
      updates.set(recordId, undefined);
      if (next.kind === 'lost') cleared += 1;
      if (next.kind === 'lost' && examples.length < 5) examples.push(cellAsText(field, cell) ?? JSON.stringify(cell));
    }
    const before = new Set(field.options?.choices?.map((c) => c.name) ?? []);
    const newChoices = (target.options?.choices ?? []).map((c) => c.name).filter((n) => !before.has(n));
    if (!change.dryRun) {
      await writeLocalTableMeta(tx, { ...table, fields: table.fields.map((f) => (f.id === field.id ? target : f)) });
      await setLocalFieldCells(tx, { ...params, cells: updates });
    }
    return { converted, cleared, examples, newChoices };
  });
  if (!change.dryRun) {
    const source = localDataSourceFor(runtime, params.siteId);
    await source.invalidateSchema(LOCAL_BASE.id);
    await source.invalidateTable(LOCAL_BASE.id, params.tableId);
  }
  const message = change.dryRun
    ? TABLE_MESSAGES.conversionPreview(result.converted, result.cleared)
    : TABLE_MESSAGES.typeChanged(result.cleared);
  const uses = change.dryRun
    ? await mentionUses(runtime, { siteId: params.siteId, id: params.fieldId, appConfig: params.appConfig })
    : [];
  return { ...result, uses, message };
}

/** The field with its new type and options; select options completed from the values. */
function targetField(field: TableField, change: TChangeFieldType, cells: CellValue[]): TableField {
  const options: NonNullable<TableField['options']> = {};
  if (change.type === 'number') {
    options.precision = change.precision ?? (field.type === 'number' ? field.options?.precision : undefined) ?? 2;
    const currency = change.currency ?? (field.type === 'number' ? field.options?.currency : undefined);
    if (currency) options.currency = currency;
  }
  if (change.type === 'singleSelect' || change.type === 'multipleSelects') {
    options.choices = selectChoices(field, change, cells);
  }
  const { options: _old, ...rest } = field;
  return { ...rest, type: change.type, ...(Object.keys(options).length > 0 ? { options } : {}) };
}

function selectChoices(field: TableField, change: TChangeFieldType, cells: CellValue[]): FieldChoice[] {
  const kept: FieldChoice[] = field.options?.choices ? [...field.options.choices] : [];
  const names = new Set(kept.map((c) => c.name));
  const add = (name: string) => {
    if (name === '' || names.has(name)) return;
    names.add(name);
    kept.push({ id: `sel${createId(14)}`, name, color: CHOICE_COLORS[kept.length % CHOICE_COLORS.length] });
  };
  for (const name of change.choices ?? []) add(name);
  const wanted = { type: change.type };
  for (const cell of cells) {
    const next = convertCell(field, wanted, cell);
    if (next.kind !== 'value') continue;
    for (const name of Array.isArray(next.value) ? (next.value as string[]) : [String(next.value)]) add(name);
  }
  if (kept.length > FIELD_CHOICES_MAX) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.tooManyChoices(kept.length));
  return kept;
}

/** A value as JSON with its keys sorted (stored fields come back with jsonb's key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
