import type { Condition } from './condition';
import type { TSort } from './listing-query';
import type { BaseSummary, CellValue, DataRecord, TableSchema } from './schema';

/** A page of records; `cursor` continues the listing, absent on the last page. */
export interface RecordPage {
  records: DataRecord[];
  cursor?: string;
}

export interface ListRecordsParams {
  baseId: string;
  tableId: string;
  where: Condition;
  sort: TSort;
  pageSize: number;
  cursor?: string;
  /** Only these fields in the answer (all when absent). */
  fieldIds?: string[];
}

/**
 * The one interface over Airtable and built-in tables. Implementations: the Airtable connector
 * (integrations/src/airtable) and local tables (integrations/src/local-tables). Every method is
 * scoped to what the tenant's credentials reach; callers add tenant scoping to cache keys.
 */
export interface DataSource {
  readonly kind: 'airtable' | 'local';
  listBases(params: { cursor?: string; pageSize?: number }): Promise<{ bases: BaseSummary[]; cursor?: string }>;
  listTables(params: { baseId: string }): Promise<TableSchema[]>;
  listRecords(params: ListRecordsParams): Promise<RecordPage>;
  /** One record; `expandFieldIds` are link fields whose linked records come back in `linked`. */
  getRecord(params: {
    baseId: string;
    tableId: string;
    recordId: string;
    expandFieldIds?: string[];
  }): Promise<{ record: DataRecord; linked: Record<string, DataRecord[]> } | undefined>;
  createRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<Record<string, CellValue>>;
  }): Promise<DataRecord[]>;
  updateRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<{ id: string; fields: Record<string, CellValue | null> }>;
  }): Promise<DataRecord[]>;
  deleteRecords(params: { baseId: string; tableId: string; recordIds: string[] }): Promise<string[]>;
  /**
   * The records just before and after `recordId` among those `where` accepts, in the sort's
   * order (a record page's Previous/Next), or undefined when `where` does not accept it. Sources
   * that can (built-in tables: one keyset query each way) have it; without it the caller pages
   * through `listRecords`.
   */
  recordNeighbours?(
    params: Pick<ListRecordsParams, 'baseId' | 'tableId' | 'where' | 'sort'> & { recordId: string },
  ): Promise<{ previous?: string; next?: string } | undefined>;
}

/** Errors a data source reports, mapped to what users see (spec doc 2 §6, §8). */
export class DataSourceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'DATA_SOURCE_ERROR',
  ) {
    super(message);
    this.name = 'DataSourceError';
  }
}

export const INSUFFICIENT_PERMISSIONS_TITLE = 'Insufficient Permissions';
export const TOKEN_EXPIRED_MESSAGE =
  'Your Airtable token has expired. You can update this from your workspace settings.';
export const NO_ACCESS_TOKEN_MESSAGE =
  "It looks like there's no access token set up to connect with Airtable in this workspace. To continue, please reach out to the workspace owner and ask them to add an Airtable access token to the workspace.";
export const BASES_FETCH_FAILED_MESSAGE = 'Something went wrong fetching your bases';
export const RECORDS_FETCH_FAILED_MESSAGE = 'Something went wrong when fetching your records. Please try again.';
export const TOKEN_UPDATED_MESSAGE = 'Airtable access token updated';
