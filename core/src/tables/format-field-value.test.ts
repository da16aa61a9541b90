import { describe, expect, it } from 'vitest';
import { fieldText, formatDate, formatDateTime, formatNumber, formatReadableDateTime } from './format-field-value';

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

  it("reads Airtable's currency by its symbol and percent from a fraction", () => {
    const budget = { type: 'currency', options: { precision: 2, symbol: '€' } };
    expect(formatNumber(budget, 2000)).toBe('€2,000.00');
    expect(formatNumber(budget, -12.5)).toBe('-€12.50');
    expect(formatNumber({ type: 'percent', options: { precision: 1 } }, 0.255)).toBe('25.5%');
    expect(formatNumber({ type: 'percent', options: { precision: 0 } }, 0.5)).toBe('50%');
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

  it("writes Airtable durations (seconds) by the field's duration format", () => {
    const duration = (durationFormat?: string) => ({
      type: 'duration',
      options: durationFormat ? { durationFormat } : {},
    });
    expect(fieldText(duration(), 5400)).toBe('1:30');
    expect(fieldText(duration('h:mm'), 89)).toBe('0:01');
    expect(fieldText(duration('h:mm:ss'), 3725)).toBe('1:02:05');
    expect(fieldText(duration('h:mm:ss.S'), 61.25)).toBe('0:01:01.3');
    expect(fieldText(duration('h:mm:ss.SSS'), 0.5)).toBe('0:00:00.500');
    expect(fieldText(duration('h:mm:ss'), -90)).toBe('-0:01:30');
    expect(fieldText(duration('h:mm'), 360_000)).toBe('100:00');
    // A lookup of durations reads by its result's format.
    const lookup = {
      type: 'multipleLookupValues',
      options: { result: { type: 'duration', options: { durationFormat: 'h:mm:ss' } } },
    };
    expect(fieldText(lookup, [60, 7200])).toBe('0:01:00, 2:00:00');
  });

  it("writes dates by the field's date format, else the locale's medium date, and never a day off", () => {
    expect(fieldText({ type: 'date' }, '2026-01-05')).toBe('Jan 5, 2026');
    expect(fieldText({ type: 'date' }, '2026-01-05', { locale: 'en-GB', timeZone: 'Pacific/Kiritimati' })).toBe(
      '5 Jan 2026',
    );
    const airtable = (name: string) => ({ type: 'date', options: { dateFormat: { name, format: '' } } });
    expect(fieldText(airtable('iso'), '2026-01-05')).toBe('2026-01-05');
    expect(fieldText(airtable('us'), '2026-01-05')).toBe('1/5/2026');
    expect(fieldText(airtable('european'), '2026-01-05')).toBe('5/1/2026');
    expect(fieldText(airtable('friendly'), '2026-01-05')).toBe('January 5, 2026');
    expect(fieldText(airtable('local'), '2026-01-05')).toBe('1/5/2026');
    expect(fieldText(airtable('__proto__'), '2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate(undefined, '2026-02-30')).toBe('2026-02-30');
    expect(formatDate(undefined, 'soon')).toBe('soon');
  });

  it("writes Airtable date-times by the field's date and time formats and time zone", () => {
    const field = (timeFormat: string, timeZone?: string) => ({
      type: 'dateTime',
      options: { dateFormat: { name: 'iso' }, timeFormat: { name: timeFormat }, ...(timeZone ? { timeZone } : {}) },
    });
    expect(fieldText(field('24hour'), AT)).toBe('2026-01-05 14:30 UTC');
    expect(fieldText(field('12hour', 'Europe/Paris'), AT)).toBe('2026-01-05 3:30 PM GMT+1');
    expect(fieldText(field('24hour', 'client'), AT)).toBe('2026-01-05 14:30 UTC');
  });

  it('reads formula, rollup and lookup cells by the type of their result', () => {
    const total = {
      type: 'formula',
      options: { result: { type: 'currency', options: { precision: 0, symbol: '$' } } },
    };
    expect(fieldText(total, 2000)).toBe('$2,000');
    const dates = { type: 'multipleLookupValues', options: { result: { type: 'date' } } };
    expect(fieldText(dates, ['2026-01-05', '2026-02-01'])).toBe('Jan 5, 2026, Feb 1, 2026');
  });

  it('keeps texts, checkboxes and lists as they read today', () => {
    expect(fieldText({ type: 'singleLineText' }, '1234.5')).toBe('1234.5');
    expect(fieldText({ type: 'checkbox' }, true)).toBe('Yes');
    expect(fieldText({ type: 'multipleSelects' }, ['A', 'B'])).toBe('A, B');
    expect(fieldText(undefined, 1234.5)).toBe('1234.5');
    expect(fieldText(price, undefined)).toBe('');
    // A number field holding text (an Airtable formula's error, say) shows the text.
    expect(fieldText(price, '#ERROR')).toBe('#ERROR');
  });
});
