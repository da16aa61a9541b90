import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localTables } from '../schema/index';
import type { LocalTableRow } from './local-table-view';

/** The built-in tables of one site, in position order. */
export async function listLocalTables(db: DbOrTx, params: { siteId: string }): Promise<LocalTableRow[]> {
  return db
    .select()
    .from(localTables)
    .where(eq(localTables.siteId, params.siteId))
    .orderBy(asc(localTables.position), asc(localTables.createdAt), asc(localTables.id));
}
