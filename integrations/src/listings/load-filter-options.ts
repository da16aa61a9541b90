import {
  type DataSource,
  DataSourceError,
  type TDataData,
  type TFilterOption,
  TRUE_CONDITION,
  type TableSchema,
  filterOptionsRead,
  filterTableOptions,
} from '@atrium/core';

/**
 * A table source's options (spec doc 2 §4 'Filters'): one page of the linked table's records,
 * titled and sorted as the builder chose, read through the record cache like the listing itself
 * (so a view costs no extra call once cached). A failure leaves the filter without options rather
 * than the listing without records.
 */
export async function loadFilterOptions(
  source: DataSource,
  baseId: string,
  data: TDataData,
  table: TableSchema,
  tables: readonly TableSchema[],
): Promise<Record<string, TFilterOption[]>> {
  const read = filterOptionsRead(data, table, tables);
  if (!read) return {};
  try {
    const page = await source.listRecords({
      baseId,
      tableId: read.tableId,
      where: TRUE_CONDITION,
      sort: read.sort,
      pageSize: read.pageSize,
      fieldIds: read.fieldIds,
    });
    return { [read.fieldId]: filterTableOptions(read, page.records) };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    console.warn(`[data] filter options of table ${read.tableId} could not be read: ${error.message}`);
    return {};
  }
}
