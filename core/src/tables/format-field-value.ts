import type { TableField } from '../data/schema';

/**
 * How values are written for people: a locale for numbers and dates, a time zone for date-times.
 * Sites have neither setting yet, so portals use PORTAL_VALUE_FORMAT (ADR 039).
 */
export interface TValueFormat {
  locale: string;
  timeZone: string;
}

export const PORTAL_VALUE_FORMAT: TValueFormat = { locale: 'en-US', timeZone: 'UTC' };

/**
 * A number as its field shows it: with the field's decimal places (`precision`) and, when it
 * has one, as an amount of its currency ("$1,234.50"). Values are stored as given; only the
 * display rounds. en-US grouping unless a locale is given, so server and browser render the
 * same text.
 */
export function formatNumber(field: Pick<TableField, 'options'>, value: number, locale = 'en-US'): string {
  const precision = typeof field.options?.precision === 'number' ? field.options.precision : undefined;
  const currency = typeof field.options?.currency === 'string' ? field.options.currency : undefined;
  try {
    return new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      ...(precision !== undefined ? { minimumFractionDigits: precision, maximumFractionDigits: precision } : {}),
    }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A date-time cell (ISO 8601, UTC) as "2026-01-05 14:30 UTC": one text on the server and in the
 * browser, whatever their time zones (the grid's reading, which builders edit).
 */
export function formatDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;
}

/**
 * A date-time cell as a portal's visitors read it: "Jan 5, 2026, 2:30 PM UTC", in the format's
 * locale and time zone, whose short name always follows (a visitor may be anywhere). ICU's narrow
 * spaces become plain ones, so the text does not change with the Node or browser version.
 * A value that is not a date-time is shown as it is.
 */
export function formatReadableDateTime(value: string, format: TValueFormat = PORTAL_VALUE_FORMAT): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(format.locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: format.timeZone,
      timeZoneName: 'short',
    })
      .format(at)
      .replace(/[\u202f\u00a0]/g, ' ');
  } catch {
    return formatDateTime(value);
  }
}

/**
 * How a cell reads as stored (form values, links, calls to action): lists joined, booleans as
 * Yes/No, nothing as an empty string.
 */
export function profileCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(profileCellText).join(', ');
  if (typeof value === 'object') return 'name' in value ? String((value as { name: unknown }).name) : '';
  return String(value);
}

/**
 * A cell as portals show it (cards, tables, record pages, tags, linked records, My Account):
 * numbers with their field's precision and currency, date-times readable in the portal's time
 * zone, everything else as `profileCellText` reads it. Form values stay as stored
 * (`profileCellText`): people edit them.
 */
export function fieldText(
  field: Pick<TableField, 'type' | 'options'> | undefined,
  value: unknown,
  format: TValueFormat = PORTAL_VALUE_FORMAT,
): string {
  if (Array.isArray(value)) return value.map((v) => fieldText(field, v, format)).join(', ');
  if (field?.type === 'number' && typeof value === 'number') return formatNumber(field, value, format.locale);
  if (field?.type === 'dateTime' && typeof value === 'string') return formatReadableDateTime(value, format);
  return profileCellText(value);
}
