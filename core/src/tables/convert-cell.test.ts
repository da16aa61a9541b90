import { describe, expect, it } from 'vitest';
import { convertCell, splitOptions } from './convert-cell';
import { formatDateTime, formatNumber } from './format-field-value';

const t = (type: string) => ({ type });
const conv = (from: string, to: string, cell: Parameters<typeof convertCell>[2]) => convertCell(t(from), t(to), cell);

describe('convertCell: how values survive a change of field type', () => {
  it('reads numbers from text only when the whole text is a number', () => {
    expect(conv('singleLineText', 'number', '42')).toEqual({ kind: 'value', value: 42 });
    expect(conv('singleLineText', 'number', ' -1,234.50 ')).toEqual({ kind: 'value', value: -1234.5 });
    expect(conv('singleLineText', 'number', '2e3')).toEqual({ kind: 'value', value: 2000 });
    expect(conv('singleLineText', 'number', '-0')).toEqual({ kind: 'value', value: 0 });
    for (const lost of ['12 apples', '1,5', '$3', 'Infinity', '1e999', '.', '-', '1,23', 'NaN', '0x10']) {
      expect(conv('singleLineText', 'number', lost), lost).toEqual({ kind: 'lost' });
    }
    expect(conv('singleLineText', 'number', '   ')).toEqual({ kind: 'empty' });
    expect(conv('checkbox', 'number', true)).toEqual({ kind: 'value', value: 1 });
    expect(conv('singleSelect', 'number', '7')).toEqual({ kind: 'value', value: 7 });
    expect(conv('multipleSelects', 'number', ['1', '2'])).toEqual({ kind: 'lost' });
  });

  it('turns values into text, keeping only valid emails and http(s) URLs', () => {
    expect(conv('number', 'singleLineText', 12.5)).toEqual({ kind: 'value', value: '12.5' });
    expect(conv('checkbox', 'singleLineText', true)).toEqual({ kind: 'value', value: 'Yes' });
    expect(conv('multipleSelects', 'multilineText', ['a', 'b'])).toEqual({ kind: 'value', value: 'a, b' });
    expect(conv('multilineText', 'singleLineText', 'one\r\n two\nthree')).toEqual({
      kind: 'value',
      value: 'one two three',
    });
    expect(conv('singleLineText', 'email', ' ana@example.com ')).toEqual({ kind: 'value', value: 'ana@example.com' });
    expect(conv('singleLineText', 'email', 'ana at example')).toEqual({ kind: 'lost' });
    expect(conv('singleLineText', 'url', 'javascript:alert(1)')).toEqual({ kind: 'lost' });
    expect(conv('singleLineText', 'url', 'https://example.com/a')).toEqual({
      kind: 'value',
      value: 'https://example.com/a',
    });
    expect(conv('singleLineText', 'richText', '**bold**')).toEqual({ kind: 'value', value: '**bold**' });
  });

  it('reads checkboxes from yes/no words and numbers; other words are lost', () => {
    for (const yes of ['true', 'YES', 'y', '1', 'checked', 'x', ' Yes ']) {
      expect(conv('singleLineText', 'checkbox', yes), yes).toEqual({ kind: 'value', value: true });
    }
    for (const no of ['false', 'No', 'n', '0', ''])
      expect(conv('singleLineText', 'checkbox', no), no).toEqual({ kind: 'empty' });
    expect(conv('singleLineText', 'checkbox', 'maybe')).toEqual({ kind: 'lost' });
    expect(conv('number', 'checkbox', 0)).toEqual({ kind: 'empty' });
    expect(conv('number', 'checkbox', -3)).toEqual({ kind: 'value', value: true });
  });

  it('moves between text and selects, and between single and multiple selects', () => {
    expect(conv('singleLineText', 'singleSelect', '  In   progress ')).toEqual({ kind: 'value', value: 'In progress' });
    expect(conv('singleLineText', 'singleSelect', 'x'.repeat(101))).toEqual({ kind: 'lost' });
    expect(conv('singleLineText', 'multipleSelects', 'a, b,,a , c')).toEqual({ kind: 'value', value: ['a', 'b', 'c'] });
    expect(conv('singleSelect', 'multipleSelects', 'a')).toEqual({ kind: 'value', value: ['a'] });
    expect(conv('multipleSelects', 'singleSelect', ['a'])).toEqual({ kind: 'value', value: 'a' });
    expect(conv('multipleSelects', 'singleSelect', ['a', 'b'])).toEqual({ kind: 'lost' });
    expect(conv('singleSelect', 'singleLineText', 'Paid')).toEqual({ kind: 'value', value: 'Paid' });
    expect(splitOptions(' , ,')).toEqual([]);
  });

  it('reads dates and date-times, in UTC whatever the zone of the server', () => {
    expect(conv('singleLineText', 'date', '2026-02-28')).toEqual({ kind: 'value', value: '2026-02-28' });
    expect(conv('singleLineText', 'date', '2026-02-29')).toEqual({ kind: 'lost' });
    expect(conv('singleLineText', 'date', 'March 3, 2026')).toEqual({ kind: 'value', value: '2026-03-03' });
    expect(conv('singleLineText', 'date', '3/4/2026')).toEqual({ kind: 'value', value: '2026-03-04' });
    expect(conv('singleLineText', 'date', '2026')).toEqual({ kind: 'lost' });
    expect(conv('singleLineText', 'date', 'tomorrow')).toEqual({ kind: 'lost' });
    expect(conv('number', 'date', 20260101)).toEqual({ kind: 'lost' });
    expect(conv('dateTime', 'date', '2026-01-05T23:30:00.000Z')).toEqual({ kind: 'value', value: '2026-01-05' });
    expect(conv('date', 'dateTime', '2026-01-05')).toEqual({ kind: 'value', value: '2026-01-05T00:00:00.000Z' });
    expect(conv('singleLineText', 'dateTime', '2026-01-05 14:30')).toEqual({
      kind: 'value',
      value: '2026-01-05T14:30:00.000Z',
    });
    expect(conv('singleLineText', 'dateTime', '2026-01-05T14:30:00-05:00')).toEqual({
      kind: 'value',
      value: '2026-01-05T19:30:00.000Z',
    });
    expect(conv('singleLineText', 'dateTime', 'Jan 5, 2026 2:30 PM')).toEqual({
      kind: 'value',
      value: '2026-01-05T14:30:00.000Z',
    });
  });
});

describe('formatNumber and formatDateTime: what the grid shows', () => {
  it('rounds to the precision and writes currencies; the stored value is untouched', () => {
    expect(formatNumber({ options: { precision: 2 } }, 1234.5)).toBe('1,234.50');
    expect(formatNumber({ options: { precision: 0 } }, 2.5)).toBe('3');
    expect(formatNumber({ options: { precision: 2, currency: 'USD' } }, -5)).toBe('-$5.00');
    expect(formatNumber({ options: { precision: 0, currency: 'EUR' } }, 1200)).toBe('€1,200');
    expect(formatNumber({}, 0.125)).toBe('0.125');
  });

  it('shows date-times in UTC', () => {
    expect(formatDateTime('2026-01-05T14:30:00.000Z')).toBe('2026-01-05 14:30 UTC');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
