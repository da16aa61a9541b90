import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localTables } from '../schema/index';

/** Renames a built-in table of one site; false when the site has no such table. */
export async function renameLocalTable(
  db: DbOrTx,
  params: { siteId: string; tableId: string; name: string },
): Promise<boolean> {
  const rows = await db
    .update(localTables)
    .set({ name: params.name })
    .where(and(eq(localTables.siteId, params.siteId), eq(localTables.id, params.tableId)))
    .returning({ id: localTables.id });
  return rows.length > 0;
}

/** Deletes a built-in table of one site with its records (the records' foreign key cascades). */
export async function deleteLocalTable(db: DbOrTx, params: { siteId: string; tableId: string }): Promise<boolean> {
  const rows = await db
    .delete(localTables)
    .where(and(eq(localTables.siteId, params.siteId), eq(localTables.id, params.tableId)))
    .returning({ id: localTables.id });
  return rows.length > 0;
}
