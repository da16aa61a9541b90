/**
 * Conditions and sorts in Airtable's terms: `conditionToFormula` writes a `filterByFormula`
 * whose meaning equals `matchesCondition` (condition.ts) for BUILT_IN_FIELD_TYPES, using only
 * the formula subset below, which `parseFormula`/`evaluateFormula` (formula-parser.ts) read and
 * the fake Airtable server evaluates.
 *
 * Formula subset (exactly what is emitted and accepted):
 *
 *   formula    := comparison
 *   comparison := concat [ ("=" | "!=") concat ]          -- not chained
 *   concat     := primary { "&" primary }                  -- text concatenation
 *   primary    := STRING | NUMBER | FIELD | "(" comparison ")"
 *               | TRUE() | FALSE() | BLANK()
 *               | AND(comparison {, comparison}) | OR(comparison {, comparison})
 *               | NOT(comparison) | LOWER(comparison) | LEN(comparison)
 *               | FIND(needle, haystack)                   -- 1-based position, 0 when absent
 *               | ARRAYJOIN(comparison [, separator])
 *   STRING     := '"' { any char but '"' and '\' | '\\' | '\"' | '\n' } '"'
 *   NUMBER     := [-] digits [ "." digits ]                -- no exponent
 *   FIELD      := "{" one or more chars other than "}" "}"  -- the field's NAME
 *   whitespace (space, tab, CR, LF) may separate tokens
 *
 * Translations (ref = {Field name}; "t" a string literal of the user's text):
 * - true                 TRUE()
 * - and/or/not           AND(…) / OR(…) / NOT(…); empty and = TRUE(), empty or = FALSE()
 * - contains ""          TRUE()  (every cell contains the empty text)
 * - contains, text/number FIND(LOWER("t"), LOWER(ref & "")) != 0
 * - contains, arrays     FIND(LOWER("t"), LOWER(ARRAYJOIN(ref, ", "))) != 0
 * - equals, text         ref = "v"   ("" never matches: Airtable has no '' cells, empty is absent)
 * - equals, number       AND(NOT(LEN(ref & "") = 0), ref = 3)   (Airtable treats blank as 0)
 * - equals, checkbox     ref = TRUE() / NOT(ref = TRUE())
 * - equals/linksTo, selects and links: membership with a one-character separator S that occurs
 *   neither in the value nor in any known choice name:
 *                        FIND("S" & "v" & "S", "S" & ARRAYJOIN(ref, "S") & "S") != 0
 * - isEmpty              LEN(ref & "") = 0; arrays LEN(ARRAYJOIN(ref, ",")) = 0;
 *                        checkbox NOT(ref = TRUE())
 * Cases whose answer follows from the value and field type alone become TRUE() or FALSE()
 * (e.g. equals true on a text field, linksTo on a non-array field, equals on attachments).
 *
 * User text only ever appears inside string literals, escaped, so it cannot change the
 * formula's structure (see the injection test). Field names come from the base's schema.
 *
 * Limitations and assumptions about real Airtable (the fake follows the assumptions):
 * - Field names containing "}" or "\" are refused (DataSourceError 422): Airtable does not
 *   document an escape inside {…}; pyAirtable's "\}" is known to fail for names with more than
 *   one "}".
 * - multipleRecordLinks: in Airtable (and the fake) `{Link}` and ARRAYJOIN({Link}) yield the
 *   linked records' primary field values, not their ids, so the translations of linksTo and
 *   equals on link fields here (membership of ids) hold only for sources whose cells are ids.
 *   The Airtable data source never sends them: it first rewrites link conditions into `idIn`
 *   through the linked records' inverse link fields (integrations resolve-link-conditions.ts).
 * - idIn: `RECORD_ID() = "rec…"` for each id.
 * - multipleAttachments: contains matches filenames; real Airtable's text is "name (url)", so
 *   real Airtable may also match text in the url.
 * - richText: real Airtable formulas see plain text; the API (and the reference) see markdown.
 * - date: compared as the 'YYYY-MM-DD' text the API returns (assumes `{Date} & ""` and
 *   `{Date} = "2024-01-31"` behave that way in Airtable for date-only fields).
 * - number: contains uses JavaScript's String(n) for the number's text.
 * - LOWER is assumed to be JavaScript's toLowerCase (Unicode-aware), as in the reference.
 * - equals with a NUMBER value on a text field compares against String(value) as text, while the
 *   reference compares Number(cell) (so "3.0" matches 3 there, not here).
 * - multipleSelects membership is exact as long as cells hold only the schema's choices (or
 *   at least none containing the chosen separator); array items equal to "" are assumed absent.
 * - Field types outside BUILT_IN_FIELD_TYPES are translated on a best-effort basis: number-like
 *   types as numbers, everything else as text.
 */
