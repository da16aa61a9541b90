import type { TableField } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { cellsToSend, cellToText, gridValue, sameGridValue, textToCell } from './cell-value';

const field = (type: string, extra: Partial<TableField> = {}): TableField => ({
  id: 'fldA',
  name: 'Field',
  type,
  ...extra,
});
const status = field('singleSelect', {
  name: 'Status',
  options: {
    choices: [
      { id: 'sel1', name: 'New' },
      { id: 'sel2', name: 'Shipped' },
    ] as never,
  },
});
const tags = field('multipleSelects', { options: status.options });
const client = field('multipleRecordLinks', { name: 'Client', options: { linkedTableId: 'tblC' } });
const names = { recN1: 'Northwind', recA1: 'Acme', recA2: 'Acme' };

describe('textToCell', () => {
  it('clears a cell for empty text, in every editable type', () => {
    for (const type of ['singleLineText', 'number', 'checkbox', 'date', 'singleSelect', 'multipleRecordLinks']) {
      expect(textToCell(field(type), '  ')).toEqual({ ok: true, value: null });
    }
  });

  it('reads numbers, with grouping commas and spaces; other text goes to the server as typed', () => {
    expect(textToCell(field('number'), ' 1,234.5 ')).toEqual({ ok: true, value: 1234.5 });
    expect(textToCell(field('number'), '-3')).toEqual({ ok: true, value: -3 });
    expect(textToCell(field('number'), 'three')).toEqual({ ok: true, value: 'three' });
  });

  it('reads yes and no words for a checkbox, and sends any other word for the server to refuse', () => {
    for (const word of ['true', 'Yes', 'x', '✓', '1', 'checked']) {
      expect(textToCell(field('checkbox'), word)).toEqual({ ok: true, value: true });
    }
    for (const word of ['false', 'NO', '0'])
      expect(textToCell(field('checkbox'), word)).toEqual({ ok: true, value: null });
    expect(textToCell(field('checkbox'), 'maybe')).toEqual({ ok: true, value: 'maybe' });
  });

  it('names options in their own case; an unknown option is sent as typed', () => {
    expect(textToCell(status, 'shipped')).toEqual({ ok: true, value: 'Shipped' });
    expect(textToCell(status, 'Lost')).toEqual({ ok: true, value: 'Lost' });
    expect(textToCell(tags, 'new, SHIPPED, new')).toEqual({ ok: true, value: ['New', 'Shipped'] });
  });

  it('takes the date of an ISO date-time, and trims text', () => {
    expect(textToCell(field('date'), '2026-03-04T10:00:00Z')).toEqual({ ok: true, value: '2026-03-04' });
    expect(textToCell(field('date'), '04/03/2026')).toEqual({ ok: true, value: '04/03/2026' });
    expect(textToCell(field('email'), ' ana@example.com ')).toEqual({ ok: true, value: 'ana@example.com' });
  });

  it('keeps the spaces and lines of long text', () => {
    expect(textToCell(field('multilineText'), ' two\nlines ')).toEqual({ ok: true, value: ' two\nlines ' });
  });

  it('links records by a name the grid knows, or by id; an unknown or ambiguous name is refused', () => {
    expect(textToCell(client, 'northwind, recX9', names)).toEqual({ ok: true, value: ['recN1', 'recX9'] });
    expect(textToCell(client, 'Globex', names)).toEqual({
      ok: false,
      error: 'No linked record is named "Globex": link one with the picker of field "Client".',
    });
    expect(textToCell(client, 'Acme', names)).toMatchObject({
      ok: false,
      error: expect.stringContaining('More than one'),
    });
  });

  it('refuses a field the grid does not edit, and text for attachments (they are uploaded in their dialog)', () => {
    expect(textToCell(field('autoNumber', { name: 'No' }), '3')).toEqual({
      ok: false,
      error: 'Field "No" cannot be edited in the grid.',
    });
    expect(textToCell(field('multipleAttachments', { name: 'Files' }), 'a.pdf')).toEqual({
      ok: false,
      error: 'Files are added to field "Files" in its dialog: press Enter on the cell.',
    });
  });
});

describe('cellToText', () => {
  it('writes cells as text that pastes back to the same value', () => {
    expect(cellToText(field('number'), 12.5)).toBe('12.5');
    expect(cellToText(field('checkbox'), true)).toBe('true');
    expect(cellToText(field('checkbox'), undefined)).toBe('');
    expect(cellToText(tags, ['New', 'Shipped'])).toBe('New, Shipped');
    expect(cellToText(client, ['recN1', 'recZ'], names)).toBe('Northwind, recZ');
    expect(textToCell(client, cellToText(client, ['recN1', 'recZ'], names), names)).toEqual({
      ok: true,
      value: ['recN1', 'recZ'],
    });
    expect(
      cellToText(field('multipleAttachments'), [{ id: 'att1', url: 'https://x.test/a.pdf', filename: 'a.pdf' }]),
    ).toBe('a.pdf');
  });
});

describe('gridValue and sameGridValue', () => {
  it('sends an absent cell as null and attachments whole (undo puts the files back)', () => {
    expect(gridValue(undefined)).toBeNull();
    const files = [{ id: 'att1', url: '/media/sites/s1/a-abc.pdf', filename: 'a.pdf' }];
    expect(gridValue(files)).toEqual(files);
    expect(sameGridValue(files, [{ ...files[0]! }])).toBe(true);
    expect(sameGridValue(files, [])).toBe(false);
    expect(gridValue(3)).toBe(3);
  });

  it('treats every empty value as one, and compares lists by their items', () => {
    expect(sameGridValue(null, '')).toBe(true);
    expect(sameGridValue(false, [])).toBe(true);
    expect(sameGridValue(null, 0)).toBe(false);
    expect(sameGridValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameGridValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameGridValue('1', 1)).toBe(false);
  });
});

describe('cellsToSend', () => {
  it('sends a deleted record back with all its values, attachments included', () => {
    expect(
      cellsToSend({
        fldName: 'Ada',
        fldAge: 36,
        fldTags: ['a', 'b'],
        fldLinks: ['rec1'],
        fldDone: true,
        fldFiles: [{ id: 'att1', url: 'https://x.test/a', filename: 'a' }],
      }),
    ).toEqual({
      fldName: 'Ada',
      fldAge: 36,
      fldTags: ['a', 'b'],
      fldLinks: ['rec1'],
      fldDone: true,
      fldFiles: [{ id: 'att1', url: 'https://x.test/a', filename: 'a' }],
    });
  });
});
