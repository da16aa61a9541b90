import { AppError, TABLE_MESSAGES } from '@atrium/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords, localTables, type LocalCellValue } from '../schema/index';
import { computeCellIndex } from './cell-index';
import type { LocalTableField, LocalTableRow, LocalTableView } from './local-table-view';

/**
 * Field management of built-in tables (issue 21): each change runs in one transaction under the
 * table row's lock, so two builders changing fields at once both keep theirs. Every query names
 * the site. Records hold cells keyed by field id, so a field's values are changed in place.
 */

/** The table's row, locked for the rest of the transaction; 404 when the site has no such table. */
export async function lockLocalTable(tx: DbOrTx, params: { siteId: string; tableId: string }): Promise<LocalTableRow> {
  const [table] = await tx
    .select()
    .from(localTables)
    .where(and(eq(localTables.siteId, params.siteId), eq(localTables.id, params.tableId)))
    .for('update');
  if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
  return table;
}

/** Writes a locked table's fields and views. */
export async function writeLocalTableMeta(
  tx: DbOrTx,
  table: Pick<LocalTableRow, 'id' | 'siteId'> & { fields: LocalTableField[]; views?: LocalTableView[] },
): Promise<void> {
  await tx
    .update(localTables)
    .set({ fields: table.fields, ...(table.views ? { views: table.views } : {}) })
    .where(and(eq(localTables.siteId, table.siteId), eq(localTables.id, table.id)));
}

/** The cells one field holds in a table's records, by record id (records without a value absent). */
export async function localFieldCells(
  tx: DbOrTx,
  params: { siteId: string; tableId: string; fieldId: string },
): Promise<Map<string, LocalCellValue>> {
  const cell = sql<LocalCellValue | null>`${localRecords.fields} -> ${params.fieldId}::text`;
  const rows = await tx
    .select({ id: localRecords.id, cell })
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        sql`${localRecords.fields} -> ${params.fieldId}::text is not null`,
      ),
    );
  return new Map(rows.flatMap((r) => (r.cell === null ? [] : [[r.id, r.cell] as const])));
}

/** How many records of a table hold a value in one field. */
export async function countLocalFieldValues(
  db: DbOrTx,
  params: { siteId: string; tableId: string; fieldId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        sql`${localRecords.fields} -> ${params.fieldId}::text is not null`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Removes one field's cells (and their index entries) from every record of a table. */
export async function clearLocalFieldCells(
  tx: DbOrTx,
  params: { siteId: string; tableId: string; fieldId: string },
): Promise<void> {
  const id = params.fieldId;
  await tx
    .update(localRecords)
    .set({
      fields: sql`${localRecords.fields} - ${id}::text`,
      cellIndex: sql`${localRecords.cellIndex} #- array['t', ${id}::text] #- array['n', ${id}::text]`,
    })
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        sql`${localRecords.fields} -> ${id}::text is not null`,
      ),
    );
}

/**
 * Sets one field's cell in many records at once (undefined clears it), with the cell's index
 * entries, 1,000 records a statement. Other cells of the records are left as they are.
 */
export async function setLocalFieldCells(
  tx: DbOrTx,
  params: { siteId: string; tableId: string; fieldId: string; cells: Map<string, LocalCellValue | undefined> },
): Promise<void> {
  const id = params.fieldId;
  const entries = [...params.cells];
  for (let i = 0; i < entries.length; i += 1_000) {
    const rows = entries.slice(i, i + 1_000).map(([recordId, cell]) => {
      const index = cell === undefined ? { t: {}, n: {} } : computeCellIndex({ [id]: cell });
      return { id: recordId, v: cell ?? null, t: index.t[id] ?? null, n: index.n[id] ?? null };
    });
    const withText = sql`(case when x.t is null then r.cell_index #- array['t', ${id}::text]
      else jsonb_set(r.cell_index, array['t', ${id}::text], to_jsonb(x.t)) end)`;
    await tx.execute(sql`
      update local_records as r set
        fields = case when x.v is null then r.fields - ${id}::text else jsonb_set(r.fields, array[${id}::text], x.v) end,
        cell_index = case when x.n is null then ${withText} #- array['n', ${id}::text]
          else jsonb_set(${withText}, array['n', ${id}::text], to_jsonb(x.n)) end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, v jsonb, t text, n text)
      where r.id = x.id and r.site_id = ${params.siteId} and r.table_id = ${params.tableId}`);
  }
}
