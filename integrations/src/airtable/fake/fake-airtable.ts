/**
 * A stateful fake of Airtable's Web API on 127.0.0.1, for contract and integration tests of the
 * Airtable connector. Seeded from fixtures (bases, tables, views, records keyed by field id);
 * writes change its state.
 *
 * Shapes follow Airtable's public documentation and observed responses:
 * - list/get/create/update/delete records, `listRecords` POST, `fields[]`, `sort[i][field]`,
 *   `returnFieldsByFieldId`, offset paging: the official `airtable` npm client 0.12
 *   (node_modules/airtable/lib/query.js, table.js, record.js) is the reference for requests
 *   and response bodies (`{records, offset}`, `{id, createdTime, fields}`, `{id, deleted}`).
 * - metadata: https://airtable.com/developers/web/api/get-base-schema (`{tables:[{id, name,
 *   primaryFieldId, fields, views:[{id, name, type}]}]}`) and list bases (`{bases:[{id, name,
 *   permissionLevel}], offset}`).
 * - errors: https://airtable.com/developers/web/api/errors — 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND`
 *   with the documented message; 404 for undefined routes/resources (`{"error":"NOT_FOUND"}`);
 *   401 `{"error":{"type":"AUTHENTICATION_REQUIRED","message":"Authentication required"}}`
 *   (as seen in TappNetwork/laravel-airtable#78); 429 `{"errors":[{"error":"RATE_LIMIT_REACHED",
 *   "message":"Rate limit exceeded. Please try again later"}]}` (hackclub/hackatime#299 and the
 *   message in the errors page); 422 INVALID_FILTER_BY_FORMULA "The formula for filtering
 *   records is invalid: …" — including unknown field names in a formula, which Airtable reports
 *   as "Unknown field names: …" under INVALID_FILTER_BY_FORMULA (aivantg/airtable-schema-generator#42);
 *   INVALID_MULTIPLE_CHOICE_OPTIONS for a new select option without `typecast` (Airtable/airtable.js#138);
 *   INVALID_RECORDS for more than 10 records per write (gtalarico/pyairtable#144); ROW_DOES_NOT_EXIST
 *   (domdomegg/airtable-mcp-server#28); VIEW_NAME_NOT_FOUND (yashatgit/MMM-Airtable#6).
 * - rate limit: https://airtable.com/developers/web/api/rate-limits — 5 requests per second per
 *   base, then 429 and a 30 second wait.
 * - webhooks: https://airtable.com/developers/web/api/webhooks-overview, create-a-webhook,
 *   refresh-a-webhook — create answers `{id, macSecretBase64, expirationTime}` (7 days), refresh
 *   `{expirationTime}`, listing payloads also extends the life; the ping body is
 *   `{"base":{"id"},"webhook":{"id"},"timestamp"}` with `X-Airtable-Content-MAC: hmac-sha256=<hex>`
 *   keyed by the base64-decoded macSecret (community.airtable.com thread 179349).
 *
 * Error types the sources do not show are marked "(unverified)" where they are produced.
 * Formulas use the shared parser in `core/src/data/formula-parser.ts`, so the fake and the
 * condition-to-formula translation agree on what a formula means.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  evaluateFormula,
  formulaFieldNames,
  FormulaError,
  isFormulaTruthy,
  parseFormula,
  type FormulaAst,
} from '@atrium/core/data/formula-parser';
import type { CellValue, DataRecord, TableField } from '@atrium/core/data/schema';
import type { FakeBase, FakeFixtures, FakeRequestLogEntry, FakeTable, FakeWebhook, FakeWebhookPayload } from './types';

export interface FakeAirtableOptions {
  fixtures: FakeFixtures;
  /** Valid bearer tokens (default ['pat-test']). */
  tokens?: string[];
  /** Clock in ms, read once per request (rate limit, timestamps, webhook expiry). */
  now?: () => number;
  /** Port on 127.0.0.1 (default: any free port). */
  port?: number;
  /** Bases per page of GET /v0/meta/bases (default 1000, Airtable's page size). */
  basesPageSize?: number;
}

export interface FakeAirtableState {
  bases: FakeBase[];
  webhooks: FakeWebhook[];
  /** Notification pings sent to webhook notification URLs, in order. */
  notifications: Array<{ url: string; body: string; mac: string; status?: number; error?: string }>;
}

