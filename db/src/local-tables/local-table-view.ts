import type { LocalTableField, LocalTableView, localRecords, localTables } from '../schema/index';

export type LocalTableRow = typeof localTables.$inferSelect;
export type LocalRecordRow = typeof localRecords.$inferSelect;
export type { LocalTableField, LocalTableView };

/** Built-in ids are Airtable-shaped: 'tbl…', 'fld…', 'rec…' + 14 characters. */
export const LOCAL_ID_LENGTH = 14;
