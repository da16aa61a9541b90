import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';
import { addToRecordCount } from './count-local-records';

/** Deletes records of one site's table (and counts them off the table's count); answers the ids deleted. */
export async function deleteLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId: string; recordIds: string[] },
): Promise<string[]> {
  if (params.recordIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(localRecords)
      .where(
        and(
          eq(localRecords.siteId, params.siteId),
          eq(localRecords.tableId, params.tableId),
          inArray(localRecords.id, params.recordIds),
        ),
      )
      .returning({ id: localRecords.id });
    await addToRecordCount(tx, params, -rows.length);
    const deleted = new Set(rows.map((r) => r.id));
    return params.recordIds.filter((id) => deleted.has(id));
  });
}
