import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';

/**
 * How many records each built-in table of one site holds, by table id (tables with none are
 * absent); with `tableId`, only that table is counted.
 */
export async function countLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId?: string },
): Promise<Record<string, number>> {
  const rows = await db
    .select({ tableId: localRecords.tableId, records: count() })
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        params.tableId === undefined ? undefined : eq(localRecords.tableId, params.tableId),
      ),
    )
    .groupBy(localRecords.tableId);
  return Object.fromEntries(rows.map((r) => [r.tableId, Number(r.records)]));
}
