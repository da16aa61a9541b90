import type { DataRecord, TableSchema, TableView } from '@atrium/core/data/schema';

/** A view in a fixture: Airtable's view metadata plus what the fake needs to apply it. */
export interface FakeView extends TableView {
  /** Record ids in the view's order; records not listed follow in table order. */
  recordOrder?: string[];
  /** Only records matching this formula are in the view. */
  filterByFormula?: string;
}

export interface FakeTable extends Omit<TableSchema, 'views'> {
  views: FakeView[];
  /** Records keyed by field id; empty cells absent (as in `core/src/data/schema.ts`). */
  records: DataRecord[];
}

export interface FakeBase {
  id: string;
  name: string;
  /** What GET /v0/meta/bases reports (default 'create'). */
  permissionLevel?: string;
  /** Tokens allowed on this base; absent = every valid token. Others get 403. */
  tokens?: string[];
  tables: FakeTable[];
}

export interface FakeFixtures {
  bases: FakeBase[];
}

/** One webhook registered on the fake. */
export interface FakeWebhook {
  id: string;
  baseId: string;
  macSecretBase64: string;
  notificationUrl: string | null;
  specification: unknown;
  /** Table ids the webhook watches (specification.options.filters.recordChangeScope); all when absent. */
  recordChangeScope?: string;
  createdTime: string;
  expirationTime: string;
  payloads: FakeWebhookPayload[];
}

export interface FakeWebhookPayload {
  timestamp: string;
  baseTransactionNumber: number;
  payloadFormat: 'v0';
  actionMetadata: { source: 'publicApi'; sourceMetadata: Record<string, unknown> };
  changedTablesById: Record<
    string,
    {
      createdRecordsById?: Record<string, { createdTime: string; cellValuesByFieldId: Record<string, unknown> }>;
      changedRecordsById?: Record<string, { current: { cellValuesByFieldId: Record<string, unknown> } }>;
      destroyedRecordIds?: string[];
    }
  >;
}

export interface FakeRequestLogEntry {
  method: string;
  path: string;
  baseId?: string;
  status: number;
}
