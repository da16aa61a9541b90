import { describe, expect, it } from 'vitest';
import { approximateHeapBytes, approximateJsonBytes } from './json-bytes';

describe('approximateHeapBytes', () => {
  it('counts small objects at about twice their JSON (what V8 keeps for them), long text at about its length', () => {
    const fields = Array.from({ length: 50 }, (_, i) => ({
      id: `fld${i}`,
      type: 'text',
      options: { a: 1.5, b: true },
    }));
    expect(approximateHeapBytes(fields) / approximateJsonBytes(fields)).toBeGreaterThan(2);
    const text = { body: 'x'.repeat(100_000) };
    expect(approximateHeapBytes(text) / approximateJsonBytes(text)).toBeCloseTo(1, 2);
  });

  it('counts what JSON would hold: dates, nulls, nested arrays', () => {
    expect(approximateHeapBytes(null)).toBe(0);
    expect(approximateHeapBytes('abc')).toBe(19);
    expect(approximateHeapBytes(2.5)).toBe(16);
    expect(approximateHeapBytes(7)).toBe(0);
    expect(approximateHeapBytes(new Date(0))).toBe(40);
    expect(approximateHeapBytes([[1], 'a'])).toBe(32 + 16 + (32 + 8) + 17);
    expect(approximateHeapBytes({ a: { b: null } })).toBe(24 + 8 + 24 + 8);
  });
});
