import { describe, expect, it } from 'vitest';
import { tagsOf } from './cell-values';

describe('tagsOf', () => {
  it('formats each tag of a field as portals show its values', () => {
    expect(tagsOf([1, 2.5], { type: 'number', options: { precision: 2 } })).toEqual(['1.00', '2.50']);
    expect(tagsOf(['Red', 'Blue'])).toEqual(['Red', 'Blue']);
    expect(tagsOf('')).toEqual([]);
  });
});
