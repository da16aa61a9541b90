import {
  BASES_FETCH_FAILED_MESSAGE,
  DataSourceError,
  RECORDS_FETCH_FAILED_MESSAGE,
  findField,
  type BaseSummary,
  type CellValue,
  type DataRecord,
  type DataSource,
  type FieldChoice,
  type ListRecordsParams,
  type RecordPage,
  type TableField,
  type TableSchema,
} from '@atrium/core';
import { conditionToFormula, formulaString, sortToAirtable } from '@atrium/core/data/airtable-formula';
import { AirtableClient, type AirtableClientOptions } from './airtable-client';
import { resolveLinkConditions } from './resolve-link-conditions';

/**
 * The Airtable connector: `DataSource` over the Airtable Web API through one AirtableClient.
 *
 * Records are read with `returnFieldsByFieldId=true` and `cellFormat=json` (the default), so cells
 * are keyed by field id with JSON values, as core's schema.ts expects. Airtable requires
 * `timeZone` and `userLocale` only with `cellFormat=string` ("The timeZone and userLocale
 * parameters are required when using string as the cellFormat", list-records reference), so we
 * send neither.
 *
 * Listing filters need the table schema (conditionToFormula and sortToAirtable turn field ids
 * into formula references). The schema comes, in this order, from `params.schema`, the
 * `getTableSchema` callback given to the constructor (e.g. backed by the schema cache), or one
 * listTables request. Callers that list often should pass one of the first two.
 *
 * Link conditions (user rules and scopes, filters on link fields) are first resolved to record
 * ids through the linked records' inverse link fields (resolve-link-conditions.ts), since
 * Airtable formulas see linked records' primary values, not their ids.
 *
 * listRecords uses GET and switches to POST `/listRecords` with the same options as JSON when
 * the GET URL would pass Airtable's 16,000-character limit (support.airtable.com, "URL length
 * limitations for web API requests").
 *
 * Writes go in batches of at most 10 records, Airtable's limit per create/update/delete request
 * (pyairtable MAX_RECORDS_PER_REQUEST = 10; airtable.com/developers/web/api/create-records), one
 * batch after the other through the client (and so the rate limiter). A failed batch stops the
 * write: earlier batches stay written.
 */
export interface AirtableDataSourceOptions {
  client: AirtableClient;
  /** Supplies a table's schema without a metadata request; undefined falls back to listTables. */
  getTableSchema?: (baseId: string, tableId: string) => Promise<TableSchema | undefined>;
  /** Told of every records read of a base (e.g. to register a webhook on first use). */
  onBaseRead?: (baseId: string) => void;
}

/** The data source for one workspace token: one client over the shared limiter. */
export function createAirtableDataSource(
  options: AirtableClientOptions & Pick<AirtableDataSourceOptions, 'getTableSchema'>,
): AirtableDataSource {
  const { getTableSchema, ...clientOptions } = options;
  return new AirtableDataSource({ client: new AirtableClient(clientOptions), getTableSchema });
}

export type AirtableListRecordsParams = ListRecordsParams & { schema?: TableSchema };

export const MAX_GET_URL_LENGTH = 16_000;
export const WRITE_BATCH_SIZE = 10;
/** Linked records fetched per listRecords call when expanding links (one full page). */
export const LINK_BATCH_SIZE = 100;

interface AirtableRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

interface AirtableMetaField {
  id: string;
  name: string;
  type: string;
  description?: string;
  options?: Record<string, unknown> & { choices?: Array<{ id: string; name: string; color?: string }> };
}

interface AirtableMetaTable {
  id: string;
  name: string;
  primaryFieldId: string;
  fields: AirtableMetaField[];
  views?: Array<{ id: string; name: string; type: string }>;
}

export class AirtableDataSource implements DataSource {
  readonly kind = 'airtable' as const;
  private readonly client: AirtableClient;
  private readonly getTableSchema?: AirtableDataSourceOptions['getTableSchema'];
  private readonly onBaseRead?: AirtableDataSourceOptions['onBaseRead'];

  constructor(options: AirtableDataSourceOptions) {
    this.client = options.client;
    this.getTableSchema = options.getTableSchema;
    this.onBaseRead = options.onBaseRead;
  }

  /** Metadata API list bases; our cursor is Airtable's offset. Airtable fixes the page size, so pageSize is ignored. */
  async listBases(params: { cursor?: string; pageSize?: number }): Promise<{ bases: BaseSummary[]; cursor?: string }> {
    const query = new URLSearchParams();
    if (params.cursor) query.set('offset', params.cursor);
    const page = await this.client.request<{
      bases: Array<{ id: string; name: string; permissionLevel?: string }>;
      offset?: string;
    }>({ method: 'GET', path: '/v0/meta/bases', query, fallbackMessage: BASES_FETCH_FAILED_MESSAGE });
    return {
      bases: page.bases.map((b) => ({ id: b.id, name: b.name, permissionLevel: b.permissionLevel })),
      cursor: page.offset || undefined,
    };
  }

