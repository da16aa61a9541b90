import { describe, expect, it } from 'vitest';
import {
  evaluateFormula,
  formulaFieldNames,
  FormulaError,
  formulaText,
  isFormulaTruthy,
  parseFormula,
} from './formula-parser';

const run = (formula: string, fields: Record<string, unknown> = {}) =>
  evaluateFormula(parseFormula(formula), (name) => fields[name]);

describe('parseFormula', () => {
  it('parses literals, field references and calls', () => {
    expect(parseFormula('AND({My field} = "a\\"b\\\\c\\nd", NOT(FALSE()), -1.5 != 2)')).toEqual({
      type: 'call',
      name: 'AND',
      args: [
        {
          type: 'binary',
          op: '=',
          left: { type: 'field', name: 'My field' },
          right: { type: 'string', value: 'a"b\\c\nd' },
        },
        { type: 'call', name: 'NOT', args: [{ type: 'call', name: 'FALSE', args: [] }] },
        { type: 'binary', op: '!=', left: { type: 'number', value: -1.5 }, right: { type: 'number', value: 2 } },
      ],
    });
  });

  it('binds & tighter than = and lets parentheses group', () => {
    expect(parseFormula('"a" & {b} = "c"')).toEqual({
      type: 'binary',
      op: '=',
      left: {
        type: 'binary',
        op: '&',
        left: { type: 'string', value: 'a' },
        right: { type: 'field', name: 'b' },
      },
      right: { type: 'string', value: 'c' },
    });
    expect(parseFormula('(("x"))')).toEqual({ type: 'string', value: 'x' });
  });

  it('keeps braces and quotes inside the other kind of token', () => {
    expect(parseFormula('{a "b" {c} = "{d}"')).toEqual({
      type: 'binary',
      op: '=',
      left: { type: 'field', name: 'a "b" {c' },
      right: { type: 'string', value: '{d}' },
    });
  });

  it.each([
    ['', 'Unexpected end'],
    ['"abc', 'Unterminated string'],
    ['"a\\tb"', 'Unknown escape'],
    ['{abc', 'Unterminated field'],
    ['{}', 'Empty field'],
    ['SUM(1)', 'Unknown function'],
    ['NOT(1, 2)', 'Wrong number of arguments'],
    ['TRUE', 'Expected "("'],
    ['1 = 2 = 3', 'Unexpected text after formula'],
    ['1 > 0', 'Unexpected character'],
    ["'single'", 'Unexpected character'],
    ['1e3', 'Unexpected character'],
    ['- 1', 'Malformed number'],
    ['AND()', 'Wrong number of arguments'],
    ['(1', 'Expected ")"'],
    [',', 'Unexpected ","'],
  ])('rejects %j', (formula, message) => {
    expect(() => parseFormula(formula)).toThrow(FormulaError);
    expect(() => parseFormula(formula)).toThrow(message);
  });

  it('lists the field names a formula uses', () => {
    expect(formulaFieldNames(parseFormula('OR({a} = 1, FIND("x", {b} & {a}) != 0)'))).toEqual(['a', 'b']);
  });
});

describe('evaluateFormula', () => {
  it('evaluates text functions', () => {
    expect(run('LOWER("ÀBC")')).toBe('àbc');
    expect(run('LEN({t} & "")', { t: 'abcd' })).toBe(4);
    expect(run('FIND("c", "abcabc")')).toBe(3);
    expect(run('FIND("z", "abc")')).toBe(0);
    expect(run('{n} & "!"', { n: 2.5 })).toBe('2.5!');
    expect(run('{missing} & ""')).toBe('');
    expect(run('TRUE() & ""')).toBe('1');
  });

  it('joins arrays, attachments by filename, and blanks as ""', () => {
    expect(run('ARRAYJOIN({l}, "|")', { l: ['a', 'b'] })).toBe('a|b');
    expect(run('ARRAYJOIN({l})', { l: ['a', 'b'] })).toBe('a, b');
    expect(run('ARRAYJOIN({f}, ",")', { f: [{ id: 'att1', url: 'https://x', filename: 'cv.pdf' }] })).toBe('cv.pdf');
    expect(run('ARRAYJOIN({l}, ",")')).toBe('');
    expect(run('ARRAYJOIN({t}, ",")', { t: 'text' })).toBe('text');
    expect(run('{l} & ""', { l: ['a', 'b'] })).toBe('a, b');
  });

  it('compares like Airtable: case-sensitive text, numbers, blank as empty and zero', () => {
    expect(run('{t} = "a"', { t: 'a' })).toBe(true);
    expect(run('{t} = "A"', { t: 'a' })).toBe(false);
    expect(run('{n} = 3', { n: 3 })).toBe(true);
    expect(run('{n} = 0')).toBe(true);
    expect(run('{t} = ""')).toBe(true);
    expect(run('{t} = "x"')).toBe(false);
    expect(run('{c} = TRUE()', { c: true })).toBe(true);
    expect(run('{c} = TRUE()')).toBe(false);
    expect(run('TRUE() = 1')).toBe(true);
    expect(run('{t} != "a"', { t: 'b' })).toBe(true);
    expect(run('BLANK() = BLANK()')).toBe(true);
  });

  it('combines with AND, OR and NOT using Airtable truthiness', () => {
    expect(run('AND(1, "x", TRUE())')).toBe(true);
    expect(run('AND(1, "")')).toBe(false);
    expect(run('OR(0, BLANK(), "y")')).toBe(true);
    expect(run('NOT({missing})')).toBe(true);
  });

  it('decides filterByFormula truthiness', () => {
    for (const falsy of [0, false, '', Number.NaN, [], null, undefined]) expect(isFormulaTruthy(falsy)).toBe(false);
    for (const truthy of [1, -1, true, 'a', ['a']]) expect(isFormulaTruthy(truthy)).toBe(true);
  });

  it('turns values into text', () => {
    expect(formulaText({ name: 'Ada' })).toBe('Ada');
    expect(formulaText({})).toBe('');
    expect(formulaText(false)).toBe('0');
  });
});

describe('RECORD_ID()', () => {
  it('returns the record id, so records can be fetched by id', async () => {
    const { evaluateFormula, isFormulaTruthy, parseFormula } = await import('./formula-parser');
    const ast = parseFormula('OR(RECORD_ID() = "recA", RECORD_ID() = "recB")');
    expect(isFormulaTruthy(evaluateFormula(ast, () => undefined, 'recB'))).toBe(true);
    expect(isFormulaTruthy(evaluateFormula(ast, () => undefined, 'recC'))).toBe(false);
    expect(() => parseFormula('RECORD_ID(1)')).toThrow();
  });
});
