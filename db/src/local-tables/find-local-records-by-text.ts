import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { localRecords } from '../schema/index';
import type { LocalRecordRow } from './local-table-view';

/**
 * The records of one site's table whose text in `fieldId` is one of `texts`, ignoring case and
 * the spaces around it (how a builder writes a linked record's name in a CSV file or a pasted
 * cell). `texts` must already be trimmed and lower-cased; at most `limit` records are read.
 */
export async function findLocalRecordsByText(
  db: DbOrTx,
  params: { siteId: string; tableId: string; fieldId: string; texts: string[]; limit: number },
): Promise<LocalRecordRow[]> {
  // PostgreSQL text cannot hold NUL, and no stored cell does: such a text matches nothing.
  const texts = params.texts.filter((text) => !text.includes('\0'));
  if (texts.length === 0) return [];
  return db
    .select()
    .from(localRecords)
    .where(
      and(
        eq(localRecords.siteId, params.siteId),
        eq(localRecords.tableId, params.tableId),
        inArray(sql`lower(btrim(${localRecords.fields}->>${params.fieldId}))`, texts),
      ),
    )
    .orderBy(localRecords.createdAt, localRecords.seq)
    .limit(params.limit);
}
