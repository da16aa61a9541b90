import { AppError, createId } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { localTables } from '../schema/index';
import { LOCAL_ID_LENGTH, type LocalTableField, type LocalTableRow, type LocalTableView } from './local-table-view';

export interface CreateLocalTableParams {
  siteId: string;
  name: string;
  /** Fields with their ids; the first is the primary field unless primaryFieldId says otherwise. */
  fields: LocalTableField[];
  primaryFieldId?: string;
  views?: LocalTableView[];
  position?: number;
  /** A chosen id ('tbl…'), e.g. for tables that link to each other; generated when absent. */
  id?: string;
}

/** A new built-in table of one site. */
export async function createLocalTable(db: DbOrTx, params: CreateLocalTableParams): Promise<LocalTableRow> {
  const primaryFieldId = params.primaryFieldId ?? params.fields[0]?.id;
  if (!primaryFieldId || !params.fields.some((f) => f.id === primaryFieldId)) {
    throw new AppError('BAD_REQUEST', 'A table needs a primary field');
  }
  const [row] = await db
    .insert(localTables)
    .values({
      id: params.id ?? `tbl${createId(LOCAL_ID_LENGTH)}`,
      siteId: params.siteId,
      name: params.name,
      primaryFieldId,
      fields: params.fields,
      views: params.views ?? [{ id: `viw${createId(LOCAL_ID_LENGTH)}`, name: 'Grid view', type: 'grid' }],
      position: params.position ?? 0,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not create the table');
  return row;
}
