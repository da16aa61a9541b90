import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../create-db';

/**
 * Indexes that serve the sorts of a portal's listings on a large built-in table (ADR 044): one
 * partial index on `local_records` per table and sort, `WHERE table_id = '…'`, over the sort's
 * expressions and the created order, so a sorted page (and a keyset page after it) reads the
 * index's next entries instead of sorting the table. Named after the site and the definition, so
 * a site's indexes are found by name and one definition is never built twice.
 */
const PREFIX = 'lrs_';

function hash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The start of every sort index name of one site. */
export function localSortIndexPrefix(siteId: string): string {
  return `${PREFIX}${hash(siteId, 10)}_`;
}

/** The index for one table and sort (`definition`: the sort's columns as written). */
export function localSortIndexName(siteId: string, tableId: string, definition: string): string {
  return `${localSortIndexPrefix(siteId)}${hash(`${tableId}\n${definition}`, 20)}`;
}

/** The site's sort indexes, with whether each is usable (a build that failed half-way is not). */
export async function listLocalSortIndexes(
  db: Database,
  siteId: string,
): Promise<Array<{ name: string; valid: boolean }>> {
  const result = await db.execute(sql`
    select c.relname as name, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'local_records'::regclass and starts_with(c.relname, ${localSortIndexPrefix(siteId)})`);
  const rows = (result as unknown as { rows: Array<{ name: string; valid: boolean }> }).rows;
  return rows.map((r) => ({ name: r.name, valid: r.valid }));
}

/**
 * Builds a sort index; on PostgreSQL without blocking writes to the table meanwhile
 * (`concurrently`, outside any transaction; PGlite, one connection, cannot). `columns` are the index's column expressions with their order; values in them
 * (field ids, option names) are written into the statement as quoted literals, as DDL takes no
 * parameters.
 */
export async function createLocalSortIndex(
  db: Database,
  params: { name: string; tableId: string; columns: SQL[]; concurrently: boolean },
): Promise<void> {
  const columns = sql.join([...params.columns, sql`created_at`, sql`seq`], sql`, `);
  const how = params.concurrently ? sql`concurrently ` : sql``;
  await db.execute(
    sql`create index ${how}if not exists ${sql.identifier(params.name)} on local_records (${columns}) where table_id = ${params.tableId}`.inlineParams(),
  );
}

export async function dropLocalSortIndex(db: Database, params: { name: string; concurrently: boolean }): Promise<void> {
  if (!params.name.startsWith(PREFIX)) throw new Error(`Not a sort index: ${params.name}`);
  const how = params.concurrently ? sql`concurrently ` : sql``;
  await db.execute(sql`drop index ${how}if exists ${sql.identifier(params.name)}`);
}
