import { describe, expect, it } from 'vitest';
import { matchesCondition } from '../data/condition';
import type { DataRecord, TableField } from '../data/schema';
import {
  GRID_FILTERS_MAX,
  gridFilterLabel,
  gridFilterParam,
  gridFiltersCondition,
  gridFiltersFromSearch,
  gridFilterValueError,
  parseGridFilterParam,
  type TGridFilter,
} from './grid-filters';
import { gridQueryFromSearch } from './table-grid';

const fields: TableField[] = [
  { id: 'fldName', name: 'Name', type: 'singleLineText' },
  { id: 'fldAmount', name: 'Amount', type: 'number' },
  { id: 'fldDue', name: 'Due', type: 'date' },
  { id: 'fldAt', name: 'Sent at', type: 'dateTime' },
  { id: 'fldPaid', name: 'Paid', type: 'checkbox' },
  { id: 'fldTags', name: 'Tags', type: 'multipleSelects' },
  { id: 'fldClient', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tblC' } },
];

const records: DataRecord[] = [
  {
    id: 'rec1',
    createdTime: '',
    fields: {
      fldName: 'INV-1',
      fldAmount: 120,
      fldDue: '2026-01-05',
      fldAt: '2026-01-05T23:30:00.000Z',
      fldPaid: true,
      fldTags: ['a', 'b'],
      fldClient: ['recAcme'],
    },
  },
  { id: 'rec2', createdTime: '', fields: { fldName: 'INV-2', fldAmount: 40, fldAt: '2026-01-06T00:00:00.000Z' } },
  { id: 'rec3', createdTime: '', fields: { fldName: 'Draft', fldDue: '2026-03-01', fldTags: ['b'] } },
];

const matching = (filters: TGridFilter[], linked = new Map<number, string[]>()) => {
  const condition = gridFiltersCondition(fields, filters, linked);
  return records.filter((r) => matchesCondition(r, condition)).map((r) => r.id);
};
const filter = (fieldId: string, op: TGridFilter['op'], value = ''): TGridFilter => ({ fieldId, op, value });

describe('grid filters', () => {
  it('filter each type by what it offers', () => {
    expect(matching([filter('fldName', 'contains', 'inv')])).toEqual(['rec1', 'rec2']);
    expect(matching([filter('fldName', 'notContains', 'inv')])).toEqual(['rec3']);
    expect(matching([filter('fldName', 'is', 'Draft')])).toEqual(['rec3']);
    expect(matching([filter('fldAmount', 'gt', '40')])).toEqual(['rec1']);
    expect(matching([filter('fldAmount', 'lt', '120')])).toEqual(['rec2']);
    expect(matching([filter('fldAmount', 'is', '40.0')])).toEqual(['rec2']);
    expect(matching([filter('fldAmount', 'isNot', '40')])).toEqual(['rec1', 'rec3']);
    expect(matching([filter('fldDue', 'lt', '2026-03-01')])).toEqual(['rec1']);
    expect(matching([filter('fldDue', 'gt', '2026-01-05')])).toEqual(['rec3']);
    expect(matching([filter('fldDue', 'isEmpty')])).toEqual(['rec2']);
    // Date-times by UTC day: "after" a day is from the next day on.
    expect(matching([filter('fldAt', 'is', '2026-01-05')])).toEqual(['rec1']);
    expect(matching([filter('fldAt', 'gt', '2026-01-05')])).toEqual(['rec2']);
    expect(matching([filter('fldAt', 'lt', '2026-01-06')])).toEqual(['rec1']);
    expect(matching([filter('fldPaid', 'isNotEmpty')])).toEqual(['rec1']);
    expect(matching([filter('fldPaid', 'isEmpty')])).toEqual(['rec2', 'rec3']);
    expect(matching([filter('fldTags', 'is', 'b')])).toEqual(['rec1', 'rec3']);
    expect(matching([filter('fldTags', 'isNot', 'a')])).toEqual(['rec2', 'rec3']);
    expect(matching([filter('fldClient', 'is', 'Acme')], new Map([[0, ['recAcme']]]))).toEqual(['rec1']);
    expect(matching([filter('fldClient', 'is', 'Nobody')])).toEqual([]);
    // Filters combine with AND.
    expect(matching([filter('fldName', 'contains', 'inv'), filter('fldAmount', 'lt', '100')])).toEqual(['rec2']);
  });

  it('leaves out filters a field cannot take, so a stale link shows more, never fails', () => {
    expect(matching([filter('fldGone', 'is', 'x')])).toEqual(['rec1', 'rec2', 'rec3']);
    expect(matching([filter('fldAmount', 'contains', '4')])).toEqual(['rec1', 'rec2', 'rec3']);
    expect(matching([filter('fldAmount', 'gt', 'lots')])).toEqual(['rec1', 'rec2', 'rec3']);
    expect(matching([filter('fldDue', 'lt', '2026-02-30')])).toEqual(['rec1', 'rec2', 'rec3']);
    expect(matching([filter('fldName', 'is', '   ')])).toEqual(['rec1', 'rec2', 'rec3']);
    expect(gridFilterValueError('number', filter('fldAmount', 'gt', 'lots'))).toBe('Enter a number.');
    expect(gridFilterValueError('date', filter('fldDue', 'lt', '5/1/2026'))).toBe('Enter a date as YYYY-MM-DD.');
    expect(gridFilterValueError('singleLineText', filter('fldName', 'is', ''))).toBe('Enter a value to filter by.');
    expect(gridFilterValueError('singleLineText', filter('fldName', 'isEmpty'))).toBeNull();
  });

  it('travel in the URL as fieldId:op:value, values with colons included', () => {
    const withColon = filter('fldName', 'is', 'a:b: c');
    expect(gridFilterParam(withColon)).toBe('fldName:is:a:b: c');
    expect(parseGridFilterParam(gridFilterParam(withColon))).toEqual(withColon);
    expect(parseGridFilterParam('fldDue:isEmpty')).toEqual(filter('fldDue', 'isEmpty'));
    for (const bad of ['', 'fldName', 'fldName:drop', 'x:is:1', `fldName:is:${'y'.repeat(201)}`, ':is:1']) {
      expect(parseGridFilterParam(bad), bad.slice(0, 20)).toBeNull();
    }
    const search = new URLSearchParams();
    for (let i = 0; i < GRID_FILTERS_MAX + 2; i++) search.append('filter', `fldAmount:gt:${i}`);
    search.append('filter', 'junk');
    search.set('q', 'inv');
    expect(gridFiltersFromSearch(search)).toHaveLength(GRID_FILTERS_MAX);
    expect(gridQueryFromSearch(search)).toMatchObject({ q: 'inv', dir: 'asc', filters: { length: GRID_FILTERS_MAX } });
    expect(gridQueryFromSearch(new URLSearchParams('sort=x%27&dir=up'))).toEqual({
      q: '',
      sort: undefined,
      dir: 'asc',
      cursor: undefined,
      filters: [],
    });
  });

  it('read as their chips show them', () => {
    expect(gridFilterLabel(fields[1]!, filter('fldAmount', 'gt', '100'))).toBe('Amount > 100');
    expect(gridFilterLabel(fields[2]!, filter('fldDue', 'lt', '2026-02-01'))).toBe('Due is before 2026-02-01');
    expect(gridFilterLabel(fields[4]!, filter('fldPaid', 'isNotEmpty'))).toBe('Paid is checked');
    expect(gridFilterLabel(fields[5]!, filter('fldTags', 'is', 'b'))).toBe('Tags has b');
  });
});
