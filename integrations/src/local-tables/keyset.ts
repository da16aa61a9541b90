import { tables, type LocalRecordKeys } from '@atrium/db';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { SortTerm } from './sort-to-sql';

const records = tables.localRecords;

/**
 * Keyset paging (issue 22): the records that come after `anchor` (the last record of the page
 * before) in the order of `terms` followed by the created order, which ends every ordering.
 * The anchor's values were read from the database as text (`getLocalRecordKeys`), so they cast
 * back to exactly what the sort compares.
 *
 * After = some key is after the anchor's with every key before it equal, or every key equal and
 * the record created after. Empty values follow the sort: first ascending, last descending.
 * The first key also bounds the range on its own, so an index on it can start at the anchor.
 *
 * The records before the anchor are the records after it in the reversed order: every term's
 * direction turned (ascending empties first becomes descending empties last, and back, as the
 * sort defines them) and `created` 'desc'.
 */
export function keysetAfter(terms: SortTerm[], anchor: LocalRecordKeys, created: 'asc' | 'desc' = 'asc'): SQL {
  const value = (i: number) => anchor.values[i] ?? null;
  const than = created === 'asc' ? sql`>` : sql`<`;
  const tiebreak = sql`(${records.createdAt}, ${records.seq}) ${than} (${anchor.createdAt}::text::timestamptz, ${anchor.seq}::text::bigint)`;
  const branches: SQL[] = [];
  const equalsBefore: SQL[] = [];
  terms.forEach((term, i) => {
    const after = afterTerm(term, value(i));
    if (after) branches.push(and(...equalsBefore, after)!);
    equalsBefore.push(equalsTerm(term, value(i)));
  });
  branches.push(and(...equalsBefore, tiebreak)!);
  const keyset = branches.length === 1 ? branches[0]! : sql`(${or(...branches)})`;
  const bound = terms[0] ? boundTerm(terms[0], value(0)) : undefined;
  return bound ? and(bound, keyset)! : keyset;
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

/** The order read backwards (the records before an anchor, nearest first): see keysetAfter. */
export function reversed(terms: SortTerm[]): SortTerm[] {
  return terms.map((term) => ({ ...term, desc: !term.desc }));
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

/** The first key's own range from the anchor on (redundant with the rest; for indexes). */
function boundTerm(term: SortTerm, value: string | null): SQL | undefined {
  if (value === null) return term.desc ? sql`${term.expr} is null` : undefined;
  return term.desc
    ? sql`(${term.expr} <= ${cast(term, value)} or ${term.expr} is null)`
    : sql`${term.expr} >= ${cast(term, value)}`;
}
