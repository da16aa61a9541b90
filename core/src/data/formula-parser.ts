/**
 * Parser and evaluator for the Airtable formula subset that `conditionToFormula`
 * (airtable-formula.ts) emits; the grammar is `FORMULA_SUBSET_DOC` there. One parser for the
 * translation's tests and for the fake Airtable server, so both agree on what a formula means.
 *
 * Pure: no I/O, no globals. The evaluator follows Airtable's behaviour for the subset as far as
 * it is documented or widely observed:
 * - a blank cell (absent) is BLANK(); `&`, LOWER, LEN and FIND see it as "";
 * - `=` compares strings case-sensitively and numbers numerically; BLANK() equals "", 0,
 *   FALSE() and BLANK() (Airtable's "empty is zero" rule); booleans compare as 1 and 0;
 * - `&` and text functions turn numbers into text with JavaScript's `String(n)`, booleans into
 *   "1"/"0", arrays into their items joined with ", ";
 * - an attachment, wherever text is needed, is its filename (real Airtable writes
 *   "filename (url)"; see the limitations in airtable-formula.ts);
 * - ARRAYJOIN of a link field joins the linked record IDS (real Airtable yields the linked
 *   records' primary field values; see airtable-formula.ts);
 * - a record passes filterByFormula unless the result is 0, FALSE(), "", NaN, [] or BLANK()
 *   (`isFormulaTruthy`).
 */

export type FormulaFunctionName =
  'TRUE' | 'FALSE' | 'BLANK' | 'AND' | 'OR' | 'NOT' | 'LOWER' | 'FIND' | 'ARRAYJOIN' | 'LEN' | 'RECORD_ID';

export type FormulaAst =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'field'; name: string }
  | { type: 'call'; name: FormulaFunctionName; args: FormulaAst[] }
  | { type: 'binary'; op: '=' | '!=' | '&'; left: FormulaAst; right: FormulaAst };

/** A formula outside the subset: the fake answers these with 422 INVALID_FILTER_BY_FORMULA. */
export class FormulaError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(position === undefined ? message : `${message} at ${position}`);
    this.name = 'FormulaError';
  }
}

/** Allowed argument counts: [min, max]. */
const ARITY: Record<FormulaFunctionName, [number, number]> = {
  TRUE: [0, 0],
  FALSE: [0, 0],
  BLANK: [0, 0],
  AND: [1, Infinity],
  OR: [1, Infinity],
  NOT: [1, 1],
  LOWER: [1, 1],
  FIND: [2, 2],
  ARRAYJOIN: [1, 2],
  LEN: [1, 1],
  RECORD_ID: [0, 0],
};

type Token =
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'field'; name: string; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'op'; op: '=' | '!=' | '&' | '(' | ')' | ','; at: number }
  | { kind: 'end'; at: number };

const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', n: '\n' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const at = i;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
    } else if (ch === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new FormulaError('Unterminated string', at);
        const c = text[i]!;
        if (c === '"') break;
        if (c === '\\') {
          const escaped = ESCAPES[text[i + 1] ?? ''];
          if (escaped === undefined) throw new FormulaError('Unknown escape in string', i);
          value += escaped;
          i += 2;
        } else {
          value += c;
          i++;
        }
      }
      i++;
      tokens.push({ kind: 'string', value, at });
    } else if (ch === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0) throw new FormulaError('Unterminated field reference', at);
      const name = text.slice(i + 1, close);
      if (name === '') throw new FormulaError('Empty field reference', at);
      tokens.push({ kind: 'field', name, at });
      i = close + 1;
    } else if (/[0-9-]/.test(ch)) {
      const match = /^-?[0-9]+(\.[0-9]+)?/.exec(text.slice(i));
      if (!match) throw new FormulaError('Malformed number', at);
      tokens.push({ kind: 'number', value: Number(match[0]), at });
      i += match[0].length;
    } else if (/[A-Z]/.test(ch)) {
      const name = /^[A-Z][A-Z0-9_]*/.exec(text.slice(i))![0];
      tokens.push({ kind: 'name', name, at });
      i += name.length;
    } else if (ch === '!' && text[i + 1] === '=') {
      tokens.push({ kind: 'op', op: '!=', at });
      i += 2;
    } else if (ch === '=' || ch === '&' || ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: 'op', op: ch, at });
      i++;
    } else {
      throw new FormulaError(`Unexpected character ${JSON.stringify(ch)}`, at);
    }
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}

function isFunctionName(name: string): name is FormulaFunctionName {
  return Object.hasOwn(ARITY, name);
}

/**
 * Parses a formula of the subset. Grammar (comparison binds loosest, is not chained):
 *   formula    := comparison END
 *   comparison := concat [ ("=" | "!=") concat ]
 *   concat     := primary { "&" primary }
 *   primary    := STRING | NUMBER | FIELD | NAME "(" [ comparison { "," comparison } ] ")"
 *               | "(" comparison ")"
 */
