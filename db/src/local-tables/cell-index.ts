import { cellText } from '@atrium/core';
import type { LocalCellIndex, LocalCellValue } from '../schema/index';

/**
 * The forms of a record's cells that conditions compare against, computed with core's own
 * `cellText` and JavaScript's `Number`/`String`, so the SQL translation of a Condition agrees
 * exactly with `matchesCondition` (case folding and number parsing differ between Postgres
 * locales and JavaScript). Written with every insert and update of `local_records.fields`.
 *
 * - t: `cellText(cell).toLowerCase()` for non-empty texts (`contains`).
 * - n: `String(Number(cell))` for scalar cells that are numbers (`equals` with numbers).
 */
export function computeCellIndex(fields: Record<string, LocalCellValue>): LocalCellIndex {
  const index: LocalCellIndex = { t: {}, n: {} };
  for (const [fieldId, cell] of Object.entries(fields)) {
    const text = cellText(cell).toLowerCase();
    if (text !== '') index.t[fieldId] = text;
    if (!Array.isArray(cell)) {
      const n = Number(cell);
      if (!Number.isNaN(n)) index.n[fieldId] = String(n);
    }
  }
  return index;
}
