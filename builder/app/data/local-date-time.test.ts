import { describe, expect, it } from 'vitest';
import { dateTimeResult, localParts, timeZoneLabel, utcFromLocal } from './local-date-time';

describe('date-time pickers: the builder’s time, stored in UTC', () => {
  it('shows a UTC date-time in the time zone of the builder', () => {
    expect(localParts('2026-01-05T14:30:00.000Z', 'Europe/Paris')).toEqual({ date: '2026-01-05', time: '15:30' });
    expect(localParts('2026-01-05T02:30:00.000Z', 'America/New_York')).toEqual({ date: '2026-01-04', time: '21:30' });
    expect(localParts('2026-07-01T12:00:00Z', 'America/New_York')).toEqual({ date: '2026-07-01', time: '08:00' });
    expect(localParts('2026-01-05T14:30:00.000Z', 'UTC')).toEqual({ date: '2026-01-05', time: '14:30' });
    expect(localParts('', 'UTC')).toBeNull();
    expect(localParts('soon', 'UTC')).toBeNull();
  });

  it('stores what the builder picked in UTC, summer time included', () => {
    expect(utcFromLocal('2026-01-05', '15:30', 'Europe/Paris')).toBe('2026-01-05T14:30:00.000Z');
    expect(utcFromLocal('2026-07-05', '15:30', 'Europe/Paris')).toBe('2026-07-05T13:30:00.000Z');
    expect(utcFromLocal('2026-01-04', '21:30', 'America/New_York')).toBe('2026-01-05T02:30:00.000Z');
    expect(utcFromLocal('2026-01-05', '', 'UTC')).toBe('2026-01-05T00:00:00.000Z');
    expect(utcFromLocal('2026-01-05', '09:05', 'Asia/Kolkata')).toBe('2026-01-05T03:35:00.000Z');
  });

  it('reads a time that summer time skips with the offset before it, and each picked value back as picked', () => {
    // 02:30 does not exist in Paris on 29 March 2026; it is read as 02:30 winter time.
    expect(utcFromLocal('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    for (const [date, time] of [
      ['2026-03-29', '03:30'],
      ['2026-10-25', '01:59'],
      ['2026-12-31', '23:59'],
    ] as const) {
      expect(localParts(utcFromLocal(date, time, 'Europe/Paris')!, 'Europe/Paris')).toEqual({ date, time });
    }
  });

  it('refuses what is not a date or a time', () => {
    expect(utcFromLocal('', '10:00', 'UTC')).toBeNull();
    expect(utcFromLocal('2026-02-31', '10:00', 'UTC')).toBeNull();
    expect(utcFromLocal('2026-01-05', '25:00', 'UTC')).toBeNull();
    expect(utcFromLocal('5 Jan', '10:00', 'UTC')).toBeNull();
  });

  it('names the time zone and its offset', () => {
    const january = Date.UTC(2026, 0, 5);
    expect(timeZoneLabel('Europe/Paris', january)).toBe('Europe/Paris, UTC+01:00');
    expect(timeZoneLabel('America/St_Johns', january)).toBe('America/St_Johns, UTC-03:30');
    expect(timeZoneLabel('Europe/London', january)).toBe('Europe/London, UTC+00:00');
    expect(timeZoneLabel('UTC', january)).toBe('UTC');
  });

  it('makes a picked date and time the value to save, an empty picker a cleared cell, anything else text the server refuses', () => {
    expect(dateTimeResult('2026-01-05', '15:30', 'Europe/Paris')).toEqual({ value: '2026-01-05T14:30:00.000Z' });
    expect(dateTimeResult('', '', 'Europe/Paris')).toEqual({ value: null });
    expect(dateTimeResult('', '15:30', 'Europe/Paris')).toEqual({ text: '15:30' });
  });
});
