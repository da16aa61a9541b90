import { createHash } from 'node:crypto';
import {
  DataSourceError,
  RECORDS_FETCH_FAILED_MESSAGE,
  type CellValue,
  type DataRecord,
  type DataSource,
  type ListRecordsParams,
  type RecordPage,
  type TableSchema,
} from '@atrium/core';
import { CHANNELS, type Cache } from '../cache/cache';
import { recordRenderDependency, renderDependencyKey } from '../http/page-cache/render-dependencies';

export interface CachedDataSourceOptions {
  /** The tenant every key belongs to (a site or workspace id); part of every cache key. */
  tenantId: string;
  /** Identifies the connection, e.g. 'airtable' or 'local'. */
  sourceId: string;
  /** Fresh for this long (default 60 s; a per-portal setting). */
  ttlSeconds?: number;
  /** After that, served stale while one refresh runs, for up to this long (default one day). */
  staleSeconds?: number;
  now?: () => number;
  /** Where failures that were hidden behind stale data are reported. */
  onError?: (error: unknown, key: string) => void;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/** Refreshes in flight in this process, by key (one request per key at a time). */
const inFlight = new Map<string, Promise<unknown>>();

/** The "table" a base's table list is cached under: it has a version like a table's records. */
const SCHEMA = '-';

/**
 * A DataSource in front of another, answering reads from the cache (Redis or memory):
 * fresh entries for `ttlSeconds`, then stale-while-revalidate with one refresh per key (in this
 * process, and across processes through a short lock in the shared cache). When the source is
 * slow or down, reads answer from the last good data; a cold miss during an outage throws a
 * DataSourceError the section shows as its error state. Writes go to the source first, then
 * bump the table's version so every cached page and record of that table is bypassed at once.
 *
 * Keys: `data:{tenant}:{source}:{base}:{table}:v{tableVersion}:{kind}:{hash of the normalised
 * query}` — built only here, always with the tenant, so one tenant never reads another's entry.
 */
export class CachedDataSource implements DataSource {
  readonly kind: DataSource['kind'];
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  /** The source's own (not cached: callers cache what they work out with `derived`). */
  readonly recordNeighbours: DataSource['recordNeighbours'];

  constructor(
    private readonly source: DataSource,
    private readonly cache: Cache,
    private readonly options: CachedDataSourceOptions,
  ) {
    this.kind = source.kind;
    this.recordNeighbours = source.recordNeighbours?.bind(source);
    this.ttlMs = (options.ttlSeconds ?? 60) * 1000;
    this.staleMs = (options.staleSeconds ?? 24 * 60 * 60) * 1000;
    this.now = options.now ?? Date.now;
  }

  listBases(params: { cursor?: string; pageSize?: number }) {
    return this.read(this.key('-', '-', 0, 'bases', params), () => this.source.listBases(params));
  }

  async listTables(params: { baseId: string }): Promise<TableSchema[]> {
    const version = await this.tableVersion(params.baseId, SCHEMA);
    return this.read(this.key(params.baseId, SCHEMA, version, 'tables', {}), () => this.source.listTables(params));
  }

  async listRecords(params: ListRecordsParams): Promise<RecordPage> {
    const version = await this.tableVersion(params.baseId, params.tableId);
    return this.read(this.key(params.baseId, params.tableId, version, 'records', params), () =>
      this.source.listRecords(params),
    );
  }

  async getRecord(params: { baseId: string; tableId: string; recordId: string; expandFieldIds?: string[] }) {
    const version = await this.tableVersion(params.baseId, params.tableId);
    // `null` stands for "no such record" so a miss is cached too.
    const found = await this.read(
      this.key(params.baseId, params.tableId, version, 'record', params),
      async () =>
        ((await this.source.getRecord(params)) ?? null) as {
          record: DataRecord;
          linked: Record<string, DataRecord[]>;
        } | null,
    );
    return found ?? undefined;
  }

  async createRecords(params: { baseId: string; tableId: string; records: Array<Record<string, CellValue>> }) {
    const created = await this.source.createRecords(params);
    await this.invalidateWritten(params.baseId, params.tableId);
    return created;
  }

  async updateRecords(params: {
    baseId: string;
    tableId: string;
    records: Array<{ id: string; fields: Record<string, CellValue | null> }>;
  }) {
    const updated = await this.source.updateRecords(params);
    await this.invalidateWritten(params.baseId, params.tableId);
    return updated;
  }

  async deleteRecords(params: { baseId: string; tableId: string; recordIds: string[] }) {
    const deleted = await this.source.deleteRecords(params);
    await this.invalidateWritten(params.baseId, params.tableId);
    return deleted;
  }

