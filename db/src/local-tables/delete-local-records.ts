import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';

/** Deletes records of one site's table; answers the ids that were deleted. */
export async function deleteLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId: string; recordIds: string[] },
): Promise<string[]> {
  if (params.recordIds.length === 0) return [];
  const rows = await db
    .delete(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        inArray(localRecords.id, params.recordIds),
      ),
    )
    .returning({ id: localRecords.id });
  const deleted = new Set(rows.map((r) => r.id));
  return params.recordIds.filter((id) => deleted.has(id));
}
