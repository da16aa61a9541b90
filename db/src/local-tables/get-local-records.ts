import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';
import type { LocalRecordRow } from './local-table-view';

/** The records of one site's table with these ids, in the order of `recordIds` (missing ids skipped). */
export async function getLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId: string; recordIds: string[] },
): Promise<LocalRecordRow[]> {
  if (params.recordIds.length === 0) return [];
  const rows = await db
    .select()
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        inArray(localRecords.id, params.recordIds),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return params.recordIds.flatMap((id) => byId.get(id) ?? []);
}
