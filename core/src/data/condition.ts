import type { CellValue, DataRecord, TableSchema } from './schema';

/**
 * A source-neutral record condition. Listing queries are turned into one Condition, which each
 * source translates: to an Airtable formula (airtable-formula.ts) or to SQL (local tables).
 * `matchesCondition` is the reference semantics both translations must agree with.
 *
 * - equals: text-like cells compare case-sensitively as strings; numbers numerically; checkbox
 *   against true/false (absent = false); array cells (multi-select, links) match when any
 *   element equals the value.
 * - contains: case-insensitive substring of the cell as text (arrays joined with ", ").
 * - isEmpty: the cell is absent, '' or an empty array (checkbox: unchecked).
 * - compare: a number cell against a number, or a text cell (dates: ISO text) against a text in
 *   code point order; any other cell (absent, another type, an array) does not compare.
 * - linksTo: a link cell contains any of the record ids.
 * - idIn: the record's own id is one of the ids (what link conditions become for Airtable,
 *   whose formulas see linked records' primary values rather than their ids).
 */
export type Condition =
  | { kind: 'true' }
  | { kind: 'and'; conditions: Condition[] }
  | { kind: 'or'; conditions: Condition[] }
  | { kind: 'not'; condition: Condition }
  | { kind: 'equals'; fieldId: string; value: string | number | boolean }
  | { kind: 'contains'; fieldId: string; text: string }
  | { kind: 'isEmpty'; fieldId: string }
  | { kind: 'compare'; fieldId: string; op: CompareOp; value: string | number }
  | { kind: 'linksTo'; fieldId: string; recordIds: string[] }
  | { kind: 'idIn'; recordIds: string[] };

export type CompareOp = 'lt' | 'lte' | 'gt' | 'gte';

export const TRUE_CONDITION: Condition = { kind: 'true' };

export function and(...conditions: Condition[]): Condition {
  const parts = conditions.filter((c) => c.kind !== 'true');
  if (parts.length === 0) return TRUE_CONDITION;
  return parts.length === 1 ? parts[0]! : { kind: 'and', conditions: parts };
}

export function not(condition: Condition): Condition {
  return condition.kind === 'not' ? condition.condition : { kind: 'not', condition };
}

export function or(...conditions: Condition[]): Condition {
  if (conditions.length === 0) return { kind: 'not', condition: TRUE_CONDITION };
  if (conditions.some((c) => c.kind === 'true')) return TRUE_CONDITION;
  return conditions.length === 1 ? conditions[0]! : { kind: 'or', conditions };
}

/** The cell as text, the way `contains` sees it. */
export function cellText(value: CellValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    return value
      .map((v) => (typeof v === 'object' && v !== null ? ((v as { filename?: string }).filename ?? '') : String(v)))
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? '1' : '';
  return String(value);
}

function isEmptyCell(value: CellValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function matchesCondition(record: DataRecord, condition: Condition, schema?: TableSchema): boolean {
  switch (condition.kind) {
    case 'true':
      return true;
    case 'and':
      return condition.conditions.every((c) => matchesCondition(record, c, schema));
    case 'or':
      return condition.conditions.some((c) => matchesCondition(record, c, schema));
    case 'not':
      return !matchesCondition(record, condition.condition, schema);
    case 'isEmpty':
      return isEmptyCell(record.fields[condition.fieldId]);
    case 'contains':
      return cellText(record.fields[condition.fieldId]).toLowerCase().includes(condition.text.toLowerCase());
    case 'idIn':
      return condition.recordIds.includes(record.id);
    case 'linksTo': {
      const cell = record.fields[condition.fieldId];
      return Array.isArray(cell) && cell.some((id) => typeof id === 'string' && condition.recordIds.includes(id));
    }
    case 'compare':
      return compareCell(record.fields[condition.fieldId], condition.op, condition.value);
    case 'equals': {
      const cell = record.fields[condition.fieldId];
      const value = condition.value;
      if (typeof value === 'boolean') return (cell === true) === value;
      if (Array.isArray(cell)) return cell.some((v) => typeof v === 'string' && v === String(value));
      if (cell === undefined || cell === null) return false;
      if (typeof value === 'number' || typeof cell === 'number') return Number(cell) === Number(value);
      return String(cell) === value;
    }
  }
}

function compareCell(cell: CellValue | undefined, op: CompareOp, value: string | number): boolean {
  let order: number;
  if (typeof value === 'number') {
    if (typeof cell !== 'number' || Number.isNaN(value)) return false;
    order = cell < value ? -1 : cell > value ? 1 : 0;
  } else {
    if (typeof cell !== 'string') return false;
    order = compareCodePoints(cell, value);
  }
  switch (op) {
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

/** Texts in code point order (what PostgreSQL's "C" collation gives for UTF-8), not UTF-16 units. */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}
