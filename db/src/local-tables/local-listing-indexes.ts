import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../create-db';

/**
 * Indexes that serve the listings of a large built-in table (ADR 044): partial indexes on
 * `local_records`, `WHERE table_id = '…'`, one per sort a listing uses (the sort's expressions and
 * the created order) and per field it searches (trigrams of the field's text). Named after the
 * site and the definition, so a site's indexes are found by name and one definition is never
 * built twice.
 */
const PREFIX = 'lrs_';

function hash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The start of every listing index name of one site. */
export function localListingIndexPrefix(siteId: string): string {
  return `${PREFIX}${hash(siteId, 10)}_`;
}

/** The index of one table with this definition (as written in the statement). */
export function localListingIndexName(siteId: string, tableId: string, definition: string): string {
  return `${localListingIndexPrefix(siteId)}${hash(`${tableId}\n${definition}`, 20)}`;
}

/** The site's listing indexes, with whether each is usable (a build that failed half-way is not). */
export async function listLocalListingIndexes(
  db: Database,
  siteId: string,
): Promise<Array<{ name: string; valid: boolean }>> {
  const result = await db.execute(sql`
    select c.relname as name, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'local_records'::regclass and starts_with(c.relname, ${localListingIndexPrefix(siteId)})`);
  const rows = (result as unknown as { rows: Array<{ name: string; valid: boolean }> }).rows;
  return rows.map((r) => ({ name: r.name, valid: r.valid }));
}

/**
 * Builds a listing index (`definition`: what follows `on local_records`, e.g. `(expr desc, …)` or
 * `using gin (…)`); on PostgreSQL without blocking writes to the table meanwhile (`concurrently`,
 * outside any transaction; PGlite, one connection, cannot). Values in the definition (field ids,
 * option names) are written into the statement as quoted literals, as DDL takes no parameters.
 */
export async function createLocalListingIndex(
  db: Database,
  params: { name: string; tableId: string; definition: SQL; concurrently: boolean },
): Promise<void> {
  const how = params.concurrently ? sql`concurrently ` : sql``;
  await db.execute(
    sql`create index ${how}if not exists ${sql.identifier(params.name)} on local_records ${params.definition} where table_id = ${params.tableId}`.inlineParams(),
  );
}

export async function dropLocalListingIndex(
  db: Database,
  params: { name: string; concurrently: boolean },
): Promise<void> {
  if (!params.name.startsWith(PREFIX)) throw new Error(`Not a listing index: ${params.name}`);
  const how = params.concurrently ? sql`concurrently ` : sql``;
  await db.execute(sql`drop index ${how}if exists ${sql.identifier(params.name)}`);
}

/**
 * Makes pg_trgm available in the database (trusted since PostgreSQL 13: the database's owner may
 * create it); false when it cannot be (then searches are not indexed, only slower).
 */
export async function ensureTrigramExtension(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    return true;
  } catch {
    return false;
  }
}