import type { Condition } from './condition';
import { DataSourceError } from './data-source';
import type { TSort } from './listing-query';
import { findField, type TableField, type TableSchema } from './schema';

/** The grammar above, for the fake server's docs and error messages. */
export const FORMULA_SUBSET_DOC = `formula    := comparison
comparison := concat [ ("=" | "!=") concat ]          -- not chained
concat     := primary { "&" primary }                  -- text concatenation
primary    := STRING | NUMBER | FIELD | "(" comparison ")"
            | TRUE() | FALSE() | BLANK()
            | AND(comparison {, comparison}) | OR(comparison {, comparison})
            | NOT(comparison) | LOWER(comparison) | LEN(comparison)
            | FIND(needle, haystack)                   -- 1-based position, 0 when absent
            | ARRAYJOIN(comparison [, separator])
STRING     := '"' { any char but '"' and '\\' | '\\\\' | '\\"' | '\\n' } '"'
NUMBER     := [-] digits [ "." digits ]                -- no exponent
FIELD      := "{" one or more chars other than "}" "}"  -- the field's NAME
whitespace (space, tab, CR, LF) may separate tokens`;

const INVALID_FORMULA_CODE = 'INVALID_FILTER_BY_FORMULA';

/** A string literal: quotes, backslashes and newlines escaped, everything else verbatim. */
export function formulaString(text: string): string {
  return `"${text.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))}"`;
}

/** A reference to a field by name; refuses names Airtable gives no documented way to write. */
export function formulaFieldReference(name: string): string {
  if (name === '' || name.includes('}') || name.includes('\\')) {
    throw new DataSourceError(
      422,
      `The field name ${JSON.stringify(name)} cannot be used in an Airtable formula`,
      INVALID_FORMULA_CODE,
    );
  }
  return `{${name}}`;
}

/** A number literal without exponent (JavaScript writes 1e21 and 1e-7 with one). */
export function formulaNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const text = String(n);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, intPart, fracPart = '', exp] = match;
  const digits = intPart! + fracPart;
  const point = intPart!.length + Number(exp);
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + plain;
}

type FieldKind = 'text' | 'number' | 'checkbox' | 'list' | 'attachments';

const NUMBER_LIKE = new Set(['number', 'currency', 'percent', 'rating', 'duration', 'autoNumber', 'count']);

function fieldKind(field: TableField): FieldKind {
  if (NUMBER_LIKE.has(field.type)) return 'number';
  if (field.type === 'checkbox') return 'checkbox';
  if (field.type === 'multipleSelects' || field.type === 'multipleRecordLinks') return 'list';
  if (field.type === 'multipleAttachments') return 'attachments';
  return 'text';
}

const TRUE_FORMULA = 'TRUE()';
const FALSE_FORMULA = 'FALSE()';
const SEPARATORS = [',', ';', '|', '/', '~', '^', '\u001f', '\u001e'];

/** One character that occurs in none of `texts` (items must not contain the separator). */
function separatorAvoiding(texts: string[]): string {
  const used = (c: string) => texts.some((t) => t.includes(c));
  for (const candidate of SEPARATORS) if (!used(candidate)) return candidate;
  for (let code = 0xe000; ; code++) {
    const candidate = String.fromCharCode(code);
    if (!used(candidate)) return candidate;
  }
}

function membership(field: TableField, ref: string, value: string): string {
  // Airtable never stores '' as a select choice or record id.
  if (value === '') return FALSE_FORMULA;
  const choices = (field.options?.choices ?? []).map((c) => c.name);
  const sep = formulaString(separatorAvoiding([value, ...choices]));
  return `FIND(${sep} & ${formulaString(value)} & ${sep}, ${sep} & ARRAYJOIN(${ref}, ${sep}) & ${sep}) != 0`;
}

function isEmptyFormula(kind: FieldKind, ref: string): string {
  switch (kind) {
    case 'checkbox':
      return `NOT(${ref} = TRUE())`;
    case 'list':
    case 'attachments':
      return `LEN(ARRAYJOIN(${ref}, ",")) = 0`;
    default:
      return `LEN(${ref} & "") = 0`;
  }
}

