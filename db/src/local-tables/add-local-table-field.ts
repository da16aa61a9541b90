import { AppError, createId, TABLE_FIELDS_MAX, TABLE_MESSAGES } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { localTables } from '../schema/index';
import { LOCAL_ID_LENGTH, type LocalTableField, type LocalTableRow } from './local-table-view';

/**
 * Adds a field at the end of a built-in table of one site, under a row lock so two builders
 * adding fields at once both keep theirs. Names are unique in a table, whatever their case.
 */
export async function addLocalTableField(
  db: Database,
  params: { siteId: string; tableId: string; field: Omit<LocalTableField, 'id'> },
): Promise<{ table: LocalTableRow; field: LocalTableField }> {
  return db.transaction(async (tx) => {
    const [table] = await tx
      .select()
      .from(localTables)
      .where(and(eq(localTables.siteId, params.siteId), eq(localTables.id, params.tableId)))
      .for('update');
    if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);
    const wanted = params.field.name.trim().toLowerCase();
    if (table.fields.some((f) => f.name.trim().toLowerCase() === wanted)) {
      throw new AppError('CONFLICT', TABLE_MESSAGES.fieldNameTaken, { field: 'name' });
    }
    if (table.fields.length >= TABLE_FIELDS_MAX) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.tooManyFields);
    const field = { ...params.field, id: `fld${createId(LOCAL_ID_LENGTH)}` } as LocalTableField;
    const [updated] = await tx
      .update(localTables)
      .set({ fields: [...table.fields, field] })
      .where(eq(localTables.id, table.id))
      .returning();
    return { table: updated!, field };
  });
}
