import { DataSourceError, type TableField } from '@atrium/core';
import { tables } from '@atrium/db';
import { sql, type SQL } from 'drizzle-orm';

const records = tables.localRecords;

export interface SortKey {
  fieldId: string;
  direction: 'asc' | 'desc';
}

/**
 * One sort key as SQL: the expression records are ordered by, its direction and the SQL type of
 * its values (how a value read back as text is cast again: keyset.ts).
 */
export interface SortTerm {
  expr: SQL;
  desc: boolean;
  type: 'numeric' | 'boolean' | 'integer' | 'text';
}

/**
 * The sort keys as terms. Empty cells are the smallest values, as in Airtable: first when
 * ascending, last when descending. Numbers sort numerically, checkboxes unchecked first,
 * single selects in the order of their options, everything else by its lower-cased text
 * (bytewise, so PGlite and every Postgres locale agree).
 */
export function sortTerms(keys: SortKey[], fields: TableField[]): SortTerm[] {
  return keys.map((key) => {
    const field = fields.find((f) => f.id === key.fieldId);
    if (!field) throw new DataSourceError(422, `Unknown field "${key.fieldId}" to sort by`, 'INVALID_SORT');
    return { ...sortExpression(field), desc: key.direction === 'desc' };
  });
}

/** ORDER BY terms; the created order always ends the ordering (added by `listLocalRecords`). */
export function orderByTerms(terms: SortTerm[]): SQL[] {
  return terms.map((t) => (t.desc ? sql`${t.expr} desc nulls last` : sql`${t.expr} asc nulls first`));
}

function sortExpression(field: TableField): Pick<SortTerm, 'expr' | 'type'> {
  const cell = sql`(${records.fields} -> ${field.id}::text)`;
  switch (field.type) {
    case 'number':
      return {
        expr: sql`(case when jsonb_typeof(${cell}) = 'number' then (${cell})::numeric end)`,
        type: 'numeric',
      };
    case 'checkbox':
      return { expr: sql`coalesce(${cell} = 'true'::jsonb, false)`, type: 'boolean' };
    case 'singleSelect': {
      const names = field.options?.choices?.map((c) => c.name) ?? [];
      if (names.length > 0) {
        const list = sql.join(
          names.map((n) => sql`${n}::text`),
          sql`, `,
        );
        return { expr: sql`array_position(array[${list}], ${cell} #>> '{}')`, type: 'integer' };
      }
      return textExpression(field.id);
    }
    default:
      return textExpression(field.id);
  }
}

function textExpression(fieldId: string): Pick<SortTerm, 'expr' | 'type'> {
  return { expr: sql`((${records.cellIndex} -> 't' ->> ${fieldId}::text) collate "C")`, type: 'text' };
}
