import type { CellValue } from '../data/schema';
import type { TAppConfig } from './app-config';

function cellStrings(value: CellValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => cellStrings(item as CellValue));
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return typeof named.name === 'string' ? [named.name] : [];
  }
  return [String(value)];
}

/**
 * Groups a user gets from their users-table record (spec doc 3 §3 autoAssign): every mapping
 * whose value equals (any case, trimmed) the record's value in the chosen field, or one of its
 * values for multiple-choice and link fields.
 */
export function autoAssignedGroups(config: TAppConfig, fields: Record<string, CellValue> | undefined): string[] {
  const fieldId = config.autoAssign.field?.id;
  if (!fieldId || !fields) return [];
  const values = new Set(cellStrings(fields[fieldId]).map((v) => v.trim().toLowerCase()));
  const groups = config.autoAssign.mapping.filter((m) => values.has(m.value.trim().toLowerCase())).map((m) => m.group);
  return [...new Set(groups)];
}
