import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords, type LocalCellValue } from '../schema/index';
import { computeCellIndex } from './cell-index';
import type { LocalRecordRow } from './local-table-view';

/**
 * Replaces the cells of records of one site's table. Ids of other tables or sites are left
 * alone and missing from the answer.
 */
export async function updateLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId: string; records: Array<{ id: string; fields: Record<string, LocalCellValue> }> },
): Promise<LocalRecordRow[]> {
  const updated: LocalRecordRow[] = [];
  for (const record of params.records) {
    const [row] = await db
      .update(localRecords)
      .set({ fields: record.fields, cellIndex: computeCellIndex(record.fields) })
      .where(
        and(
          eq(localRecords.siteId, params.siteId),
          eq(localRecords.tableId, params.tableId),
          eq(localRecords.id, record.id),
        ),
      )
      .returning();
    if (row) updated.push(row);
  }
  return updated;
}
