import { describe, expect, it } from 'vitest';
import { nextDomainCheckDelayMs } from './check-schedule';

const MINUTE = 60_000;
const added = new Date('2026-01-01T00:00:00Z');
const after = (ms: number) => new Date(added.getTime() + ms);

describe('nextDomainCheckDelayMs', () => {
  it('waits 1, 2, 5, 10 and 30 minutes, then an hour between checks', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => nextDomainCheckDelayMs(attempt, added, after(MINUTE)));
    expect(delays).toEqual([1, 2, 5, 10, 30, 60, 60, 60].map((m) => m * MINUTE));
  });

  it('stops (null) once the domain was added 7 days ago or more: then it is checked on demand only', () => {
    const week = 7 * 24 * 60 * MINUTE;
    expect(nextDomainCheckDelayMs(100, added, after(week - 1))).toBe(60 * MINUTE);
    expect(nextDomainCheckDelayMs(100, added, after(week))).toBeNull();
    expect(nextDomainCheckDelayMs(0, added, after(30 * week))).toBeNull();
  });

  it('treats odd attempts and dates safely', () => {
    expect(nextDomainCheckDelayMs(-3, added, added)).toBe(MINUTE);
    expect(nextDomainCheckDelayMs(1.7, added, added)).toBe(2 * MINUTE);
    expect(nextDomainCheckDelayMs(Number.NaN, added, added)).toBe(60 * MINUTE);
    expect(nextDomainCheckDelayMs(0, new Date('nonsense'), added)).toBeNull();
  });
});
