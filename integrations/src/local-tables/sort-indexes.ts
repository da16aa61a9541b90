import type { TSnapshot, TSort } from '@atrium/core';
import {
  createLocalSortIndex,
  dropLocalSortIndex,
  getLatestPublication,
  getLocalTable,
  listLocalSortIndexes,
  localSortIndexName,
  type Database,
} from '@atrium/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { sortTerms, type SortKey, type SortTerm } from './sort-to-sql';

/**
 * A built-in table this large gets an index for each sort its published listings use (ADR 044):
 * below it, sorting the table in the query costs a few milliseconds and an index would only slow
 * writes (and thousands of small portals would load the planner with thousands of indexes).
 */
export const SORT_INDEX_MIN_RECORDS = 10_000;

const dialect = new PgDialect();

/** The sorts of a published portal's listings on built-in tables (none: the created order's own index). */
export function listingSorts(snapshot: TSnapshot): Array<{ tableId: string; sort: TSort }> {
  const sorts: Array<{ tableId: string; sort: TSort }> = [];
  for (const page of snapshot.pages) {
    for (const section of page.contents.sections) {
      if (section.type !== 'data' || section.data.source?.kind !== 'local') continue;
      if (section.data.sort.type === 'none') continue;
      sorts.push({ tableId: section.data.source.tableId, sort: section.data.sort });
    }
  }
  return sorts;
}

/** The index columns of a sort: each term's expression in its direction. */
function indexColumns(terms: SortTerm[]): SQL[] {
  return terms.map((t) => (t.desc ? sql`(${t.expr}) desc nulls last` : sql`(${t.expr}) asc nulls first`));
}

/**
 * Makes the site's sort indexes those its published listings need (`snapshot`; none when it was
 * never published): builds the missing ones for tables of SORT_INDEX_MIN_RECORDS or more, drops
 * the ones no listing uses any more (a listing sorted otherwise or removed, a table deleted or
 * shrunk) and rebuilds any a failed build left unusable. Run after a publish and after an import;
 * each build reads the table once without blocking its writes.
 */
export async function syncSortIndexes(
  db: Database,
  params: { siteId: string; snapshot: TSnapshot | undefined; dbKind: 'pglite' | 'postgres'; minRecords?: number },
): Promise<{ created: string[]; dropped: string[] }> {
  const minRecords = params.minRecords ?? SORT_INDEX_MIN_RECORDS;
  const concurrently = params.dbKind === 'postgres';
  const wanted = new Map<string, { tableId: string; columns: SQL[] }>();
  for (const { tableId, sort } of params.snapshot ? listingSorts(params.snapshot) : []) {
    const table = await getLocalTable(db, { siteId: params.siteId, tableId });
    if (!table || table.recordCount < minRecords) continue;
    let keys: SortKey[];
    if (sort.type === 'field') keys = [{ fieldId: sort.fieldId, direction: sort.direction }];
    else keys = table.views.find((v) => v.id === (sort.type === 'view' ? sort.viewId : ''))?.order ?? [];
    if (keys.length === 0 || keys.some((k) => !table.fields.some((f) => f.id === k.fieldId))) continue;
    const columns = indexColumns(sortTerms(keys, table.fields));
    const definition = dialect.sqlToQuery(sql.join(columns, sql`, `).inlineParams()).sql;
    wanted.set(localSortIndexName(params.siteId, table.id, definition), { tableId: table.id, columns });
  }
  const existing = await listLocalSortIndexes(db, params.siteId);
  const created: string[] = [];
  const dropped: string[] = [];
  for (const index of existing) {
    if (wanted.has(index.name) && index.valid) continue;
    await dropLocalSortIndex(db, { name: index.name, concurrently });
    dropped.push(index.name);
  }
  const usable = new Set(existing.filter((i) => i.valid).map((i) => i.name));
  for (const [name, index] of wanted) {
    if (usable.has(name)) continue;
    await createLocalSortIndex(db, { name, ...index, concurrently });
    created.push(name);
  }
  return { created, dropped };
}

/**
 * `syncSortIndexes` for the portal's latest publication: after a publish (its listings may sort
 * otherwise) and an import (a table may have grown past SORT_INDEX_MIN_RECORDS). An index that
 * cannot be built is logged, never a failure of the publish or import: the listing is only slower.
 */
export async function syncPublishedSortIndexes(runtime: Runtime, siteId: string): Promise<void> {
  try {
    const publication = await getLatestPublication(runtime.db, { siteId });
    await syncSortIndexes(runtime.db, { siteId, snapshot: publication?.snapshot, dbKind: runtime.dbKind });
  } catch (error) {
    console.error(`Sort indexes of portal ${siteId} could not be brought up to date:`, error);
  }
}
