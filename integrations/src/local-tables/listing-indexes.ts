import type { TSnapshot, TSort } from '@atrium/core';
import {
  createLocalListingIndex,
  dropLocalListingIndex,
  ensureTrigramExtension,
  getLatestPublication,
  getLocalTable,
  listLocalListingIndexes,
  localListingIndexName,
  type Database,
  type LocalTableRow,
} from '@atrium/db';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import { searchText } from './condition-to-sql';
import { sortTerms, type SortKey } from './sort-to-sql';

/**
 * A built-in table this large gets indexes for what its published listings do (ADR 044): each
 * sort they use and each field they search. Below it, reading the table in the query costs a few
 * milliseconds and an index would only slow writes (and thousands of small portals would load the
 * planner with thousands of indexes).
 */
export const LISTING_INDEX_MIN_RECORDS = 10_000;

const dialect = new PgDialect();

/** What a published portal's listings on built-in tables sort by and search. */
export function listingUses(snapshot: TSnapshot): Array<{ tableId: string; sort: TSort; searchFieldIds: string[] }> {
  const uses: Array<{ tableId: string; sort: TSort; searchFieldIds: string[] }> = [];
  for (const page of snapshot.pages) {
    for (const section of page.contents.sections) {
      if (section.type !== 'data' || section.data.source?.kind !== 'local') continue;
      const { sort, search } = section.data;
      uses.push({ tableId: section.data.source.tableId, sort, searchFieldIds: search.hide ? [] : search.fieldIds });
    }
  }
  return uses;
}

/** The index definitions (what follows `on local_records`) one listing's use of a table needs. */
function definitionsFor(table: LocalTableRow, use: { sort: TSort; searchFieldIds: string[] }): SQL[] {
  const has = (fieldId: string) => table.fields.some((f) => f.id === fieldId);
  const definitions: SQL[] = [];
  let keys: SortKey[] = [];
  if (use.sort.type === 'field') keys = [{ fieldId: use.sort.fieldId, direction: use.sort.direction }];
  else if (use.sort.type === 'view') {
    const viewId = use.sort.viewId;
    keys = table.views.find((v) => v.id === viewId)?.order ?? [];
  }
  if (keys.length > 0 && keys.every((k) => has(k.fieldId))) {
    const columns = sortTerms(keys, table.fields).map((t) =>
      t.desc ? sql`(${t.expr}) desc nulls last` : sql`(${t.expr}) asc nulls first`,
    );
    definitions.push(sql`(${sql.join([...columns, sql`created_at`, sql`seq`], sql`, `)})`);
  }
  for (const fieldId of use.searchFieldIds.filter(has)) {
    definitions.push(sql`using gin ((${searchText(fieldId)}) gin_trgm_ops)`);
  }
  return definitions;
}

/**
 * Makes the site's listing indexes those its published listings need (`snapshot`; none when it
 * was never published): builds the missing ones for tables of LISTING_INDEX_MIN_RECORDS or more,
 * drops the ones no listing uses any more (a listing sorted or searched otherwise or removed, a
 * table deleted or shrunk) and rebuilds any a failed build left unusable. Search indexes need
 * pg_trgm; without it they are left out. Each build reads the table once without blocking its
 * writes (PostgreSQL).
 */
export async function syncListingIndexes(
  db: Database,
  params: { siteId: string; snapshot: TSnapshot | undefined; dbKind: 'pglite' | 'postgres'; minRecords?: number },
): Promise<{ created: string[]; dropped: string[] }> {
  const minRecords = params.minRecords ?? LISTING_INDEX_MIN_RECORDS;
  const concurrently = params.dbKind === 'postgres';
  const wanted = new Map<string, { tableId: string; definition: SQL; trigram: boolean }>();
  for (const use of params.snapshot ? listingUses(params.snapshot) : []) {
    const table = await getLocalTable(db, { siteId: params.siteId, tableId: use.tableId });
    if (!table || table.recordCount < minRecords) continue;
    for (const definition of definitionsFor(table, use)) {
      const text = dialect.sqlToQuery(sql`${definition}`.inlineParams()).sql;
      const name = localListingIndexName(params.siteId, table.id, text);
      wanted.set(name, { tableId: table.id, definition, trigram: text.includes('gin_trgm_ops') });
    }
  }
  const existing = await listLocalListingIndexes(db, params.siteId);
  const created: string[] = [];
  const dropped: string[] = [];
  for (const index of existing) {
    if (wanted.has(index.name) && index.valid) continue;
    await dropLocalListingIndex(db, { name: index.name, concurrently });
    dropped.push(index.name);
  }
  const usable = new Set(existing.filter((i) => i.valid).map((i) => i.name));
  const missing = [...wanted].filter(([name]) => !usable.has(name));
  const trigrams = missing.some(([, index]) => index.trigram) && (await ensureTrigramExtension(db));
  for (const [name, index] of missing) {
    if (index.trigram && !trigrams) continue;
    await createLocalListingIndex(db, { name, tableId: index.tableId, definition: index.definition, concurrently });
    created.push(name);
  }
  return { created, dropped };
}

/**
 * `syncListingIndexes` for the portal's latest publication: after a publish (its listings may
 * sort or search otherwise) and an import (a table may have grown past LISTING_INDEX_MIN_RECORDS).
 * An index that cannot be built is logged, never a failure of the publish or import: the listing
 * is only slower.
 */
export async function syncPublishedListingIndexes(
  runtime: Runtime,
  siteId: string,
  /** The snapshot just published, when the caller has it (else the latest is read). */
  published?: TSnapshot,
): Promise<void> {
  try {
    const snapshot = published ?? (await getLatestPublication(runtime.db, { siteId }))?.snapshot;
    await syncListingIndexes(runtime.db, { siteId, snapshot, dbKind: runtime.dbKind });
  } catch (error) {
    console.error(`Listing indexes of portal ${siteId} could not be brought up to date:`, error);
  }
}
