/**
 * Date-time cells are stored in UTC (ISO 8601, ADR 035); builders pick them in their own time.
 * These turn one into the other for the grid's and the record form's date-time pickers: the
 * browser's time zone by default, any IANA zone in tests.
 */
import type { EditorResult } from './use-editor-keys';

/** A UTC date-time as its date ('YYYY-MM-DD') and time ('HH:mm') in a time zone; null if it is none. */
export function localParts(iso: string, timeZone?: string): { date: string; time: string } | null {
  const at = new Date(iso);
  if (iso.trim() === '' || Number.isNaN(at.getTime())) return null;
  const part = wallClock(at.getTime(), timeZone);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return {
    date: `${pad(part.year, 4)}-${pad(part.month)}-${pad(part.day)}`,
    time: `${pad(part.hour)}:${pad(part.minute)}`,
  };
}

/**
 * A date and time read in a time zone, as the UTC date-time to store ('2026-01-05T13:30:00.000Z');
 * no time is midnight; null when the date or the time is not one. A time that a change to summer
 * time skips is read with the offset before it; one that happens twice is the first.
 */
export function utcFromLocal(date: string, time: string, timeZone?: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim() || '00:00');
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null; // 31 February
  // The zone's offset at that moment, checked once more where the offset changes.
  let at = asUtc - offsetAt(asUtc, timeZone);
  at = asUtc - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}

/** A date and a time in the builder's time zone as the cell's value: UTC, or the text the server refuses. */
export function dateTimeResult(date: string, time: string, timeZone?: string): EditorResult {
  if (date.trim() === '' && time.trim() === '') return { value: null };
  const utc = utcFromLocal(date, time, timeZone);
  return utc ? { value: utc } : { text: `${date} ${time}`.trim() };
}

/** The time zone's name, and its offset now ("Europe/Paris, UTC+01:00"; "UTC"), for the pickers' labels. */
export function timeZoneLabel(timeZone?: string, now = Date.now()): string {
  const name = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = Math.round(offsetAt(now, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return name === 'UTC' || name === 'Etc/UTC' ? 'UTC' : `${name}, UTC${sign}${hours}:${minutes}`;
}

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(at: number, timeZone?: string): number {
  const p = wallClock(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

function wallClock(at: number, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}
