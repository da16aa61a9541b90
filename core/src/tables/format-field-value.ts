import type { TableField } from '../data/schema';

/**
 * A number as its field shows it: with the field's decimal places (`precision`) and, when it
 * has one, as an amount of its currency ("$1,234.50"). Values are stored as given; only the
 * display rounds. en-US grouping, so server and browser render the same text.
 */
export function formatNumber(field: Pick<TableField, 'options'>, value: number): string {
  const precision = typeof field.options?.precision === 'number' ? field.options.precision : undefined;
  const currency = typeof field.options?.currency === 'string' ? field.options.currency : undefined;
  try {
    return new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency } : {}),
      ...(precision !== undefined ? { minimumFractionDigits: precision, maximumFractionDigits: precision } : {}),
    }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A date-time cell (ISO 8601, UTC) as "2026-01-05 14:30 UTC": one text on the server and in the
 * browser, whatever their time zones.
 */
export function formatDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;
}
