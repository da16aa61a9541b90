import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';

/** How many records each built-in table of one site holds, by table id (tables with none are absent). */
export async function countLocalRecords(db: DbOrTx, params: { siteId: string }): Promise<Record<string, number>> {
  const rows = await db
    .select({ tableId: localRecords.tableId, records: count() })
    .from(localRecords)
    .where(eq(localRecords.siteId, params.siteId))
    .groupBy(localRecords.tableId);
  return Object.fromEntries(rows.map((r) => [r.tableId, Number(r.records)]));
}
