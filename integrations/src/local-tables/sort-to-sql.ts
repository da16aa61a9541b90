import { DataSourceError, type TableField } from '@atrium/core';
import { tables } from '@atrium/db';
import { sql, type SQL } from 'drizzle-orm';

const records = tables.localRecords;

export interface SortKey {
  fieldId: string;
  direction: 'asc' | 'desc';
}

/**
 * ORDER BY terms for sorting on fields; the created order always ends the ordering (added by
 * `listLocalRecords`). Empty cells are the smallest values, as in Airtable: first when
 * ascending, last when descending. Numbers sort numerically, checkboxes unchecked first,
 * single selects in the order of their options, everything else by its lower-cased text
 * (bytewise, so PGlite and every Postgres locale agree).
 */
export function sortToSql(keys: SortKey[], fields: TableField[]): SQL[] {
  return keys.map((key) => {
    const field = fields.find((f) => f.id === key.fieldId);
    if (!field) throw new DataSourceError(422, `Unknown field "${key.fieldId}" to sort by`, 'INVALID_SORT');
    const expr = sortExpression(field);
    return key.direction === 'desc' ? sql`${expr} desc nulls last` : sql`${expr} asc nulls first`;
  });
}

function sortExpression(field: TableField): SQL {
  const cell = sql`(${records.fields} -> ${field.id}::text)`;
  switch (field.type) {
    case 'number':
      return sql`(case when jsonb_typeof(${cell}) = 'number' then (${cell})::numeric end)`;
    case 'checkbox':
      return sql`coalesce(${cell} = 'true'::jsonb, false)`;
    case 'singleSelect': {
      const names = field.options?.choices?.map((c) => c.name) ?? [];
      if (names.length > 0) {
        const list = sql.join(
          names.map((n) => sql`${n}::text`),
          sql`, `,
        );
        return sql`array_position(array[${list}], ${cell} #>> '{}')`;
      }
      return textExpression(field.id);
    }
    default:
      return textExpression(field.id);
  }
}

function textExpression(fieldId: string): SQL {
  return sql`((${records.cellIndex} -> 't' ->> ${fieldId}::text) collate "C")`;
}