export function parseFormula(text: string): FormulaAst {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = (): Token => tokens[pos]!;
  const isOp = (op: string): boolean => {
    const t = peek();
    return t.kind === 'op' && t.op === op;
  };
  const expectOp = (op: string): void => {
    if (!isOp(op)) throw new FormulaError(`Expected "${op}"`, peek().at);
    pos++;
  };

  function comparison(): FormulaAst {
    const left = concat();
    const t = peek();
    if (t.kind === 'op' && (t.op === '=' || t.op === '!=')) {
      pos++;
      return { type: 'binary', op: t.op, left, right: concat() };
    }
    return left;
  }

  function concat(): FormulaAst {
    let left = primary();
    while (isOp('&')) {
      pos++;
      left = { type: 'binary', op: '&', left, right: primary() };
    }
    return left;
  }

  function primary(): FormulaAst {
    const t = peek();
    pos++;
    switch (t.kind) {
      case 'string':
        return { type: 'string', value: t.value };
      case 'number':
        return { type: 'number', value: t.value };
      case 'field':
        return { type: 'field', name: t.name };
      case 'name': {
        if (!isFunctionName(t.name)) throw new FormulaError(`Unknown function ${t.name}`, t.at);
        expectOp('(');
        const args: FormulaAst[] = [];
        if (!isOp(')')) {
          args.push(comparison());
          while (isOp(',')) {
            pos++;
            args.push(comparison());
          }
        }
        expectOp(')');
        const [min, max] = ARITY[t.name];
        if (args.length < min || args.length > max) {
          throw new FormulaError(`Wrong number of arguments to ${t.name}`, t.at);
        }
        return { type: 'call', name: t.name, args };
      }
      case 'op':
        if (t.op === '(') {
          const inner = comparison();
          expectOp(')');
          return inner;
        }
        throw new FormulaError(`Unexpected "${t.op}"`, t.at);
      case 'end':
        throw new FormulaError('Unexpected end of formula', t.at);
    }
  }

  const ast = comparison();
  if (peek().kind !== 'end') throw new FormulaError('Unexpected text after formula', peek().at);
  return ast;
}

/** The field names a formula refers to (so the fake can reject unknown fields with 422). */
export function formulaFieldNames(ast: FormulaAst): string[] {
  const names = new Set<string>();
  const walk = (node: FormulaAst): void => {
    if (node.type === 'field') names.add(node.name);
    else if (node.type === 'call') node.args.forEach(walk);
    else if (node.type === 'binary') {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(ast);
  return [...names];
}

/** Airtable's filterByFormula test: 0, FALSE(), "", NaN, [] and BLANK() reject the record. */
export function isFormulaTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '' || value === 0) return false;
  if (typeof value === 'number' && Number.isNaN(value)) return false;
  if (Array.isArray(value) && value.length === 0) return false;
  return true;
}

/** A value as text, the way `&`, LOWER, LEN and FIND see it. */
export function formulaText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.map(formulaText).join(', ');
  if (typeof value === 'object') {
    const o = value as { filename?: unknown; name?: unknown };
    if (typeof o.filename === 'string') return o.filename;
    if (typeof o.name === 'string') return o.name;
  }
  return '';
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function formulaEquals(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) {
    const other = isBlank(a) ? b : a;
    return isBlank(other) || other === '' || other === 0 || other === false;
  }
  const num = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  const x = num(a);
  const y = num(b);
  if (typeof x === 'number' && typeof y === 'number') return x === y;
  return formulaText(x) === formulaText(y);
}

/**
 * Evaluates a parsed formula for one record. `getField` returns the cell as the API returns it
 * (`cellFormat=json`), `undefined` when empty; `recordId` is what RECORD_ID() returns.
 */
export function evaluateFormula(ast: FormulaAst, getField: (name: string) => unknown, recordId = ''): unknown {
  const ev = (node: FormulaAst): unknown => evaluateFormula(node, getField, recordId);
  switch (ast.type) {
    case 'string':
    case 'number':
      return ast.value;
    case 'field': {
      const value = getField(ast.name);
      return value === undefined ? null : value;
    }
    case 'binary': {
      const left = ev(ast.left);
      const right = ev(ast.right);
      if (ast.op === '&') return formulaText(left) + formulaText(right);
      const equal = formulaEquals(left, right);
      return ast.op === '=' ? equal : !equal;
    }
    case 'call': {
      const args = ast.args;
      switch (ast.name) {
        case 'TRUE':
          return true;
        case 'FALSE':
          return false;
        case 'BLANK':
          return null;
        case 'RECORD_ID':
          return recordId;
        case 'AND':
          return args.every((a) => isFormulaTruthy(ev(a)));
        case 'OR':
          return args.some((a) => isFormulaTruthy(ev(a)));
        case 'NOT':
          return !isFormulaTruthy(ev(args[0]!));
        case 'LOWER':
          return formulaText(ev(args[0]!)).toLowerCase();
        case 'LEN':
          return formulaText(ev(args[0]!)).length;
        case 'FIND':
          return formulaText(ev(args[1]!)).indexOf(formulaText(ev(args[0]!))) + 1;
        case 'ARRAYJOIN': {
          const value = ev(args[0]!);
          const separator = args[1] === undefined ? ', ' : formulaText(ev(args[1]));
          return Array.isArray(value) ? value.map(formulaText).join(separator) : formulaText(value);
        }
      }
    }
  }
}
