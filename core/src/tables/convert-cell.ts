import type { CellValue, TableField } from '../data/schema';

/**
 * How a built-in table's cells change when their field changes type (issue 21): each value is
 * converted where its meaning survives, else cleared. Pure, so the dry run the builder confirms
 * and the change that follows count the same values.
 *
 * - to text types: numbers as written, a checked box as "Yes", dates as stored, options joined
 *   with ", "; email and URL keep only values that are valid addresses; single line text joins
 *   lines with spaces.
 * - to number: text that is a number (spaces and thousands commas allowed), a checked box as 1.
 * - to checkbox: true/yes/y/1/checked/x are checked; false/no/n/0 and 0 are unchecked (not a loss).
 * - to single select: the text as an option; from a multiple select, its only option.
 * - to multiple select: text split at commas, a single option as a list.
 * - to date: YYYY-MM-DD, a date-time's date, or a date the text names (e.g. "5 Jan 2026").
 * - to date and time: an ISO date-time (stored in UTC), a date at midnight UTC, or a date and
 *   time the text names (read as UTC).
 * Attachments and record links keep their type (the domain refuses those changes).
 */
export type Converted = { kind: 'value'; value: CellValue } | { kind: 'empty' } | { kind: 'lost' };

const TEXT_TYPES = new Set(['singleLineText', 'multilineText', 'richText', 'phoneNumber', 'email', 'url']);
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'checked', 'x', '✓']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'unchecked', '']);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][-+]?\d+)?$/;

const value = (v: CellValue): Converted => ({ kind: 'value', value: v });
const EMPTY: Converted = { kind: 'empty' };
const LOST: Converted = { kind: 'lost' };

/** A cell as text, the way a text field would hold it; undefined when it has no text form. */
export function cellAsText(from: Pick<TableField, 'type'>, cell: CellValue): string | undefined {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (cell === true) return 'Yes';
  if (Array.isArray(cell) && from.type === 'multipleSelects') return (cell as string[]).join(', ');
  return undefined;
}

/** One cell of `from` as a cell of `to` (whose choices already hold every option the values need). */
export function convertCell(from: Pick<TableField, 'type'>, to: Pick<TableField, 'type'>, cell: CellValue): Converted {
  if (from.type === to.type && to.type !== 'singleSelect' && to.type !== 'multipleSelects') return value(cell);
  const text = cellAsText(from, cell);
  if (TEXT_TYPES.has(to.type)) return toText(to.type, text);
  switch (to.type) {
    case 'number': {
      if (cell === true) return value(1);
      if (typeof cell === 'number') return value(cell);
      return text === undefined ? LOST : toNumber(text);
    }
    case 'checkbox': {
      if (typeof cell === 'number') return cell === 0 ? EMPTY : value(true);
      if (text === undefined) return LOST;
      const word = text.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return value(true);
      return FALSE_WORDS.has(word) ? EMPTY : LOST;
    }
    case 'singleSelect': {
      if (Array.isArray(cell) && from.type === 'multipleSelects') {
        return cell.length === 1 ? value(cell[0] as string) : cell.length === 0 ? EMPTY : LOST;
      }
      const option = text === undefined ? undefined : selectOption(text);
      return option === undefined ? LOST : option === '' ? EMPTY : value(option);
    }
    case 'multipleSelects': {
      if (Array.isArray(cell) && from.type === 'multipleSelects') return value(cell);
      if (from.type === 'singleSelect' && typeof cell === 'string') return value([cell]);
      if (text === undefined) return LOST;
      const options = splitOptions(text);
      return options.length === 0 ? EMPTY : value(options);
    }
    case 'date':
      return text === undefined || typeof cell === 'number' ? LOST : toDate(text);
    case 'dateTime':
      return text === undefined || typeof cell === 'number' ? LOST : toDateTime(text);
    default:
      return LOST;
  }
}

function toText(type: string, text: string | undefined): Converted {
  if (text === undefined) return LOST;
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  if (type === 'email') return EMAIL.test(trimmed) ? value(trimmed) : LOST;
  if (type === 'url') return isHttpUrl(trimmed) ? value(trimmed) : LOST;
  if (type === 'singleLineText') return value(text.replace(/\s*[\r\n]+\s*/g, ' ').trim());
  return value(text);
}

function toNumber(text: string): Converted {
  const compact = text.trim().replace(/\s+/g, '');
  if (compact === '') return EMPTY;
  if (!NUMBER.test(compact) || !/\d/.test(compact)) return LOST;
  const n = Number(compact.replace(/,/g, ''));
  return Number.isFinite(n) ? value(Object.is(n, -0) ? 0 : n) : LOST;
}

/** The option a text becomes: trimmed, on one line, at most 100 characters; '' for no option. */
export function selectOption(text: string): string | undefined {
  const option = text.replace(/\s+/g, ' ').trim();
  return option.length > 100 ? undefined : option;
}

/** Options a text names: split at commas, trimmed, each once. */
export function splitOptions(text: string): string[] {
  const options = text
    .split(',')
    .map((part) => selectOption(part))
    .filter((o): o is string => o !== undefined && o !== '');
  return [...new Set(options)];
}

function toDate(text: string): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? value(trimmed) : LOST;
  if (ISO_DATE_TIME.test(trimmed)) {
    const at = new Date(trimmed.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? LOST : value(at.toISOString().slice(0, 10));
  }
  const parsed = parseWritten(trimmed);
  return parsed ? value(parsed.toISOString().slice(0, 10)) : LOST;
}

function toDateTime(text: string): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  const iso = ISO_DATE.exec(trimmed);
  if (iso) {
    return isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? value(`${trimmed}T00:00:00.000Z`) : LOST;
  }
  if (ISO_DATE_TIME.test(trimmed)) {
    // Without an offset, the time is read as UTC (the server's zone must not change the answer).
    const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) ? trimmed : `${trimmed}Z`;
    const at = new Date(withZone.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? LOST : value(at.toISOString());
  }
  const parsed = parseWritten(trimmed);
  return parsed ? value(parsed.toISOString()) : LOST;
}

/**
 * A date (and time) written another way ("5 January 2026", "Jan 5, 2026 14:30"), as the same
 * wall-clock reading in UTC; undefined when it names none, or names a year before 1000.
 */
function parseWritten(text: string): Date | undefined {
  // Only texts with a letter-named month or slashes: a bare number is not a date.
  if (!/[a-z]{3}/i.test(text) && !/\d\/\d/.test(text)) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return undefined;
  const local = new Date(ms);
  const year = local.getFullYear();
  if (year < 1000 || year > 9999) return undefined;
  return new Date(
    Date.UTC(year, local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds()),
  );
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
