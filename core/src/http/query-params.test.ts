import { describe, expect, it } from 'vitest';
import { listingParams, filterValues } from '../listings/listing-params';
import { PAGE_NUMBER_MAX, pageNumberParam } from './query-params';
import { isStorableText } from './request-limits';

describe('pageNumberParam', () => {
  it('reads whole page numbers from 1 to the maximum', () => {
    expect(pageNumberParam('1')).toBe(1);
    expect(pageNumberParam('42')).toBe(42);
    expect(pageNumberParam(String(PAGE_NUMBER_MAX))).toBe(PAGE_NUMBER_MAX);
  });

  it('answers page 1 for anything a database OFFSET could choke on', () => {
    for (const value of [
      null,
      undefined,
      '',
      'abc',
      '0',
      '-1',
      '2.5',
      '1e40',
      'Infinity',
      'NaN',
      '-0',
      ' 2',
      '9999999',
    ]) {
      expect(pageNumberParam(value), String(value)).toBe(1);
    }
  });
});

describe('listingParams with filter keys that name Object.prototype members', () => {
  it('keeps them as plain field ids and never touches a prototype', () => {
    const params = listingParams(
      new URLSearchParams('f.__proto__=x&f.constructor=y&f.toString=z&f.toString=w&f.fldA=1'),
    );
    expect(Object.getPrototypeOf(params.filters)).toBe(Object.prototype);
    expect(Object.keys(params.filters).sort()).toEqual(['__proto__', 'constructor', 'fldA', 'toString']);
    expect(filterValues(params, 'toString')).toEqual(['z', 'w']);
    expect(filterValues(params, 'hasOwnProperty')).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, accepts whole emoji', () => {
    expect(isStorableText('plain text é')).toBe(true);
    expect(isStorableText('😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  });
});
