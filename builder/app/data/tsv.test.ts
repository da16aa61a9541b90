import { describe, expect, it } from 'vitest';
import { formatTsv, parseTsv } from './tsv';

describe('formatTsv', () => {
  it('joins cells with tabs and rows with newlines', () => {
    expect(
      formatTsv([
        ['a', 'b'],
        ['c', ''],
      ]),
    ).toBe('a\tb\nc\t');
  });

  it('quotes cells with tabs, newlines or quotes, doubling the quotes', () => {
    expect(formatTsv([['one\ttwo', 'line\nbreak', 'say "hi"', 'plain']])).toBe(
      '"one\ttwo"\t"line\nbreak"\t"say ""hi"""\tplain',
    );
  });
});

describe('parseTsv', () => {
  it('reads rows and cells, with or without a final newline, \\n or \\r\\n', () => {
    expect(parseTsv('a\tb\nc\td\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('a\tb\r\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty cells, also at the end of a row', () => {
    expect(parseTsv('\tb\t\n')).toEqual([['', 'b', '']]);
  });

  it('reads one cell of plain text', () => {
    expect(parseTsv('hello')).toEqual([['hello']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('reads quoted cells with tabs, newlines and doubled quotes inside', () => {
    expect(parseTsv('"one\ttwo"\t"line\nbreak"\n"say ""hi"""\tx')).toEqual([
      ['one\ttwo', 'line\nbreak'],
      ['say "hi"', 'x'],
    ]);
  });

  it('treats a quote that never closes, or one inside a cell, as text', () => {
    expect(parseTsv('"open\tb')).toEqual([['"open', 'b']]);
    expect(parseTsv('5" screen\tx')).toEqual([['5" screen', 'x']]);
  });

  it('reads back what formatTsv writes', () => {
    const rows = [
      ['Name', 'Notes', ''],
      ['a "quoted" one', 'two\nlines', 'tab\there'],
    ];
    expect(parseTsv(formatTsv(rows))).toEqual(rows);
  });
});
