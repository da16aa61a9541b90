import { describe, expect, it } from 'vitest';
import { fieldText, formatDateTime, formatNumber, formatReadableDateTime } from './format-field-value';

const AT = '2026-01-05T14:30:00.000Z';

describe('formatNumber', () => {
  it('shows the precision and the currency of the field', () => {
    expect(formatNumber({ options: { precision: 2, currency: 'USD' } }, 1234.5)).toBe('$1,234.50');
    expect(formatNumber({ options: { precision: 0, currency: 'EUR' } }, 1234.5)).toBe('€1,235');
    expect(formatNumber({ options: { precision: 3 } }, 1234.5)).toBe('1,234.500');
    expect(formatNumber({}, 1234.5)).toBe('1,234.5');
  });

  it('writes the number in a given locale', () => {
    expect(formatNumber({ options: { precision: 2, currency: 'EUR' } }, 1234.5, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('shows the number as it is when the currency is not one Intl knows', () => {
    expect(formatNumber({ options: { currency: 'not a code' } }, 1234.5)).toBe('1234.5');
  });
});

describe('date-times', () => {
  it('reads as the grid writes it, the same in every time zone', () => {
    expect(formatDateTime(AT)).toBe('2026-01-05 14:30 UTC');
  });

  it('reads for visitors in the portal time zone, which it names', () => {
    expect(formatReadableDateTime(AT)).toBe('Jan 5, 2026, 2:30 PM UTC');
    expect(formatReadableDateTime(AT, { locale: 'en-GB', timeZone: 'Europe/Paris' })).toBe('5 Jan 2026, 15:30 CET');
    expect(formatReadableDateTime('2026-07-01T00:05:00Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Jun 30, 2026, 8:05 PM EDT',
    );
  });

  it('leaves a value that is not a date-time as it is, and falls back to UTC for an unknown time zone', () => {
    expect(formatReadableDateTime('next Tuesday')).toBe('next Tuesday');
    expect(formatReadableDateTime(AT, { locale: 'en-US', timeZone: 'Mars/Olympus' })).toBe('2026-01-05 14:30 UTC');
  });
});

describe('fieldText: a cell as portals show it', () => {
  const price = { type: 'number', options: { precision: 2, currency: 'USD' } };
  it('formats numbers (built-in and Airtable alike) and date-times by their field', () => {
    expect(fieldText(price, 1234.5)).toBe('$1,234.50');
    expect(fieldText({ type: 'number', options: { precision: 1 } }, 3)).toBe('3.0');
    expect(fieldText({ type: 'dateTime' }, AT)).toBe('Jan 5, 2026, 2:30 PM UTC');
    expect(fieldText({ type: 'dateTime' }, AT, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe(
      'Jan 5, 2026, 11:30 PM GMT+9',
    );
  });

  it('keeps dates, texts, checkboxes and lists as they read today', () => {
    expect(fieldText({ type: 'date' }, '2026-01-05')).toBe('2026-01-05');
    expect(fieldText({ type: 'singleLineText' }, '1234.5')).toBe('1234.5');
    expect(fieldText({ type: 'checkbox' }, true)).toBe('Yes');
    expect(fieldText({ type: 'multipleSelects' }, ['A', 'B'])).toBe('A, B');
    expect(fieldText(undefined, 1234.5)).toBe('1234.5');
    expect(fieldText(price, undefined)).toBe('');
    // A number field holding text (an Airtable formula's error, say) shows the text.
    expect(fieldText(price, '#ERROR')).toBe('#ERROR');
  });
});
