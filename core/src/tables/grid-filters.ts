import { z } from 'zod';
import { and, not, TRUE_CONDITION, type Condition } from '../data/condition';
import type { TableField } from '../data/schema';

/**
 * Filters of the builder's grid by column (issue 21): what a column can be filtered by, how a
 * filter travels in the URL (`filter=fldX:op:value`, repeated; the grid, its page reads and its
 * CSV export share them), what it reads as, and the Condition it becomes. Filters combine with
 * AND, and with the grid's search.
 */

export const GRID_FILTER_OPS = ['contains', 'notContains', 'is', 'isNot', 'lt', 'gt', 'isEmpty', 'isNotEmpty'] as const;
export type TGridFilterOp = (typeof GRID_FILTER_OPS)[number];

/** Filters a grid keeps at most (more in a URL are ignored). */
export const GRID_FILTERS_MAX = 10;
/** The longest filter value. */
export const GRID_FILTER_VALUE_MAX = 200;

export const ZGridFilterSchema = z.object({
  fieldId: z.string().regex(/^fld[A-Za-z0-9]{1,30}$/),
  op: z.enum(GRID_FILTER_OPS),
  value: z.string().max(GRID_FILTER_VALUE_MAX).default(''),
});
export type TGridFilter = z.infer<typeof ZGridFilterSchema>;

/** Ops that take no value. */
const NO_VALUE: ReadonlySet<TGridFilterOp> = new Set(['isEmpty', 'isNotEmpty']);

export function filterNeedsValue(op: TGridFilterOp): boolean {
  return !NO_VALUE.has(op);
}

const TEXT_OPS: TGridFilterOp[] = ['contains', 'notContains', 'is', 'isNot', 'isEmpty', 'isNotEmpty'];
const LIST_OPS: TGridFilterOp[] = ['is', 'isNot', 'isEmpty', 'isNotEmpty'];

/** What a field of this type can be filtered by, in the order the filter dialog offers them. */
export function gridFilterOps(type: string): TGridFilterOp[] {
  switch (type) {
    case 'number':
      return ['is', 'isNot', 'lt', 'gt', 'isEmpty', 'isNotEmpty'];
    case 'date':
      return ['is', 'lt', 'gt', 'isEmpty', 'isNotEmpty'];
    case 'dateTime':
      return ['is', 'lt', 'gt', 'isEmpty', 'isNotEmpty'];
    case 'checkbox':
      return ['isNotEmpty', 'isEmpty'];
    case 'singleSelect':
    case 'multipleSelects':
    case 'multipleRecordLinks':
      return LIST_OPS;
    case 'multipleAttachments':
      return ['contains', 'isEmpty', 'isNotEmpty'];
    default:
      return TEXT_OPS;
  }
}

/** How an op reads for a field of this type ("is before" for a date, "has" for a multiple select). */
export function gridFilterOpLabel(type: string, op: TGridFilterOp): string {
  const dated = type === 'date' || type === 'dateTime';
  const many = type === 'multipleSelects' || type === 'multipleRecordLinks';
  switch (op) {
    case 'contains':
      return type === 'multipleAttachments' ? 'has a file named' : 'contains';
    case 'notContains':
      return 'does not contain';
    case 'is':
      return many ? 'has' : type === 'number' ? '=' : 'is';
    case 'isNot':
      return many ? 'does not have' : type === 'number' ? '≠' : 'is not';
    case 'lt':
      return dated ? 'is before' : '<';
    case 'gt':
      return dated ? 'is after' : '>';
    case 'isEmpty':
      return type === 'checkbox' ? 'is not checked' : 'is empty';
    case 'isNotEmpty':
      return type === 'checkbox' ? 'is checked' : 'is not empty';
  }
}

/** A filter as its chip reads: `Status is Paid`, `Amount > 100`. */
export function gridFilterLabel(field: Pick<TableField, 'name' | 'type'>, filter: TGridFilter): string {
  const op = gridFilterOpLabel(field.type, filter.op);
  return filterNeedsValue(filter.op) ? `${field.name} ${op} ${filter.value}` : `${field.name} ${op}`;
}

