import { DataSourceError, siteAttachmentKey, type Attachment, type CellValue, type TableField } from '@atrium/core';
import { isStorable } from './condition-to-sql';

const TEXT_TYPES = new Set(['singleLineText', 'multilineText', 'richText', 'phoneNumber']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ValidatedCells {
  /** Cells to store, normalised (no empty values). */
  set: Record<string, CellValue>;
  /** Fields to clear: given as null or as an empty value ('', false, []). */
  clear: string[];
  /** Record ids named by link cells, per linked table, for the caller to check. */
  links: Array<{ field: TableField; tableId: string; recordIds: string[] }>;
}

function invalid(message: string): DataSourceError {
  return new DataSourceError(422, message, 'INVALID_VALUE');
}

/**
 * Checks cells against the table's fields (built-in types) and normalises them the way
 * records are read back: empty values ('', false, []) become absent cells. Attachments must be
 * files uploaded to the table's own portal (`/media/sites/{siteId}/…`, ADR 038): a cell can
 * never point at another portal's media, another site or a `javascript:` URL.
 */
export function validateCells(
  table: { name: string; fields: TableField[] },
  cells: Record<string, CellValue | null | undefined>,
  context: { siteId: string },
): ValidatedCells {
  const result: ValidatedCells = { set: {}, clear: [], links: [] };
  for (const [fieldId, value] of Object.entries(cells)) {
    const field = table.fields.find((f) => f.id === fieldId);
    if (!field) throw invalid(`Unknown field "${fieldId}" in table "${table.name}"`);
    if (value === null || value === undefined || value === '' || value === false) {
      result.clear.push(fieldId);
      continue;
    }
    if (Array.isArray(value) && value.length === 0) {
      result.clear.push(fieldId);
      continue;
    }
    result.set[fieldId] = validateCell(field, value, context.siteId);
    if (field.type === 'multipleRecordLinks') {
      const tableId = field.options?.linkedTableId;
      if (typeof tableId !== 'string') throw invalid(`Field "${field.name}" does not link to a table`);
      result.links.push({ field, tableId, recordIds: value as string[] });
    }
  }
  return result;
}

function validateCell(field: TableField, value: CellValue, siteId: string): CellValue {
  const name = field.name;
  const text = (): string => {
    if (typeof value !== 'string') throw invalid(`Field "${name}" expects text`);
    if (!isStorable(value)) throw invalid(`Field "${name}" contains characters that cannot be stored`);
    return value;
  };
  const stringList = (what: string): string[] => {
    if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
      throw invalid(`Field "${name}" expects a list of ${what}`);
    }
    for (const v of value) {
      if (!isStorable(v)) throw invalid(`Field "${name}" contains characters that cannot be stored`);
    }
    return [...new Set(value)];
  };
  const choiceNames = new Set(field.options?.choices?.map((c) => c.name) ?? []);

  if (TEXT_TYPES.has(field.type)) {
    const v = text();
    if (field.type === 'singleLineText' && /[\r\n]/.test(v)) throw invalid(`Field "${name}" expects a single line`);
    return v;
  }
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`Field "${name}" expects a number`);
      return Object.is(value, -0) ? 0 : value;
    case 'checkbox':
      if (value !== true) throw invalid(`Field "${name}" expects true or false`);
      return true;
    case 'singleSelect': {
      const v = text();
      if (!choiceNames.has(v)) throw invalid(`"${v}" is not an option of field "${name}"`);
      return v;
    }
    case 'multipleSelects': {
      const list = stringList('options');
      const unknown = list.find((v) => !choiceNames.has(v));
      if (unknown !== undefined) throw invalid(`"${unknown}" is not an option of field "${name}"`);
      return list;
    }
    case 'date': {
      const v = text();
      if (!isDate(v)) throw invalid(`"${v}" is not a valid date for field "${name}" (expected YYYY-MM-DD)`);
      return v;
    }
    case 'dateTime': {
      const v = text();
      const at = isDateTime(v);
      if (!at) throw invalid(`"${v}" is not a valid date and time for field "${name}" (expected ISO 8601)`);
      return at;
    }
    case 'email': {
      const v = text();
      if (!EMAIL.test(v)) throw invalid(`"${v}" is not a valid email address for field "${name}"`);
      return v;
    }
    case 'url': {
      const v = text();
      if (!isHttpUrl(v)) throw invalid(`"${v}" is not a valid URL for field "${name}"`);
      return v;
    }
    case 'multipleRecordLinks':
      return stringList('record ids');
    case 'multipleAttachments': {
      if (!Array.isArray(value)) throw invalid(`Field "${name}" expects a list of attachments`);
      if (value.length > ATTACHMENTS_MAX) throw invalid(`Field "${name}" holds at most ${ATTACHMENTS_MAX} attachments`);
      return value.map((item) => validateAttachment(name, item, siteId));
    }
    default:
      throw invalid(`Field "${name}" has a type built-in tables do not support (${field.type})`);
  }
}

function isDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with its offset, as stored: in UTC with milliseconds; undefined when it is none. */
function isDateTime(v: string): string | undefined {
  if (!DATE_TIME.test(v) || !isDate(v.slice(0, 10))) return undefined;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

function isHttpUrl(v: string): boolean {
  if (!isStorable(v)) return false;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Files one attachment cell may hold (Airtable sets no limit; this keeps a record's JSON small). */
export const ATTACHMENTS_MAX = 100;

function validateAttachment(name: string, item: unknown, siteId: string): Attachment {
  const a = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  if (typeof a.id !== 'string' || typeof a.url !== 'string' || typeof a.filename !== 'string') {
    throw invalid(`Field "${name}" expects attachments with an id, a filename and a URL`);
  }
  if (!/^[A-Za-z0-9]{1,32}$/.test(a.id) || !a.filename.trim() || a.filename.length > 255 || !isStorable(a.filename)) {
    throw invalid(`Field "${name}" expects attachments with an id, a filename and a URL`);
  }
  const isSiteFile = (url: unknown): url is string => typeof url === 'string' && !!siteAttachmentKey(url, siteId);
  if (!siteAttachmentKey(a.url, siteId)) {
    throw invalid(`Field "${name}" accepts only files uploaded to this portal (not "${a.url.slice(0, 100)}")`);
  }
  const size = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  const attachment: Attachment = { id: a.id, url: a.url, filename: a.filename };
  if (size(a.size)) attachment.size = a.size;
  if (typeof a.type === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(a.type)) attachment.type = a.type;
  if (size(a.width) && size(a.height)) {
    attachment.width = a.width;
    attachment.height = a.height;
  }
  const thumbnails = (typeof a.thumbnails === 'object' && a.thumbnails !== null ? a.thumbnails : {}) as Record<
    string,
    { url?: unknown; width?: unknown; height?: unknown } | undefined
  >;
  for (const which of ['small', 'large'] as const) {
    const t = thumbnails[which];
    if (t && isSiteFile(t.url) && size(t.width) && size(t.height)) {
      attachment.thumbnails = { ...attachment.thumbnails, [which]: { url: t.url, width: t.width, height: t.height } };
    }
  }
  return attachment;
}