export interface FakeAirtable {
  /** e.g. http://127.0.0.1:PORT — pass as the client's `endpointUrl`. */
  url: string;
  state: FakeAirtableState;
  /** Requests received so far (all of them, including rejected ones). */
  readonly requests: number;
  /** Requests per base id. */
  readonly requestsByBase: Record<string, number>;
  readonly log: FakeRequestLogEntry[];
  /** While down, every request answers 503 (outage tests). */
  setDown(down: boolean): void;
  /** Waits for notification pings in flight. */
  flushNotifications(): Promise<void>;
  close(): Promise<void>;
  /** Same as close(). */
  stop(): Promise<void>;
}

const MAX_PAGE_SIZE = 100;
const MAX_RECORDS_PER_WRITE = 10;
const RATE_LIMIT_PER_SECOND = 5;
const RATE_LIMIT_PENALTY_MS = 30_000;
const WEBHOOK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const apiError = (status: number, type: string, message: string) => new HttpError(status, { error: { type, message } });
const notFound = () => new HttpError(404, { error: 'NOT_FOUND' });
const forbidden = () =>
  apiError(
    403,
    'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
    'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
  );
const unknownField = (name: string) => apiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
const invalidRequest = (message: string) => apiError(422, 'INVALID_REQUEST_UNKNOWN', message); // (unverified type)
const invalidFormula = (detail: string) =>
  apiError(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${detail}`);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(prefix: string): string {
  return prefix + [...randomBytes(14)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

const isEmptyCell = (v: unknown) =>
  v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);

interface ListOptions {
  pageSize?: number;
  maxRecords?: number;
  offset?: string;
  fields?: string[];
  filterByFormula?: string;
  sort?: Array<{ field: string; direction?: string }>;
  view?: string;
  returnFieldsByFieldId?: boolean;
  cellFormat?: string;
}

const truthyParam = (v: unknown) => v === true || v === 'true' || v === '1';

function listOptionsFromQuery(q: URLSearchParams): ListOptions {
  const sort: Array<{ field: string; direction?: string }> = [];
  for (const [key, value] of q) {
    const m = /^sort\[(\d+)\]\[(field|direction)\]$/.exec(key);
    if (!m) continue;
    const entry = (sort[Number(m[1])] ??= { field: '' });
    if (m[2] === 'field') entry.field = value;
    else entry.direction = value;
  }
  const num = (name: string) => (q.has(name) ? Number(q.get(name)) : undefined);
  const fields = [...q.getAll('fields[]'), ...q.getAll('fields')];
  return {
    pageSize: num('pageSize'),
    maxRecords: num('maxRecords'),
    offset: q.get('offset') ?? undefined,
    fields: fields.length > 0 ? fields : undefined,
    filterByFormula: q.get('filterByFormula') ?? undefined,
    sort: sort.filter(Boolean),
    view: q.get('view') ?? undefined,
    returnFieldsByFieldId: truthyParam(q.get('returnFieldsByFieldId')),
    cellFormat: q.get('cellFormat') ?? undefined,
  };
}

function listOptionsFromBody(body: Record<string, unknown>): ListOptions {
  const str = (v: unknown, name: string) => {
    if (v === undefined || typeof v === 'string') return v;
    throw invalidRequest(`Invalid value for ${name}`);
  };
  const num = (v: unknown, name: string) => {
    if (v === undefined || typeof v === 'number') return v;
    throw invalidRequest(`Invalid value for ${name}`);
  };
  if (body.fields !== undefined && (!Array.isArray(body.fields) || body.fields.some((f) => typeof f !== 'string'))) {
    throw invalidRequest('Invalid value for fields');
  }
  if (body.sort !== undefined && !Array.isArray(body.sort)) throw invalidRequest('Invalid value for sort');
  return {
    pageSize: num(body.pageSize, 'pageSize'),
    maxRecords: num(body.maxRecords, 'maxRecords'),
    offset: str(body.offset, 'offset'),
    fields: body.fields as string[] | undefined,
    filterByFormula: str(body.filterByFormula, 'filterByFormula'),
    sort: body.sort as ListOptions['sort'],
    view: str(body.view, 'view'),
    returnFieldsByFieldId: truthyParam(body.returnFieldsByFieldId),
    cellFormat: str(body.cellFormat, 'cellFormat'),
  };
}

/**
 * Starts the fake on a free port. Long on purpose: one closure holds the bases, the request log
 * and the webhooks, and every endpoint's handler reads them; split apart, each handler would take
 * the same state as parameters.
 */
export async function startFakeAirtable(options: FakeAirtableOptions): Promise<FakeAirtable> {
  const validTokens = options.tokens ?? ['pat-test'];
  const now = options.now ?? Date.now;
  const basesPageSize = options.basesPageSize ?? 1000;
  const state: FakeAirtableState = {
    bases: structuredClone(options.fixtures.bases),
    webhooks: [],
    notifications: [],
  };
  let down = false;
  let requestCount = 0;
  const requestsByBase: Record<string, number> = {};
  const log: FakeRequestLogEntry[] = [];
  const hits = new Map<string, number[]>();
  const penaltyUntil = new Map<string, number>();
  const offsets = new Map<string, { key: string; index: number }>();
  const transactionNumbers = new Map<string, number>();
  const pendingPings = new Set<Promise<void>>();

  // ---- lookups -------------------------------------------------------------------------------

  const findTable = (base: FakeBase, idOrName: string): FakeTable => {
    const table = base.tables.find((t) => t.id === idOrName) ?? base.tables.find((t) => t.name === idOrName);
    if (!table) throw forbidden();
    return table;
  };
  const fieldByNameOrId = (table: FakeTable, key: string) =>
    table.fields.find((f) => f.id === key) ?? table.fields.find((f) => f.name === key);
  const resolveField = (table: FakeTable, key: string): TableField => {
    const field = fieldByNameOrId(table, key);
    if (!field) throw unknownField(key);
    return field;
  };
  const findRecord = (table: FakeTable, id: string) => table.records.find((r) => r.id === id);

  const compileFormula = (table: FakeTable, text: string): FormulaAst => {
    let ast: FormulaAst;
    try {
      ast = parseFormula(text);
    } catch (e) {
      if (e instanceof FormulaError) throw invalidFormula('Invalid formula. Please check your formula text.');
      throw e;
    }
    const unknown = formulaFieldNames(ast).filter((name) => !table.fields.some((f) => f.name === name));
    if (unknown.length > 0) throw invalidFormula(`Unknown field names: ${unknown.join(', ')}`);
    return ast;
  };
  /**
   * What a formula sees of a cell. As in real Airtable, a link field reads as the linked
   * records' primary field values, not their ids (RECORD_ID() is how formulas reach ids).
   */
  const formulaCell = (base: FakeBase, field: TableField, record: DataRecord): unknown => {
    const value = record.fields[field.id];
    if (field.type !== 'multipleRecordLinks' || !Array.isArray(value)) return value;
    const linked = base.tables.find((t) => t.id === field.options?.linkedTableId);
    return (value as string[]).map((id) => {
      const target = linked ? findRecord(linked, id) : undefined;
      const primary = target && linked ? target.fields[linked.primaryFieldId] : undefined;
      return primary === undefined ? '' : Array.isArray(primary) ? primary.join(', ') : String(primary);
    });
  };
  const matches = (base: FakeBase, table: FakeTable, ast: FormulaAst, record: DataRecord) =>
    isFormulaTruthy(
      evaluateFormula(
        ast,
        (name) => {
          const field = table.fields.find((f) => f.name === name);
          return field ? formulaCell(base, field, record) : undefined;
        },
        record.id,
      ),
    );

  /**
   * Airtable keeps both sides of a link: writing a link field updates the inverse link field of
   * the records added or removed, and deleting a record removes it from every link cell.
   */
  const syncInverseLinks = (base: FakeBase, table: FakeTable, record: DataRecord, before: DataRecord['fields']) => {
    for (const field of table.fields) {
      const inverseId = field.options?.inverseLinkFieldId as string | undefined;
      const linked = base.tables.find((t) => t.id === field.options?.linkedTableId);
      if (field.type !== 'multipleRecordLinks' || !inverseId || !linked) continue;
      const was = new Set((before[field.id] as string[] | undefined) ?? []);
      const now = new Set((record.fields[field.id] as string[] | undefined) ?? []);
      for (const id of new Set([...was, ...now])) {
        if (was.has(id) === now.has(id)) continue;
        const target = findRecord(linked, id);
        if (!target) continue;
        const cell = ((target.fields[inverseId] as string[] | undefined) ?? []).filter((x) => x !== record.id);
        if (now.has(id)) cell.push(record.id);
        applyCells(target, { [inverseId]: cell });
      }
    }
  };
  const unlinkEverywhere = (base: FakeBase, tableId: string, ids: Set<string>) => {
    for (const table of base.tables) {
      for (const field of table.fields) {
        if (field.type !== 'multipleRecordLinks' || field.options?.linkedTableId !== tableId) continue;
        for (const record of table.records) {
          const cell = record.fields[field.id];
          if (Array.isArray(cell) && (cell as string[]).some((id) => ids.has(id))) {
            applyCells(record, { [field.id]: (cell as string[]).filter((id) => !ids.has(id)) });
          }
        }
      }
    }
  };

  const serialize = (table: FakeTable, record: DataRecord, byId: boolean, only?: Set<string>) => {
    const fields: Record<string, CellValue> = {};
    for (const field of table.fields) {
      const value = record.fields[field.id];
      if (isEmptyCell(value) || (only && !only.has(field.id))) continue;
      fields[byId ? field.id : field.name] = structuredClone(value)!;
    }
    return { id: record.id, createdTime: record.createdTime, fields };
  };

  // ---- records: list ---------------------------------------------------------------------------

  const compareCells = (a: CellValue | undefined, b: CellValue | undefined): number => {
    const ea = isEmptyCell(a);
    const eb = isEmptyCell(b);
    if (ea || eb) return ea && eb ? 0 : ea ? -1 : 1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    const text = (v: CellValue | undefined) =>
      Array.isArray(v)
        ? v.map((x) => (typeof x === 'string' ? x : x.filename)).join(', ')
        : typeof v === 'boolean'
          ? '1'
          : String(v);
    return text(a).localeCompare(text(b), 'en', { sensitivity: 'base', numeric: true });
  };

  const listRecords = (base: FakeBase, table: FakeTable, opts: ListOptions) => {
    if (opts.cellFormat !== undefined && opts.cellFormat !== 'json') {
      throw invalidRequest('The fake Airtable supports only cellFormat=json');
    }
    const pageSize = opts.pageSize ?? MAX_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw invalidRequest(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
    if (opts.maxRecords !== undefined && (!Number.isInteger(opts.maxRecords) || opts.maxRecords < 0)) {
      throw invalidRequest('maxRecords must be a non-negative integer');
    }
    const only = opts.fields ? new Set(opts.fields.map((f) => resolveField(table, f).id)) : undefined;
    const sort = (opts.sort ?? []).map((s) => {
      if (s.direction !== undefined && s.direction !== 'asc' && s.direction !== 'desc') {
        throw invalidRequest(`Invalid sort direction: ${s.direction}`);
      }
      return { field: resolveField(table, s.field), desc: s.direction === 'desc' };
    });
    let records = [...table.records];
    if (opts.view) {
      const view = table.views.find((v) => v.id === opts.view) ?? table.views.find((v) => v.name === opts.view);
      // yashatgit/MMM-Airtable#6: {error: 'VIEW_NAME_NOT_FOUND', message: 'View Grid view not found'}, 422
      if (!view) throw apiError(422, 'VIEW_NAME_NOT_FOUND', `View ${opts.view} not found`);
      if (view.filterByFormula) {
        const ast = compileFormula(table, view.filterByFormula);
        records = records.filter((r) => matches(base, table, ast, r));
      }
      if (view.recordOrder) {
        const order = new Map(view.recordOrder.map((id, i) => [id, i]));
        const rank = (r: DataRecord) => order.get(r.id) ?? order.size;
        records = records
          .map((r, i) => ({ r, i }))
          .sort((x, y) => rank(x.r) - rank(y.r) || x.i - y.i)
          .map((x) => x.r);
      }
    }
    if (opts.filterByFormula && opts.filterByFormula.trim() !== '') {
      const ast = compileFormula(table, opts.filterByFormula);
      records = records.filter((r) => matches(base, table, ast, r));
    }
    if (sort.length > 0) {
      records = records
        .map((r, i) => ({ r, i }))
        .sort((x, y) => {
          for (const s of sort) {
            const c = compareCells(x.r.fields[s.field.id], y.r.fields[s.field.id]);
            if (c !== 0) return s.desc ? -c : c;
          }
          return x.i - y.i;
        })
        .map((x) => x.r);
    }
    if (opts.maxRecords !== undefined) records = records.slice(0, opts.maxRecords);

    const key = JSON.stringify([table.id, opts.filterByFormula ?? '', opts.sort ?? [], opts.view ?? '']);
    let start = 0;
    if (opts.offset) {
      const saved = offsets.get(opts.offset);
      if (!saved || saved.key !== key) {
        // (unverified type) Offsets look like "itrc0WsTbrR2mLh5t/rec5h71rI2OBxV3dW" (bergant/airtabler#3).
        throw apiError(422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'The offset is invalid or has expired');
      }
      start = saved.index;
    }
    const page = records.slice(start, start + pageSize);
    const next = start + pageSize;
    let offset: string | undefined;
    if (next < records.length) {
      offset = `${randomId('itr')}/${records[next]!.id}`;
      offsets.set(offset, { key, index: next });
    }
    return {
      records: page.map((r) => serialize(table, r, opts.returnFieldsByFieldId === true, only)),
      ...(offset ? { offset } : {}),
    };
  };

  // ---- records: writes -------------------------------------------------------------------------

  const invalidValue = (field: TableField) =>
    apiError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept the provided value`);

  const coerceCell = (base: FakeBase, field: TableField, value: unknown, typecast: boolean): CellValue | null => {
    if (value === null || value === undefined) return null;
    const selectChoice = (name: string) => {
      const choices = (field.options ??= {}).choices ?? (field.options.choices = []);
      if (choices.some((c) => c.name === name)) return name;
      if (!typecast) {
        throw apiError(
          422,
          'INVALID_MULTIPLE_CHOICE_OPTIONS',
          `Insufficient permissions to create new select option ""${name}""`,
        );
      }
      choices.push({ id: randomId('sel'), name });
      return name;
    };
    switch (field.type) {
      case 'singleLineText':
      case 'multilineText':
      case 'richText':
      case 'email':
      case 'url':
      case 'phoneNumber':
        if (typeof value === 'string') return value;
        if (typecast && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
        throw invalidValue(field);
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        if (typecast && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
          return Number(value);
        }
        throw invalidValue(field);
      case 'checkbox':
        if (typeof value === 'boolean') return value;
        if (typecast) return Boolean(value);
        throw invalidValue(field);
      case 'date':
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
        throw invalidValue(field);
      case 'singleSelect':
        if (typeof value === 'string') return value === '' ? null : selectChoice(value);
        throw invalidValue(field);
      case 'multipleSelects': {
        const list = typecast && typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value;
        if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) throw invalidValue(field);
        return (list as string[]).filter((v) => v !== '').map(selectChoice);
      }
      case 'multipleRecordLinks': {
        const list = typecast && typeof value === 'string' ? [value] : value;
        if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) throw invalidValue(field);
        const linked = base.tables.find((t) => t.id === field.options?.linkedTableId);
        for (const id of list as string[]) {
          if (!linked || !findRecord(linked, id)) throw rowDoesNotExist(id);
        }
        return [...(list as string[])];
      }
      case 'multipleAttachments': {
        if (!Array.isArray(value)) throw invalidValue(field);
        return value.map((a: unknown) => {
          const att = a as { id?: unknown; url?: unknown; filename?: unknown; size?: unknown; type?: unknown };
          if (typeof att !== 'object' || att === null || (typeof att.url !== 'string' && typeof att.id !== 'string')) {
            throw invalidValue(field);
          }
          const url = typeof att.url === 'string' ? att.url : '';
          return {
            id: typeof att.id === 'string' ? att.id : randomId('att'),
            url,
            filename: typeof att.filename === 'string' ? att.filename : (url.split('/').pop() ?? 'file'),
            ...(typeof att.size === 'number' ? { size: att.size } : {}),
            ...(typeof att.type === 'string' ? { type: att.type } : {}),
          };
        });
      }
      default:
        throw apiError(
          422,
          'INVALID_VALUE_FOR_COLUMN',
          `Field "${field.name}" cannot accept a value because the field is computed`,
        );
    }
  };

  const coerceFields = (base: FakeBase, table: FakeTable, input: unknown, typecast: boolean) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw apiError(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body');
    }
    const out: Record<string, CellValue | null> = {};
    for (const [key, value] of Object.entries(input)) {
      const field = resolveField(table, key);
      out[field.id] = coerceCell(base, field, value, typecast);
    }
    return out;
  };

  const applyCells = (record: DataRecord, cells: Record<string, CellValue | null>) => {
    for (const [id, value] of Object.entries(cells)) {
      if (isEmptyCell(value)) delete record.fields[id];
      else record.fields[id] = value!;
    }
  };

  /** gtalarico/pyairtable#144: 422 INVALID_RECORDS "A maximum of 10 records can be created per request but you have provided 100." */
  const checkBatch = (list: unknown, verb: 'created' | 'updated' | 'deleted'): unknown[] => {
    if (!Array.isArray(list) || list.length === 0) throw invalidRequest('Invalid value for records: expected an array');
    if (list.length > MAX_RECORDS_PER_WRITE) {
      throw apiError(
        422,
        'INVALID_RECORDS',
        `A maximum of ${MAX_RECORDS_PER_WRITE} records can be ${verb} per request but you have provided ${list.length}.`,
      );
    }
    return list;
  };
  /** domdomegg/airtable-mcp-server#28: 422 ROW_DOES_NOT_EXIST "Record ID recX does not exist in this table" */
  const rowDoesNotExist = (id: string) =>
    apiError(422, 'ROW_DOES_NOT_EXIST', `Record ID ${id} does not exist in this table`);

  // ---- webhooks ----------------------------------------------------------------------------------

  const recordChange = (
    base: FakeBase,
    table: FakeTable,
    t: number,
    change: FakeWebhookPayload['changedTablesById'][string],
  ) => {
    const transaction = (transactionNumbers.get(base.id) ?? 0) + 1;
    transactionNumbers.set(base.id, transaction);
    const timestamp = new Date(t).toISOString();
    for (const hook of state.webhooks) {
      if (hook.baseId !== base.id || Date.parse(hook.expirationTime) <= t) continue;
      if (hook.recordChangeScope && hook.recordChangeScope !== table.id) continue;
      hook.payloads.push({
        timestamp,
        baseTransactionNumber: transaction,
        payloadFormat: 'v0',
        actionMetadata: { source: 'publicApi', sourceMetadata: {} },
        changedTablesById: { [table.id]: structuredClone(change) },
      });
      if (hook.notificationUrl) sendPing(hook, timestamp);
    }
  };

  const sendPing = (hook: FakeWebhook, timestamp: string) => {
    const body = JSON.stringify({ base: { id: hook.baseId }, webhook: { id: hook.id }, timestamp });
    const mac = createHmac('sha256', Buffer.from(hook.macSecretBase64, 'base64')).update(body, 'utf8').digest('hex');
    const entry: FakeAirtableState['notifications'][number] = { url: hook.notificationUrl!, body, mac };
    state.notifications.push(entry);
    const ping = fetch(hook.notificationUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-airtable-content-mac': `hmac-sha256=${mac}` },
      body,
    })
      .then(async (res) => {
        entry.status = res.status;
        await res.arrayBuffer();
      })
      .catch((e: unknown) => {
        entry.error = e instanceof Error ? e.message : String(e);
      })
      .finally(() => pendingPings.delete(ping));
    pendingPings.add(ping);
  };

  const webhookView = (hook: FakeWebhook, t: number) => ({
    id: hook.id,
    type: 'client',
    isHookEnabled: Date.parse(hook.expirationTime) > t,
    notificationUrl: hook.notificationUrl,
    cursorForNextPayload: hook.payloads.length + 1,
    areNotificationsEnabled: hook.notificationUrl !== null,
    lastSuccessfulNotificationTime: null,
    lastNotificationResult: null,
    createdTime: hook.createdTime,
    expirationTime: hook.expirationTime,
    specification: hook.specification,
  });

  const handleWebhooks = (
    base: FakeBase,
    method: string,
    rest: string[],
    q: URLSearchParams,
    body: Record<string, unknown>,
    t: number,
  ): unknown => {
    if (rest.length === 0 && method === 'GET') {
      return { webhooks: state.webhooks.filter((h) => h.baseId === base.id).map((h) => webhookView(h, t)) };
    }
    if (rest.length === 0 && method === 'POST') {
      const spec = body.specification as { options?: { filters?: { recordChangeScope?: unknown } } } | undefined;
      if (typeof spec !== 'object' || spec === null || typeof spec.options !== 'object') {
        throw invalidRequest('specification.options is required');
      }
      if (
        body.notificationUrl !== undefined &&
        body.notificationUrl !== null &&
        typeof body.notificationUrl !== 'string'
      ) {
        throw invalidRequest('notificationUrl must be a string');
      }
      const scope = spec.options.filters?.recordChangeScope;
      const hook: FakeWebhook = {
        id: randomId('ach'),
        baseId: base.id,
        macSecretBase64: randomBytes(32).toString('base64'),
        notificationUrl: (body.notificationUrl as string | undefined) ?? null,
        specification: spec,
        ...(typeof scope === 'string' ? { recordChangeScope: scope } : {}),
        createdTime: new Date(t).toISOString(),
        expirationTime: new Date(t + WEBHOOK_LIFETIME_MS).toISOString(),
        payloads: [],
      };
      state.webhooks.push(hook);
      return { id: hook.id, macSecretBase64: hook.macSecretBase64, expirationTime: hook.expirationTime };
    }
    const hook = state.webhooks.find((h) => h.baseId === base.id && h.id === rest[0]);
    if (!hook) throw notFound();
    if (rest.length === 1 && method === 'DELETE') {
      state.webhooks.splice(state.webhooks.indexOf(hook), 1);
      return {};
    }
    if (rest[1] === 'refresh' && rest.length === 2 && method === 'POST') {
      hook.expirationTime = new Date(t + WEBHOOK_LIFETIME_MS).toISOString();
      return { expirationTime: hook.expirationTime };
    }
    if (rest[1] === 'payloads' && rest.length === 2 && method === 'GET') {
      const cursor = q.has('cursor') ? Number(q.get('cursor')) : 1;
      const limit = q.has('limit') ? Number(q.get('limit')) : 50;
      if (!Number.isInteger(cursor) || cursor < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
        throw invalidRequest('Invalid cursor or limit');
      }
      if (Date.parse(hook.expirationTime) > t) hook.expirationTime = new Date(t + WEBHOOK_LIFETIME_MS).toISOString();
      const payloads = hook.payloads.slice(cursor - 1, cursor - 1 + limit);
      const nextCursor = Math.min(cursor + payloads.length, hook.payloads.length + 1);
      return { cursor: nextCursor, mightHaveMore: nextCursor <= hook.payloads.length, payloads };
    }
    throw notFound();
  };

  // ---- records routes ----------------------------------------------------------------------------

  const handleRecords = (
    base: FakeBase,
    method: string,
    rest: string[],
    q: URLSearchParams,
    body: Record<string, unknown>,
    t: number,
  ): unknown => {
    const table = findTable(base, rest[0]!);
    const byId = truthyParam(q.get('returnFieldsByFieldId')) || truthyParam(body.returnFieldsByFieldId);
    const typecast = body.typecast === true;
    const sub = rest[1];
    if (rest.length === 1 && method === 'GET') return listRecords(base, table, listOptionsFromQuery(q));
    if (rest.length === 2 && sub === 'listRecords' && method === 'POST') {
      return listRecords(base, table, listOptionsFromBody(body));
    }
    if (rest.length === 1 && method === 'POST') {
      const single = body.records === undefined;
      const inputs = single ? [body] : checkBatch(body.records, 'created');
      const prepared = inputs.map((input) =>
        coerceFields(base, table, (input as { fields?: unknown }).fields, typecast),
      );
      const created = prepared.map((cells) => {
        const record: DataRecord = { id: randomId('rec'), createdTime: new Date(t).toISOString(), fields: {} };
        applyCells(record, cells);
        table.records.push(record);
        syncInverseLinks(base, table, record, {});
        return record;
      });
      recordChange(base, table, t, {
        createdRecordsById: Object.fromEntries(
          created.map((r) => [r.id, { createdTime: r.createdTime, cellValuesByFieldId: structuredClone(r.fields) }]),
        ),
      });
      const out = created.map((r) => serialize(table, r, byId));
      return single ? out[0] : { records: out };
    }
    if ((method === 'PATCH' || method === 'PUT') && rest.length <= 2) {
      const single = rest.length === 2;
      const inputs = single ? [{ ...body, id: sub }] : checkBatch(body.records, 'updated');
      const prepared = inputs.map((input) => {
        const { id, fields } = input as { id?: unknown; fields?: unknown };
        const record = typeof id === 'string' ? findRecord(table, id) : undefined;
        if (!record) throw single ? notFound() : rowDoesNotExist(String(id));
        return { record, cells: coerceFields(base, table, fields, typecast) };
      });
      for (const { record, cells } of prepared) {
        const before = { ...record.fields };
        if (method === 'PUT') record.fields = {};
        applyCells(record, cells);
        syncInverseLinks(base, table, record, before);
      }
      recordChange(base, table, t, {
        changedRecordsById: Object.fromEntries(
          prepared.map(({ record }) => [
            record.id,
            { current: { cellValuesByFieldId: structuredClone(record.fields) } },
          ]),
        ),
      });
      const out = prepared.map(({ record }) => serialize(table, record, byId));
      return single ? out[0] : { records: out };
    }
    if (method === 'DELETE' && rest.length <= 2) {
      const single = rest.length === 2;
      const ids = single ? [sub!] : checkBatch([...q.getAll('records[]'), ...q.getAll('records')], 'deleted');
      const doomed = ids.map((id) => {
        const record = typeof id === 'string' ? findRecord(table, id) : undefined;
        if (!record) throw notFound();
        return record;
      });
      table.records = table.records.filter((r) => !doomed.includes(r));
      unlinkEverywhere(base, table.id, new Set(doomed.map((r) => r.id)));
      recordChange(base, table, t, { destroyedRecordIds: doomed.map((r) => r.id) });
      const out = doomed.map((r) => ({ id: r.id, deleted: true }));
      return single ? out[0] : { records: out };
    }
    if (rest.length === 2 && method === 'GET') {
      const record = findRecord(table, sub!);
      if (!record) throw notFound();
      return serialize(table, record, byId);
    }
    throw notFound();
  };

  // ---- dispatch ----------------------------------------------------------------------------------

  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const rateLimit = (baseId: string, t: number) => {
    const tooMany = () =>
      new HttpError(429, {
        errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
      });
    if ((penaltyUntil.get(baseId) ?? -Infinity) > t) throw tooMany();
    const recent = (hits.get(baseId) ?? []).filter((h) => t - h < 1000);
    recent.push(t);
    hits.set(baseId, recent);
    if (recent.length > RATE_LIMIT_PER_SECOND) {
      penaltyUntil.set(baseId, t + RATE_LIMIT_PENALTY_MS);
      throw tooMany();
    }
  };

  const dispatch = async (req: IncomingMessage, t: number, entry: FakeRequestLogEntry): Promise<unknown> => {
    const raw = await readBody(req);
    if (down) {
      throw apiError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please retry shortly.');
    }
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    if (segments[0] !== 'v0') throw notFound();
    const path = segments.slice(1);

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw apiError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
    if (!validTokens.includes(token)) throw apiError(401, 'AUTHENTICATION_REQUIRED', 'Invalid authentication token');

    const allowed = (base: FakeBase) => !base.tokens || base.tokens.includes(token);
    const method = (req.method ?? 'GET').toUpperCase();
    let body: Record<string, unknown> = {};
    if (raw.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        throw apiError(400, 'INVALID_REQUEST_BODY', 'The request body could not be parsed as JSON'); // (unverified type)
      }
    }

    if (path[0] === 'meta' && path[1] === 'bases' && path.length === 2 && method === 'GET') {
      const visible = state.bases.filter(allowed);
      const offset = url.searchParams.get('offset');
      const start = offset ? Number(offset.replace(/^bases/, '')) : 0;
      if (!Number.isInteger(start) || start < 0 || start > visible.length) throw invalidRequest('Invalid offset');
      const page = visible.slice(start, start + basesPageSize);
      const next = start + basesPageSize;
      return {
        bases: page.map((b) => ({ id: b.id, name: b.name, permissionLevel: b.permissionLevel ?? 'create' })),
        ...(next < visible.length ? { offset: `bases${next}` } : {}),
      };
    }

    const baseId = path[0] === 'meta' ? path[2] : path[0] === 'bases' ? path[1] : path[0];
    if (!baseId || (path[0] === 'meta' && path[1] !== 'bases')) throw notFound();
    entry.baseId = baseId;
    const base = state.bases.find((b) => b.id === baseId);
    if (!base || !allowed(base)) throw forbidden();
    rateLimit(base.id, t);

    if (path[0] === 'meta') {
      if (path.length === 4 && path[3] === 'tables' && method === 'GET') {
        return {
          tables: base.tables.map((table) => ({
            id: table.id,
            name: table.name,
            primaryFieldId: table.primaryFieldId,
            fields: structuredClone(table.fields),
            views: table.views.map((v) => ({ id: v.id, name: v.name, type: v.type })),
          })),
        };
      }
      throw notFound();
    }
    if (path[0] === 'bases') {
      if (path[2] !== 'webhooks') throw notFound();
      return handleWebhooks(base, method, path.slice(3), url.searchParams, body, t);
    }
    if (path.length < 2) throw notFound();
    return handleRecords(base, method, path.slice(1), url.searchParams, body, t);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const t = now();
    requestCount++;
    const entry: FakeRequestLogEntry = { method: req.method ?? 'GET', path: req.url ?? '/', status: 200 };
    log.push(entry);
    const send = (status: number, body: unknown) => {
      entry.status = status;
      if (entry.baseId) requestsByBase[entry.baseId] = (requestsByBase[entry.baseId] ?? 0) + 1;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    dispatch(req, t, entry).then(
      (result) => send(200, result),
      (e: unknown) => {
        if (e instanceof HttpError) send(e.status, e.body);
        else send(500, { error: { type: 'SERVER_ERROR', message: e instanceof Error ? e.message : String(e) } });
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const close = async () => {
    await Promise.all([...pendingPings]);
    await new Promise<void>((resolve, reject) => {
      server.close((e) => (e ? reject(e) : resolve()));
      server.closeAllConnections();
    });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    get requests() {
      return requestCount;
    },
    get requestsByBase() {
      return { ...requestsByBase };
    },
    log,
    setDown(value: boolean) {
      down = value;
    },
    async flushNotifications() {
      while (pendingPings.size > 0) await Promise.all([...pendingPings]);
    },
    close,
    stop: close,
  };
}
