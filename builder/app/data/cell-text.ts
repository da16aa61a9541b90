import { formatDateTime, formatNumber, type TableField } from '@atrium/core';

/**
 * A cell as the grid shows it: text, numbers, ✓ for a checked box, lists joined, attachments by
 * name, linked records by their names (`linkNames`, by id).
 */
export function cellText(field: TableField, value: unknown, linkNames: Record<string, string> = {}): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.type === 'checkbox') return value === true ? '✓' : '';
  if (field.type === 'number' && typeof value === 'number') return formatNumber(field, value);
  if (field.type === 'dateTime' && typeof value === 'string') return formatDateTime(value);
  if (field.type === 'multipleRecordLinks' && Array.isArray(value)) {
    return value.map((id) => linkNames[String(id)] ?? String(id)).join(', ');
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null && 'filename' in item ? String(item.filename) : String(item),
      )
      .join(', ');
  }
  return String(value);
}

/** Field types the grid edits, in its cells and its record form; other types show their value read-only. */
export const EDITABLE_TYPES = new Set([
  'singleLineText',
  'multilineText',
  'richText',
  'number',
  'checkbox',
  'date',
  'dateTime',
  'email',
  'url',
  'phoneNumber',
  'singleSelect',
  'multipleSelects',
  'multipleRecordLinks',
  'multipleAttachments',
]);
