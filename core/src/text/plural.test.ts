import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('plural and countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'user', 'users')).toBe('1 user');
    expect(countOf(0, 'user', 'users')).toBe('0 users');
    expect(countOf(2, 'user', 'users')).toBe('2 users');
    expect(countOf(1.5, 'hour', 'hours')).toBe('1.5 hours');
    expect(plural(1, 'was', 'were')).toBe('was');
    expect(plural(4, 'was', 'were')).toBe('were');
  });

  it('groups thousands as the rest of the messages do', () => {
    expect(countOf(12_000, 'record', 'records')).toBe('12,000 records');
  });
});
