import { createId } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { localRecords, type LocalCellValue } from '../schema/index';
import { computeCellIndex } from './cell-index';
import { addToRecordCount } from './count-local-records';
import { LOCAL_ID_LENGTH, type LocalRecordRow } from './local-table-view';

/**
 * New records in one site's table, in the given order, and the table's record count with them
 * (one transaction). Cells are stored as given: callers validate them against the table's fields
 * (the data source does; seeds are trusted).
 */
export async function insertLocalRecords(
  db: DbOrTx,
  params: { siteId: string; tableId: string; records: Array<{ id?: string; fields: Record<string, LocalCellValue> }> },
): Promise<LocalRecordRow[]> {
  if (params.records.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(localRecords)
      .values(
        params.records.map((r) => ({
          id: r.id ?? `rec${createId(LOCAL_ID_LENGTH)}`,
          siteId: params.siteId,
          tableId: params.tableId,
          fields: r.fields,
          cellIndex: computeCellIndex(r.fields),
        })),
      )
      .returning();
    await addToRecordCount(tx, params, rows.length);
    return rows.sort((a, b) => a.seq - b.seq);
  });
}
