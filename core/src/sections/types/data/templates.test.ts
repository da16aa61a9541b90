import { describe, expect, it } from 'vitest';
import {
  DATA_TEMPLATES,
  countsUpvotes,
  dataSectionKind,
  expandsInPlace,
  isGridLayout,
  isListLayout,
  isTableLayout,
  listsRecords,
  showsCards,
} from './templates';

describe('dataSectionKind', () => {
  it('names the kind of every data layout: listings, the Form and the Single Record View', () => {
    const kinds = Object.fromEntries(Object.keys(DATA_TEMPLATES).map((name) => [name, dataSectionKind(name)]));
    expect(kinds).toEqual({
      list1: 'listing',
      list2: 'listing',
      list3: 'listing',
      grid1: 'listing',
      grid2: 'listing',
      grid3: 'listing',
      table1: 'listing',
      form1: 'form',
      record1: 'record',
    });
    expect(Object.keys(DATA_TEMPLATES).filter(listsRecords)).toHaveLength(7);
  });
});

describe('layout predicates', () => {
  const names = Object.keys(DATA_TEMPLATES);
  it('tell the table, the grids, the lists and the card layouts apart', () => {
    expect(names.filter(isTableLayout)).toEqual(['table1']);
    expect(names.filter(isGridLayout)).toEqual(['grid1', 'grid2', 'grid3']);
    expect(names.filter(isListLayout)).toEqual(['list1', 'list2', 'list3']);
    expect(names.filter(showsCards)).toEqual(['list1', 'list2', 'list3', 'grid1', 'grid2', 'grid3']);
  });

  it('name the Expandable list and the List with upvotes', () => {
    expect(names.filter(expandsInPlace)).toEqual(['list3']);
    expect(names.filter(countsUpvotes)).toEqual(['list2']);
  });

  it('hold for no unknown name', () => {
    for (const predicate of [isTableLayout, isGridLayout, isListLayout, showsCards, expandsInPlace, countsUpvotes])
      expect(predicate('table2')).toBe(false);
  });
});