  async listTables(params: { baseId: string }): Promise<TableSchema[]> {
    const { tables } = await this.client.request<{ tables: AirtableMetaTable[] }>({
      method: 'GET',
      path: `/v0/meta/bases/${encodeURIComponent(params.baseId)}/tables`,
      baseId: params.baseId,
      fallbackMessage: BASES_FETCH_FAILED_MESSAGE,
    });
    return tables.map(toTableSchema);
  }

  async listRecords(params: AirtableListRecordsParams): Promise<RecordPage> {
    this.onBaseRead?.(params.baseId);
    const needsSchema = params.where.kind !== 'true' || params.sort.type === 'field';
    const schema = params.schema ?? (needsSchema ? await this.schemaOf(params.baseId, params.tableId) : undefined);
    const options: ListOptions = { pageSize: params.pageSize, offset: params.cursor, fields: params.fieldIds };
    if (params.where.kind !== 'true') {
      const where = await resolveLinkConditions(params.where, schema!, (tableId, ids, fieldIds) =>
        this.recordsById(params.baseId, tableId, ids, fieldIds),
      );
      options.filterByFormula = conditionToFormula(where, schema!);
    }
    if (schema) Object.assign(options, sortToAirtable(params.sort, schema));
    else if (params.sort.type === 'view') options.view = params.sort.viewId;
    const page = await this.list(params.baseId, params.tableId, options);
    return { records: page.records.map(toDataRecord), cursor: page.offset || undefined };
  }

  async getRecord(params: {
    baseId: string;
    tableId: string;
    recordId: string;
    expandFieldIds?: string[];
  }): Promise<{ record: DataRecord; linked: Record<string, DataRecord[]> } | undefined> {
    this.onBaseRead?.(params.baseId);
    let raw: AirtableRecord;
    try {
      raw = await this.client.request<AirtableRecord>({
        method: 'GET',
        path: `${tablePath(params.baseId, params.tableId)}/${encodeURIComponent(params.recordId)}`,
        query: new URLSearchParams({ returnFieldsByFieldId: 'true', cellFormat: 'json' }),
        baseId: params.baseId,
        fallbackMessage: RECORDS_FETCH_FAILED_MESSAGE,
      });
    } catch (error) {
      if (error instanceof DataSourceError && error.status === 404) return undefined;
      throw error;
    }
    const record = toDataRecord(raw);
    const linked: Record<string, DataRecord[]> = {};
    const expand = params.expandFieldIds ?? [];
    if (expand.length === 0) return { record, linked };

    const schema = await this.schemaOf(params.baseId, params.tableId);
    for (const fieldId of expand) {
      const field = findField(schema, fieldId);
      const linkedTableId = field?.options?.linkedTableId;
      if (!field || field.type !== 'multipleRecordLinks' || !linkedTableId) {
        throw new DataSourceError(422, `Field ${fieldId} is not a link field of this table.`, 'INVALID_EXPAND');
      }
      const cell = record.fields[fieldId];
      const ids = Array.isArray(cell) ? cell.filter((v): v is string => typeof v === 'string') : [];
      linked[fieldId] = await this.recordsById(params.baseId, linkedTableId, ids);
    }
    return { record, linked };
  }

