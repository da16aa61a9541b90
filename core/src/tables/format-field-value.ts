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
 * same text. Airtable's own types read by their options too: `currency` with its `symbol`
 * ("€1,234.50"), `percent` from a fraction (0.25 is "25%").
 */
export function formatNumber(
  field: Pick<TableField, 'options'> & { type?: string },
  value: number,
  locale = 'en-US',
): string {
  const precision = typeof field.options?.precision === 'number' ? field.options.precision : undefined;
  const currency = typeof field.options?.currency === 'string' ? field.options.currency : undefined;
  const digits =
    precision !== undefined && precision >= 0 && precision <= 20
      ? { minimumFractionDigits: precision, maximumFractionDigits: precision }
      : {};
  try {
    if (field.type === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(value);
    const symbol = typeof field.options?.symbol === 'string' ? field.options.symbol.slice(0, 8) : '';
    if (field.type === 'currency' && symbol && !currency) {
      // Airtable gives a symbol, not an ISO code: the symbol before the grouped amount.
      const amount = new Intl.NumberFormat(locale, digits).format(Math.abs(value));
      return `${value < 0 ? '-' : ''}${symbol}${amount}`;
    }
    return new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      ...digits,
    }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * An Airtable duration (a number of seconds) as Airtable writes it by the field's
 * `options.durationFormat`: 'h:mm' (the default; rounded to the minute, 5400 is "1:30"),
 * 'h:mm:ss', or 'h:mm:ss.S' to 'h:mm:ss.SSS' with tenths to thousandths of a second.
 */
export function formatDuration(field: Pick<TableField, 'options'>, seconds: number): string {
  const format = typeof field.options?.durationFormat === 'string' ? field.options.durationFormat : 'h:mm';
  const decimals = /^h:mm:ss\.(S{1,3})$/.exec(format)?.[1]?.length ?? 0;
  const sign = seconds < 0 ? '-' : '';
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!format.startsWith('h:mm:ss')) {
    const minutes = Math.round(Math.abs(seconds) / 60);
    return `${sign}${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
  }
  const scale = 10 ** decimals;
  const total = Math.round(Math.abs(seconds) * scale);
  const whole = Math.floor(total / scale);
  const fraction = decimals ? `.${String(total % scale).padStart(decimals, '0')}` : '';
  return `${sign}${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}${fraction}`;
}

/** Field types whose cells are numbers (built-in `number`, and Airtable's numeric types). */
const NUMBER_FIELD_TYPES: ReadonlySet<string> = new Set([
  'number',
  'currency',
  'percent',
  'rating',
  'autoNumber',
  'count',
]);

/**
 * Airtable's date formats (a field's `options.dateFormat.name`) as the portal writes them;
 * a field without one reads "Jan 5, 2026" (the locale's medium date).
 */
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions | 'iso' | 'us' | 'european'> = {
  iso: 'iso',
  us: 'us',
  european: 'european',
  local: { year: 'numeric', month: 'numeric', day: 'numeric' },
  friendly: { year: 'numeric', month: 'long', day: 'numeric' },
};
const DEFAULT_DATE_STYLE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function dateStyleOf(field: Pick<TableField, 'options'> | undefined) {
  const format = field?.options?.dateFormat;
  const name = format && typeof format === 'object' ? (format as { name?: unknown }).name : undefined;
  return (
    (typeof name === 'string' && Object.hasOwn(DATE_STYLES, name) ? DATE_STYLES[name] : undefined) ?? DEFAULT_DATE_STYLE
  );
}

/** The calendar date of an instant in a time zone, as the style writes it. */
function writeDate(at: Date, style: ReturnType<typeof dateStyleOf>, locale: string, timeZone: string): string {
  if (typeof style === 'object') return new Intl.DateTimeFormat(locale, { ...style, timeZone }).format(at);
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const [y, m, d] = [parts.year, parts.month, parts.day];
  if (style === 'iso') return `${y}-${m}-${d}`;
  const [month, day] = [String(Number(m)), String(Number(d))];
  return style === 'us' ? `${month}/${day}/${y}` : `${day}/${month}/${y}`;
}

/**
 * A date cell ('YYYY-MM-DD', a calendar day with no time zone) as its field shows it: by the
 * field's date format when it has one (Airtable's iso, us, european, local, friendly), else
 * "Jan 5, 2026" in the format's locale. A value that is not such a date is shown as it is.
 */
export function formatDate(
  field: Pick<TableField, 'options'> | undefined,
  value: string,
  format: TValueFormat = PORTAL_VALUE_FORMAT,
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) return value;
  try {
    return writeDate(at, dateStyleOf(field), format.locale, 'UTC');
  } catch {
    return value;
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
export function formatReadableDateTime(
  value: string,
  format: TValueFormat = PORTAL_VALUE_FORMAT,
  field?: Pick<TableField, 'options'>,
): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  try {
    if (field?.options?.dateFormat || field?.options?.timeFormat) return fieldDateTime(at, format, field);
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
 * A date-time by an Airtable field's own formats: the date as `formatDate` writes it, the time in
 * 12 or 24 hours (`timeFormat.name`), in the field's time zone when it names one (else the
 * portal's), with the zone's short name after it.
 */
function fieldDateTime(at: Date, format: TValueFormat, field: Pick<TableField, 'options'>): string {
  const zone = field.options?.timeZone;
  const timeZone = typeof zone === 'string' && zone !== 'client' && isTimeZone(zone) ? zone : format.timeZone;
  const timeFormat = field.options?.timeFormat;
  const hour24 = timeFormat && typeof timeFormat === 'object' && (timeFormat as { name?: unknown }).name === '24hour';
  const time = new Intl.DateTimeFormat(format.locale, {
    hour: hour24 ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: hour24 ? 'h23' : 'h12',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
  return `${writeDate(at, dateStyleOf(field), format.locale, timeZone)} ${time}`.replace(/[\u202f\u00a0]/g, ' ');
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
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
 * numbers with their field's precision and currency (Airtable's currency and percent too), dates
 * and date-times by the field's formats or readable in the portal's locale and time zone, and
 * Airtable durations as 'h:mm' or 'h:mm:ss', formula, rollup and lookup cells by the type of their result; everything else as
 * `profileCellText` reads it. Form values stay as stored (`profileCellText`): people edit them.
 */
export function fieldText(
  field: Pick<TableField, 'type' | 'options'> | undefined,
  value: unknown,
  format: TValueFormat = PORTAL_VALUE_FORMAT,
): string {
  if (Array.isArray(value)) return value.map((v) => fieldText(field, v, format)).join(', ');
  const shown = resultField(field);
  if (shown && NUMBER_FIELD_TYPES.has(shown.type) && typeof value === 'number') {
    return formatNumber(shown, value, format.locale);
  }
  if (shown?.type === 'duration' && typeof value === 'number' && Number.isFinite(value)) {
    return formatDuration(shown, value);
  }
  if (shown?.type === 'date' && typeof value === 'string') return formatDate(shown, value, format);
  if (shown?.type === 'dateTime' && typeof value === 'string') return formatReadableDateTime(value, format, shown);
  return profileCellText(value);
}

/** A formula, rollup or lookup field reads as its result's type (Airtable's `options.result`). */
function resultField(
  field: Pick<TableField, 'type' | 'options'> | undefined,
): Pick<TableField, 'type' | 'options'> | undefined {
  const result = field?.options?.result;
  if (!result || typeof result !== 'object' || !['formula', 'rollup', 'multipleLookupValues'].includes(field.type)) {
    return field;
  }
  const { type, options } = result as { type?: unknown; options?: unknown };
  return typeof type === 'string'
    ? { type, ...(options && typeof options === 'object' ? { options: options as TableField['options'] } : {}) }
    : field;
}