  /**
   * A value worked out from a table's records (a listing's record order for Previous/Next),
   * cached like the records: per table version and `query`, fresh then stale-while-revalidate,
   * so a write or webhook makes it stale with the rest of the table.
   */
  async derived<T>(
    baseId: string,
    tableId: string,
    name: string,
    query: unknown,
    compute: () => Promise<T>,
  ): Promise<T> {
    const version = await this.tableVersion(baseId, tableId);
    return this.read(this.key(baseId, tableId, version, `derived-${name}`, query), compute);
  }

  /**
   * Makes every cached page and record of a table stale at once (writes, webhooks), and tells
   * every process's rendered-page cache to drop the pages that read it (this process's before
   * this returns, so the writer's next page view shows the change).
   */
  async invalidateTable(baseId: string, tableId: string): Promise<void> {
    await this.cache.increment(this.versionKey(baseId, tableId), 30 * 24 * 60 * 60);
    await this.cache.publish(CHANNELS.dataChanged, this.dependencyKey(baseId, tableId));
  }

  /**
   * Makes a base's cached table list stale (a built-in table or field added in the builder's
   * Data area) and drops the rendered pages that read it.
   */
  async invalidateSchema(baseId: string): Promise<void> {
    await this.invalidateTable(baseId, SCHEMA);
  }

  private dependencyKey(baseId: string, tableId: string): string {
    return renderDependencyKey({ tenantId: this.options.tenantId, sourceId: this.options.sourceId, baseId, tableId });
  }

  /**
   * After a write: the table, and every table its link fields point at, since the source keeps
   * both sides of a link (Airtable updates the inverse link cells; user scopes read them).
   */
  private async invalidateWritten(baseId: string, tableId: string): Promise<void> {
    const schema = await this.listTables({ baseId })
      .then((tables) => tables.find((t) => t.id === tableId))
      .catch(() => undefined);
    const linked = new Set(
      (schema?.fields ?? [])
        .map((f) => (f.type === 'multipleRecordLinks' ? f.options?.linkedTableId : undefined))
        .filter((id): id is string => typeof id === 'string'),
    );
    linked.add(tableId);
    await Promise.all([...linked].map((id) => this.invalidateTable(baseId, id)));
  }

  private versionKey(baseId: string, tableId: string): string {
    return `data:${this.options.tenantId}:${this.options.sourceId}:${baseId}:${tableId}:version`;
  }

  /** The version of a table's cached data; reading it marks the render under way as made from that table. */
  private async tableVersion(baseId: string, tableId: string): Promise<number> {
    recordRenderDependency(this.dependencyKey(baseId, tableId));
    return (await this.cache.get<number>(this.versionKey(baseId, tableId))) ?? 0;
  }

  private key(baseId: string, tableId: string, version: number, kind: string, query: unknown): string {
    const hash = createHash('sha256').update(stableStringify(query)).digest('base64url').slice(0, 32);
    return `data:${this.options.tenantId}:${this.options.sourceId}:${baseId}:${tableId}:v${version}:${kind}:${hash}`;
  }

  private async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = await this.cache.get<Entry<T>>(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.ttlMs) return entry.value;
    if (entry && age < this.ttlMs + this.staleMs) {
      // Only the read that starts the refresh reports its failure: one log line per failed refresh.
      if (inFlight.has(key)) return entry.value;
      void this.refresh(key, load, true).catch(async (error: unknown) => {
        // Access was withdrawn or the thing is gone: stop serving what was read before.
        if (isRefusal(error)) await this.cache.delete(key);
        else this.options.onError?.(error, key);
      });
      return entry.value;
    }
    try {
      return await this.refresh(key, load, false);
    } catch (error) {
      if (entry && !isRefusal(error)) {
        this.options.onError?.(error, key);
        return entry.value;
      }
      if (error instanceof DataSourceError && error.status < 500 && error.status !== 429) throw error;
      throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE, 'SOURCE_UNAVAILABLE');
    }
  }

  private refresh<T>(key: string, load: () => Promise<T>, background: boolean): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const task = (async () => {
      // Across processes: one background refresher per key; the others keep serving stale data.
      if (background && (await this.cache.increment(`${key}:refreshing`, 30)) > 1) {
        const current = await this.cache.get<Entry<T>>(key);
        if (current) return current.value;
      }
      const value = await load();
      await this.cache.set<Entry<T>>(
        key,
        { value, storedAt: this.now() },
        Math.ceil((this.ttlMs + this.staleMs) / 1000),
      );
      if (background) await this.cache.delete(`${key}:refreshing`);
      return value;
    })();
    inFlight.set(key, task);
    task.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
    return task;
  }
}

/** 401, 403 and 404 mean the data may no longer be shown, so cached copies are not served. */
function isRefusal(error: unknown): boolean {
  return error instanceof DataSourceError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/** JSON with object keys sorted, so equal queries give equal keys whatever their key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
