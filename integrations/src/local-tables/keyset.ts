import { tables, type LocalRecordKeys } from '@atrium/db';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { SortTerm } from './sort-to-sql';

const records = tables.localRecords;

/**
 * Keyset paging (issue 22, ADR 044): the records that come after `anchor` (the last record of
 * the page before) in the order of `terms` followed by the created order, which ends every
 * ordering, as conditions to read one after the other: every record of the first comes before
 * every record of the second (the empty values of the first key, which the order puts at one
 * end). Usually the first fills the page. Each is one range of an index on the sort (built for
 * the sorts of a large table's listings: listing-indexes.ts), so a page after the anchor reads the
 * index from the anchor on instead of sorting the table or skipping the records before it.
 *
 * The anchor's values were read from the database as text (`getLocalRecordKeys`), so they cast
 * back to exactly what the sort compares. The records before the anchor are the records after it
 * in the reversed order: every term's direction turned (ascending empties first becomes
 * descending empties last, and back, as the sort defines them) and `created` 'desc'.
 */
export function keysetSegments(terms: SortTerm[], anchor: LocalRecordKeys, created: 'asc' | 'desc' = 'asc'): SQL[] {
  const than = created === 'asc' ? sql`>` : sql`<`;
  const tiebreak = sql`(${records.createdAt}, ${records.seq}) ${than} (${anchor.createdAt}::text::timestamptz, ${anchor.seq}::text::bigint)`;
  const [first, ...rest] = terms;
  if (!first) return [tiebreak];
  const value = anchor.values[0] ?? null;
  // Equal first keys: after the anchor by the other keys, then the created order.
  const sameFirst = and(equalsTerm(first, value), after(rest, anchor.values.slice(1), tiebreak))!;
  if (value === null) {
    // Empty first key: the other empties after the anchor; ascending, then every filled one.
    return first.desc ? [sameFirst] : [sameFirst, sql`${first.expr} is not null`];
  }
  const v = cast(first, value);
  return first.desc
    ? [sql`${first.expr} <= ${v} and (${first.expr} < ${v} or ${sameFirst})`, sql`${first.expr} is null`]
    : [sql`${first.expr} >= ${v} and (${first.expr} > ${v} or ${sameFirst})`];
}

/** The order read backwards (the records before an anchor, nearest first): see keysetSegments. */
export function reversed(terms: SortTerm[]): SortTerm[] {
  return terms.map((term) => ({ ...term, desc: !term.desc }));
}

/** After the anchor's `values` by `terms`, with every key equal settled by `tiebreak`. */
function after(terms: SortTerm[], values: Array<string | null>, tiebreak: SQL): SQL {
  const branches: SQL[] = [];
  const equalsBefore: SQL[] = [];
  terms.forEach((term, i) => {
    const value = values[i] ?? null;
    const later = afterTerm(term, value);
    if (later) branches.push(and(...equalsBefore, later)!);
    equalsBefore.push(equalsTerm(term, value));
  });
  branches.push(and(...equalsBefore, tiebreak)!);
  return branches.length === 1 ? branches[0]! : sql`(${or(...branches)})`;
}

/** The anchor's text as the key's type (the parameter is text first: PGlite types it by the cast). */
function cast(term: SortTerm, value: string): SQL {
  switch (term.type) {
    case 'numeric':
      return sql`${value}::text::numeric`;
    case 'boolean':
      return sql`${value}::text::boolean`;
    case 'integer':
      return sql`${value}::text::integer`;
    case 'text':
      return sql`(${value}::text collate "C")`;
  }
}

/** The records whose key comes after `value`; undefined when none can (descending, after empty). */
function afterTerm(term: SortTerm, value: string | null): SQL | undefined {
  if (value === null) return term.desc ? undefined : sql`${term.expr} is not null`;
  return term.desc
    ? sql`(${term.expr} < ${cast(term, value)} or ${term.expr} is null)`
    : sql`${term.expr} > ${cast(term, value)}`;
}

function equalsTerm(term: SortTerm, value: string | null): SQL {
  return value === null ? sql`${term.expr} is null` : sql`${term.expr} = ${cast(term, value)}`;
}