/** Why a value cannot filter this field, or null when it can. */
export function gridFilterValueError(type: string, filter: TGridFilter): string | null {
  if (!filterNeedsValue(filter.op)) return null;
  const value = filter.value.trim();
  if (!value) return 'Enter a value to filter by.';
  if (type === 'number' && !Number.isFinite(Number(value))) return 'Enter a number.';
  if ((type === 'date' || type === 'dateTime') && !isIsoDate(value)) return 'Enter a date as YYYY-MM-DD.';
  return null;
}

/** The filter as a URL parameter's value: `fldX:op:value`. */
export function gridFilterParam(filter: TGridFilter): string {
  return filterNeedsValue(filter.op)
    ? `${filter.fieldId}:${filter.op}:${filter.value}`
    : `${filter.fieldId}:${filter.op}`;
}

/** A URL parameter's filter, or null when it is malformed (the grid then ignores it). */
export function parseGridFilterParam(text: string): TGridFilter | null {
  const first = text.indexOf(':');
  if (first < 0) return null;
  const second = text.indexOf(':', first + 1);
  const parsed = ZGridFilterSchema.safeParse({
    fieldId: text.slice(0, first),
    op: second < 0 ? text.slice(first + 1) : text.slice(first + 1, second),
    value: second < 0 ? '' : text.slice(second + 1),
  });
  return parsed.success ? parsed.data : null;
}

/** The URL's filters (`filter`, repeated): malformed ones dropped, GRID_FILTERS_MAX at most. */
export function gridFiltersFromSearch(search: URLSearchParams): TGridFilter[] {
  return search
    .getAll('filter')
    .map(parseGridFilterParam)
    .filter((f): f is TGridFilter => f !== null)
    .slice(0, GRID_FILTERS_MAX);
}

/**
 * The filters as one Condition on `fields`. A filter on a field the table does not have, with an
 * op its type does not offer, or with a value it cannot take is left out (a stale URL shows more,
 * never an error). Link filters name a record: `linkedIds` gives, per filter index, the ids of the
 * linked records with that name (the caller looks them up).
 */
export function gridFiltersCondition(
  fields: readonly TableField[],
  filters: readonly TGridFilter[],
  linkedIds: ReadonlyMap<number, string[]> = new Map(),
): Condition {
  const parts: Condition[] = [];
  filters.forEach((filter, index) => {
    const field = fields.find((f) => f.id === filter.fieldId);
    if (!field || !gridFilterOps(field.type).includes(filter.op)) return;
    if (gridFilterValueError(field.type, filter)) return;
    parts.push(filterCondition(field, filter, linkedIds.get(index) ?? []));
  });
  return parts.length > 0 ? and(...parts) : TRUE_CONDITION;
}

function filterCondition(field: TableField, filter: TGridFilter, linkedIds: string[]): Condition {
  const fieldId = field.id;
  const value = filter.value.trim();
  const empty: Condition = { kind: 'isEmpty', fieldId };
  switch (filter.op) {
    case 'isEmpty':
      return empty;
    case 'isNotEmpty':
      return not(empty);
    case 'contains':
      return { kind: 'contains', fieldId, text: value };
    case 'notContains':
      return not({ kind: 'contains', fieldId, text: value });
    case 'is':
    case 'isNot': {
      const is = isCondition(field, value, linkedIds);
      return filter.op === 'is' ? is : not(is);
    }
    case 'lt':
    case 'gt':
      if (field.type === 'number') return { kind: 'compare', fieldId, op: filter.op, value: Number(value) };
      // A date-time is after a day when it is on a later day (UTC, as the grid's dates are kept).
      if (field.type === 'dateTime' && filter.op === 'gt') {
        return { kind: 'compare', fieldId, op: 'gte', value: nextDay(value) };
      }
      return { kind: 'compare', fieldId, op: filter.op, value };
  }
}

function isCondition(field: TableField, value: string, linkedIds: string[]): Condition {
  const fieldId = field.id;
  switch (field.type) {
    case 'number':
      return { kind: 'equals', fieldId, value: Number(value) };
    case 'dateTime':
      return and(
        { kind: 'compare', fieldId, op: 'gte', value },
        { kind: 'compare', fieldId, op: 'lt', value: nextDay(value) },
      );
    case 'multipleRecordLinks':
      return { kind: 'linksTo', fieldId, recordIds: linkedIds };
    default:
      return { kind: 'equals', fieldId, value };
  }
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day after an ISO date (`2026-02-28` → `2026-03-01`). */
function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
