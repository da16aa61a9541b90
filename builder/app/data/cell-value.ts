import type { CellValue, TableField } from '@atrium/core';
import { EDITABLE_TYPES } from './cell-text';
import type { GridValue } from './undo-stack';

/**
 * Text and cell values in the grid's editors, its clipboard and its paste. The server checks
 * every value with the portal forms' rules (validateCells) and its message is what the builder
 * sees, so text is only turned into the value a field takes where that is unambiguous (a number,
 * an option named in another case, yes/no for a checkbox); anything else is sent as typed and the
 * server's refusal names it. Links are the exception: a name must be turned into a record id here,
 * so a name the grid does not know is refused here, with its own message.
 */

/** What a pasted or typed text stands for in a field: a value to send, or why it cannot be. */
export type TextToCell = { ok: true; value: GridValue } | { ok: false; error: string };

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', '✓', '✔', 'checked', 'on']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'unchecked', 'off']);

/** A text (typed, or a pasted cell) as the value to send for a field; an empty text clears the cell. */
export function textToCell(field: TableField, text: string, linkNames: Record<string, string> = {}): TextToCell {
  if (!EDITABLE_TYPES.has(field.type)) {
    return { ok: false, error: `Field "${field.name}" cannot be edited in the grid.` };
  }
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  switch (field.type) {
    case 'number': {
      const n = Number(trimmed.replace(/[\s,]/g, ''));
      return { ok: true, value: Number.isFinite(n) ? n : trimmed };
    }
    case 'checkbox': {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: null };
      return { ok: true, value: trimmed };
    }
    case 'singleSelect':
      return { ok: true, value: choiceName(field, trimmed) };
    case 'multipleSelects':
      return { ok: true, value: splitList(trimmed).map((name) => choiceName(field, name)) };
    case 'date':
      return { ok: true, value: /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed };
    case 'multipleRecordLinks':
      return linkIds(field, splitList(trimmed), linkNames);
    case 'multipleAttachments':
      return { ok: false, error: `Files are added to field "${field.name}" in its dialog: press Enter on the cell.` };
    case 'singleLineText':
    case 'email':
    case 'url':
    case 'phoneNumber':
      return { ok: true, value: trimmed };
    default:
      // Long text keeps its spaces and lines.
      return { ok: true, value: text };
  }
}

function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** The option's own name when the text names it in another case; else the text (the server names it as unknown). */
function choiceName(field: TableField, text: string): string {
  const wanted = text.toLowerCase();
  return field.options?.choices?.find((c) => c.name.toLowerCase() === wanted)?.name ?? text;
}

/** The names (not record ids) a link cell's text holds: what the grid asks the server about. */
export function linkNamesIn(text: string): string[] {
  return splitList(text.trim()).filter((part) => !/^rec[A-Za-z0-9]{1,30}$/.test(part));
}

/** Record ids for names (or ids) of linked records the grid knows. */
function linkIds(field: TableField, parts: string[], linkNames: Record<string, string>): TextToCell {
  const ids: string[] = [];
  for (const part of parts) {
    if (/^rec[A-Za-z0-9]{1,30}$/.test(part)) {
      ids.push(part);
      continue;
    }
    const matches = Object.entries(linkNames).filter(([, name]) => name.toLowerCase() === part.toLowerCase());
    if (matches.length !== 1) {
      return {
        ok: false,
        error:
          matches.length === 0
            ? `No linked record is named "${part}": link one with the picker of field "${field.name}".`
            : `More than one record is named "${part}": link the right one with the picker of field "${field.name}".`,
      };
    }
    ids.push(matches[0]![0]);
  }
  return { ok: true, value: ids };
}

/**
 * A cell as text for the clipboard and for an editor to start from: lists joined with ", ", a
 * checked box as "true", linked records by name.
 */
export function cellToText(field: TableField, value: CellValue | undefined, linkNames: Record<string, string> = {}) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : '';
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (typeof item !== 'string') return item.filename;
        return field.type === 'multipleRecordLinks' ? (linkNames[item] ?? item) : item;
      })
      .join(', ');
  }
  return String(value);
}

/** A stored cell as the grid sends it back (undo, restore): absent is null. */
export function gridValue(value: CellValue | undefined): GridValue {
  if (value === undefined) return null;
  return value;
}

/** Whether two values leave a cell the same (empty values are all one). */
export function sameGridValue(a: GridValue, b: GridValue): boolean {
  const empty = (v: GridValue) => v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  // Attachments are the same file by their id.
  const item = (v: unknown) => (typeof v === 'object' && v !== null && 'id' in v ? v.id : v);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => item(v) === item(b[i]));
  return a === b;
}

/**
 * A record's cells as sending them creates it again (undo of a delete): every value, attachments
 * included (their files stay when a record is deleted, and they are this portal's own uploads).
 */
export function cellsToSend(fields: Readonly<Record<string, CellValue>>): Record<string, GridValue> {
  return Object.fromEntries(Object.entries(fields).map(([fieldId, value]) => [fieldId, gridValue(value)]));
}
