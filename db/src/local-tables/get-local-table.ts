import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localTables } from '../schema/index';
import type { LocalTableRow } from './local-table-view';

/** One built-in table of one site; a table id of another site finds nothing. */
export async function getLocalTable(
  db: DbOrTx,
  params: { siteId: string; tableId: string },
): Promise<LocalTableRow | undefined> {
  const [row] = await db
    .select()
    .from(localTables)
    .where(and(eq(localTables.siteId, params.siteId), eq(localTables.id, params.tableId)));
  return row;
}
