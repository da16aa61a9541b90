import { DataSourceError, matchesCondition, type Condition } from '@atrium/core';
import { tables } from '@atrium/db';
import { sql, type SQL } from 'drizzle-orm';

const records = tables.localRecords;
const TRUE = sql`true`;
const FALSE = sql`false`;

/** What the translation needs to know about the table: the ids of its fields. */
export interface ConditionScope {
  fieldIds: ReadonlySet<string>;
}

/**
 * A Condition as a SQL predicate over `local_records`, agreeing exactly with core's
 * `matchesCondition` (the reference semantics). User input only ever travels as bound
 * parameters. Texts and numbers are compared against `cell_index`, which holds each cell's
 * lower-cased `cellText` and `String(Number(cell))` computed in TypeScript, so Postgres case
 * folding, collations and number parsing play no part. Every predicate is two-valued (never
 * NULL), so `not` behaves like JavaScript's `!`.
 *
 * Conditions on fields the table does not have are decided here, as the reference semantics
 * decide them for an absent cell (records never carry cells of unknown fields).
 */
export function conditionToSql(condition: Condition, scope: ConditionScope): SQL {
  switch (condition.kind) {
    case 'true':
      return TRUE;
    case 'and':
      return condition.conditions.length === 0
        ? TRUE
        : sql`(${sql.join(
            condition.conditions.map((c) => conditionToSql(c, scope)),
            sql` and `,
          )})`;
    case 'or':
      return condition.conditions.length === 0
        ? FALSE
        : sql`(${sql.join(
            condition.conditions.map((c) => conditionToSql(c, scope)),
            sql` or `,
          )})`;
    case 'not':
      return sql`(not ${conditionToSql(condition.condition, scope)})`;
    case 'idIn': {
      const ids = condition.recordIds.filter(isStorable);
      if (ids.length === 0) return FALSE;
      return sql`(${records.id} in (${sql.join(
        ids.map((id) => sql`${id}::text`),
        sql`, `,
      )}))`;
    }
    default:
      if (!scope.fieldIds.has(condition.fieldId)) {
        return matchesCondition({ id: '', createdTime: '', fields: {} }, condition) ? TRUE : FALSE;
      }
      return leafToSql(condition);
  }
}

type Leaf = Extract<Condition, { fieldId: string }>;

function leafToSql(condition: Leaf): SQL {
  const cell = sql`(${records.fields} -> ${condition.fieldId}::text)`;
  switch (condition.kind) {
    case 'isEmpty':
      return sql`coalesce(${cell} in ('""'::jsonb, 'false'::jsonb, '[]'::jsonb, 'null'::jsonb), true)`;
    case 'contains': {
      const text = condition.text.toLowerCase();
      if (text === '') return TRUE;
      if (hasUnpairedSurrogate(text)) {
        throw new DataSourceError(422, 'The search text is not valid text', 'INVALID_CONDITION');
      }
      // Stored cells never contain NUL, so no cell contains a text that does.
      if (text.includes('\0')) return FALSE;
      // LIKE on the cell's lower-cased text, which a trigram index of a large table's searched
      // field serves (ADR 044); the pattern's own %, _ and \ are escaped, so it is a plain "contains".
      return sql`(${searchText(condition.fieldId)} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}::text)`;
    }
    case 'linksTo': {
      const ids = condition.recordIds.filter(isStorable);
      if (ids.length === 0) return FALSE;
      const list = sql.join(
        ids.map((id) => sql`${id}::text`),
        sql`, `,
      );
      return sql`coalesce(jsonb_typeof(${cell}) = 'array' and ${cell} ?| array[${list}], false)`;
    }
    case 'equals':
      return equalsToSql(condition.fieldId, cell, condition.value);
    case 'compare':
      return compareToSql(cell, condition.op, condition.value);
  }
}

/**
 * A cell's lower-cased text ('' when empty) as `contains` searches it: the expression of the
 * trigram indexes built for large tables' listing searches (listing-indexes.ts), written once here
 * so the two always match.
 */
export function searchText(fieldId: string): SQL {
  return sql`coalesce(${records.cellIndex} -> 't' ->> ${fieldId}::text, '')`;
}

const COMPARE_OPERATORS = { lt: sql`<`, lte: sql`<=`, gt: sql`>`, gte: sql`>=` } as const;

/**
 * A number cell against a number (as numeric: the shortest decimal of a double orders as the
 * double does), a text cell against a text byte-wise in UTF-8 ("C" collation: code point order).
 */
function compareToSql(cell: SQL, op: keyof typeof COMPARE_OPERATORS, value: string | number): SQL {
  const operator = COMPARE_OPERATORS[op];
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return FALSE;
    return sql`coalesce(jsonb_typeof(${cell}) = 'number' and (${cell})::numeric ${operator} ${String(value)}::numeric, false)`;
  }
  if (!isStorable(value)) {
    throw new DataSourceError(422, 'The comparison text is not valid text', 'INVALID_CONDITION');
  }
  return sql`coalesce(jsonb_typeof(${cell}) = 'string' and (${cell} #>> '{}') collate "C" ${operator} ${value}::text collate "C", false)`;
}

function equalsToSql(fieldId: string, cell: SQL, value: string | number | boolean): SQL {
  const isTrue = sql`coalesce(${cell} = 'true'::jsonb, false)`;
  if (typeof value === 'boolean') return value ? isTrue : sql`(not ${isTrue})`;

  const asString = String(value);
  const numeric = Number(value);
  const numberForm = sql`(${records.cellIndex} -> 'n' ->> ${fieldId}::text)`;
  // Containment on the whole `fields` (never NULL), which the GIN index (jsonb_path_ops) serves:
  // a filter value no record has reads no record. The JSON travels as one text parameter.
  const contains = (cellValue: unknown) =>
    sql`(${records.fields} @> ${JSON.stringify({ [fieldId]: cellValue })}::text::jsonb)`;
  const indexed: SQL[] = [];
  const others: SQL[] = [];
  // Array cells (multi-selects, links): any string element equals the value as text.
  if (isStorable(asString)) indexed.push(contains([asString]));
  if (typeof value === 'number') {
    // Scalar cells compare as Number(cell) === value; the index holds String(Number(cell)).
    if (!Number.isNaN(numeric)) others.push(sql`(${numberForm} = ${String(numeric)}::text)`);
  } else {
    // Number cells compare numerically with Number(value); other scalars as String(cell) === value.
    if (!Number.isNaN(numeric)) {
      others.push(sql`(jsonb_typeof(${cell}) = 'number' and ${numberForm} = ${String(numeric)}::text)`);
    }
    if (isStorable(value)) {
      indexed.push(contains(value));
      if (value === 'true' || value === 'false') indexed.push(contains(value === 'true'));
    }
  }
  if (others.length > 0) indexed.push(sql`coalesce(${sql.join(others, sql` or `)}, false)`);
  if (indexed.length === 0) return FALSE;
  return sql`(${sql.join(indexed, sql` or `)})`;
}

/** Whether a text can be stored in (and so compared with) Postgres text: no NUL, no unpaired surrogate. */
export function isStorable(text: string): boolean {
  return !text.includes('\0') && !hasUnpairedSurrogate(text);
}

function hasUnpairedSurrogate(text: string): boolean {
  return /\p{Cs}/u.test(text);
}