function equalsFormula(field: TableField, kind: FieldKind, ref: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') {
    // Only a checked checkbox is `true`; every other cell equals `false`.
    if (kind === 'checkbox') return value ? `${ref} = TRUE()` : `NOT(${ref} = TRUE())`;
    return value ? FALSE_FORMULA : TRUE_FORMULA;
  }
  switch (kind) {
    case 'checkbox':
      // A checked cell is `true`: it equals the number 1 and the text "true".
      return (typeof value === 'number' ? value === 1 : value === 'true') ? `${ref} = TRUE()` : FALSE_FORMULA;
    case 'list':
      return membership(field, ref, String(value));
    case 'attachments':
      return FALSE_FORMULA;
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) return FALSE_FORMULA;
      return `AND(NOT(LEN(${ref} & "") = 0), ${ref} = ${formulaNumber(n)})`;
    }
    case 'text': {
      const text = String(value);
      if (text === '') return FALSE_FORMULA;
      return `${ref} = ${formulaString(text)}`;
    }
  }
}

function containsFormula(kind: FieldKind, ref: string, text: string): string {
  if (text === '') return TRUE_FORMULA;
  const needle = `LOWER(${formulaString(text)})`;
  switch (kind) {
    case 'checkbox':
      // A checked cell reads as "1", an unchecked one as "".
      return text.toLowerCase() === '1' ? `${ref} = TRUE()` : FALSE_FORMULA;
    case 'list':
    case 'attachments':
      return `FIND(${needle}, LOWER(ARRAYJOIN(${ref}, ", "))) != 0`;
    default:
      return `FIND(${needle}, LOWER(${ref} & "")) != 0`;
  }
}

function fieldFor(schema: TableSchema, fieldId: string): { field: TableField; kind: FieldKind; ref: string } {
  const field = findField(schema, fieldId);
  if (!field) {
    throw new DataSourceError(422, `Unknown field ${fieldId} in table ${schema.id}`, INVALID_FORMULA_CODE);
  }
  return { field, kind: fieldKind(field), ref: formulaFieldReference(field.name) };
}

function combine(fn: 'AND' | 'OR', parts: string[]): string {
  if (parts.length === 0) return fn === 'AND' ? TRUE_FORMULA : FALSE_FORMULA;
  return parts.length === 1 ? parts[0]! : `${fn}(${parts.join(', ')})`;
}

/**
 * The condition as an Airtable `filterByFormula`. Throws DataSourceError 422 for a field the
 * schema does not have or whose name cannot be written in a formula.
 */
export function conditionToFormula(condition: Condition, schema: TableSchema): string {
  switch (condition.kind) {
    case 'true':
      return TRUE_FORMULA;
    case 'and':
      return combine(
        'AND',
        condition.conditions.map((c) => conditionToFormula(c, schema)),
      );
    case 'or':
      return combine(
        'OR',
        condition.conditions.map((c) => conditionToFormula(c, schema)),
      );
    case 'not':
      return `NOT(${conditionToFormula(condition.condition, schema)})`;
    case 'isEmpty': {
      const { kind, ref } = fieldFor(schema, condition.fieldId);
      return isEmptyFormula(kind, ref);
    }
    case 'contains': {
      const { kind, ref } = fieldFor(schema, condition.fieldId);
      return containsFormula(kind, ref, condition.text);
    }
    case 'equals': {
      const { field, kind, ref } = fieldFor(schema, condition.fieldId);
      return equalsFormula(field, kind, ref, condition.value);
    }
    case 'compare':
      // Only the builder's grid of built-in tables compares (issue 21); Airtable listings never do.
      throw new DataSourceError(422, 'Airtable tables cannot be filtered by comparison here', 'INVALID_CONDITION');
    case 'idIn': {
      const ids = [...new Set(condition.recordIds)];
      return combine(
        'OR',
        ids.map((id) => `RECORD_ID() = ${formulaString(id)}`),
      );
    }
    case 'linksTo': {
      const { field, kind, ref } = fieldFor(schema, condition.fieldId);
      if (kind !== 'list') return FALSE_FORMULA;
      const ids = [...new Set(condition.recordIds)];
      return combine(
        'OR',
        ids.map((id) => membership(field, ref, id)),
      );
    }
  }
}

export interface AirtableSortParams {
  sort?: Array<{ field: string; direction: 'asc' | 'desc' }>;
  view?: string;
}

/**
 * A listing's sort as Airtable list-records parameters: a field sort by field name, or the
 * view whose order (and filter) Airtable then applies. The view id is passed through as is.
 */
export function sortToAirtable(sort: TSort, schema: TableSchema): AirtableSortParams {
  switch (sort.type) {
    case 'none':
      return {};
    case 'view':
      return { view: sort.viewId };
    case 'field': {
      const field = findField(schema, sort.fieldId);
      if (!field) {
        throw new DataSourceError(422, `Unknown sort field ${sort.fieldId} in table ${schema.id}`, 'INVALID_SORT');
      }
      return { sort: [{ field: field.name, direction: sort.direction }] };
    }
  }
}