  async createRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<Record<string, CellValue>>;
  }): Promise<DataRecord[]> {
    const created: DataRecord[] = [];
    for (const batch of chunk(params.records, WRITE_BATCH_SIZE)) {
      const answer = await this.client.request<{ records: AirtableRecord[] }>({
        method: 'POST',
        path: tablePath(params.baseId, params.tableId),
        body: { records: batch.map((fields) => ({ fields })), returnFieldsByFieldId: true },
        baseId: params.baseId,
      });
      created.push(...answer.records.map(toDataRecord));
    }
    return created;
  }

  async updateRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<{ id: string; fields: Record<string, CellValue | null> }>;
  }): Promise<DataRecord[]> {
    const updated: DataRecord[] = [];
    for (const batch of chunk(params.records, WRITE_BATCH_SIZE)) {
      // PATCH changes only the cells given; null clears a cell.
      const answer = await this.client.request<{ records: AirtableRecord[] }>({
        method: 'PATCH',
        path: tablePath(params.baseId, params.tableId),
        body: { records: batch.map((r) => ({ id: r.id, fields: r.fields })), returnFieldsByFieldId: true },
        baseId: params.baseId,
      });
      updated.push(...answer.records.map(toDataRecord));
    }
    return updated;
  }

  async deleteRecords(params: { baseId: string; tableId: string; recordIds: string[] }): Promise<string[]> {
    const deleted: string[] = [];
    for (const batch of chunk(params.recordIds, WRITE_BATCH_SIZE)) {
      const query = new URLSearchParams();
      for (const id of batch) query.append('records[]', id);
      const answer = await this.client.request<{ records: Array<{ id: string; deleted: boolean }> }>({
        method: 'DELETE',
        path: tablePath(params.baseId, params.tableId),
        query,
        baseId: params.baseId,
      });
      deleted.push(...answer.records.filter((r) => r.deleted).map((r) => r.id));
    }
    return deleted;
  }

  private async schemaOf(baseId: string, tableId: string): Promise<TableSchema> {
    const provided = await this.getTableSchema?.(baseId, tableId);
    if (provided) return provided;
    const table = (await this.listTables({ baseId })).find((t) => t.id === tableId || t.name === tableId);
    if (!table) throw new DataSourceError(404, 'This table no longer exists in Airtable.', 'TABLE_NOT_FOUND');
    return table;
  }

  /** Records of a table by id, in the order given; ids Airtable no longer has are left out. */
  private async recordsById(
    baseId: string,
    tableId: string,
    ids: string[],
    fieldIds?: string[],
  ): Promise<DataRecord[]> {
    const found = new Map<string, DataRecord>();
    for (const batch of chunk([...new Set(ids)], LINK_BATCH_SIZE)) {
      // RECORD_ID() is the record's id in Airtable formulas; one OR per batch keeps it to one request.
      const formula = `OR(${batch.map((id) => `RECORD_ID()=${formulaString(id)}`).join(',')})`;
      let offset: string | undefined;
      do {
        const page = await this.list(baseId, tableId, {
          filterByFormula: formula,
          pageSize: 100,
          offset,
          fields: fieldIds,
        });
        for (const r of page.records) found.set(r.id, toDataRecord(r));
        offset = page.offset || undefined;
      } while (offset);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** One list records request: GET, or POST /listRecords when the GET URL would be too long. */
  private async list(
    baseId: string,
    tableId: string,
    options: ListOptions,
  ): Promise<{ records: AirtableRecord[]; offset?: string }> {
    const path = tablePath(baseId, tableId);
    const query = new URLSearchParams({ returnFieldsByFieldId: 'true', cellFormat: 'json' });
    if (options.pageSize) query.set('pageSize', String(options.pageSize));
    if (options.offset) query.set('offset', options.offset);
    for (const id of options.fields ?? []) query.append('fields[]', id);
    if (options.filterByFormula) query.set('filterByFormula', options.filterByFormula);
    (options.sort ?? []).forEach((s, i) => {
      query.set(`sort[${i}][field]`, s.field);
      query.set(`sort[${i}][direction]`, s.direction);
    });
    if (options.view) query.set('view', options.view);

    const common = { baseId, fallbackMessage: RECORDS_FETCH_FAILED_MESSAGE };
    if (this.client.url(path, query).length <= MAX_GET_URL_LENGTH) {
      return this.client.request({ method: 'GET', path, query, ...common });
    }
    const body: Record<string, unknown> = { returnFieldsByFieldId: true, cellFormat: 'json' };
    if (options.pageSize) body.pageSize = options.pageSize;
    if (options.offset) body.offset = options.offset;
    if (options.fields?.length) body.fields = options.fields;
    if (options.filterByFormula) body.filterByFormula = options.filterByFormula;
    if (options.sort?.length) body.sort = options.sort;
    if (options.view) body.view = options.view;
    return this.client.request({ method: 'POST', path: `${path}/listRecords`, body, ...common });
  }
}

interface ListOptions {
  pageSize?: number;
  offset?: string;
  fields?: string[];
  filterByFormula?: string;
  sort?: Array<{ field: string; direction: 'asc' | 'desc' }>;
  view?: string;
}

function tablePath(baseId: string, tableId: string): string {
  return `/v0/${encodeURIComponent(baseId)}/${encodeURIComponent(tableId)}`;
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toDataRecord(r: AirtableRecord): DataRecord {
  return { id: r.id, createdTime: r.createdTime, fields: r.fields as Record<string, CellValue> };
}

function toTableSchema(t: AirtableMetaTable): TableSchema {
  return {
    id: t.id,
    name: t.name,
    primaryFieldId: t.primaryFieldId,
    fields: t.fields.map(toTableField),
    views: (t.views ?? []).map((v) => ({ id: v.id, name: v.name, type: v.type })),
  };
}

function toTableField(f: AirtableMetaField): TableField {
  const field: TableField = { id: f.id, name: f.name, type: f.type };
  if (f.description) field.description = f.description;
  if (f.options) {
    const { choices, ...rest } = f.options;
    field.options = { ...rest };
    if (choices) {
      field.options.choices = choices.map((c): FieldChoice =>
        c.color ? { id: c.id, name: c.name, color: c.color } : { id: c.id, name: c.name },
      );
    }
  }
  return field;
}
