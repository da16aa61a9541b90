import type { TSiteSettings } from '@atrium/core';
import { getWorkspaceApiKey } from '@atrium/db';
import { AirtableClient } from '../airtable/airtable-client';
import { AirtableDataSource } from '../airtable/airtable-data-source';
import { createRateLimiter, type RateLimiter } from '../airtable/rate-limiter';
import { ensureWebhook, type EnsureWebhookParams } from '../airtable/webhooks/ensure-webhook';
import { AIRTABLE_TOKEN_PURPOSE, decryptSecret } from '../crypto/secret-box';
import { LocalDataSource } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { CachedDataSource } from './cached-data-source';

/**
 * The one way to get a tenant's data source: built-in tables belong to a portal (tenant
 * `site:{id}`), Airtable to the workspace whose token reaches it (tenant `ws:{id}`). Both come
 * wrapped in the record cache; Airtable calls share one rate limiter per runtime (in Redis when
 * REDIS_URL is set, so every process respects the same 5/s per base).
 */
export function airtableCacheScope(workspaceId: number): { tenantId: string; sourceId: string } {
  return { tenantId: `ws:${workspaceId}`, sourceId: 'airtable' };
}

export function localCacheScope(siteId: string): { tenantId: string; sourceId: string } {
  return { tenantId: `site:${siteId}`, sourceId: 'local' };
}

/**
 * One Airtable rate limiter per runtime, kept on `globalThis` under a registered symbol: `npm
 * start` serves the builder and the portal host in one process, and each app's Remix build
 * bundles its own copy of this module; two limiters would each allow 5 requests a second to the
 * same base (a generated portal's first render after its pretty URLs were synced drew Airtable's
 * 30-second penalty in the e2e run). With Redis the buckets are shared in Redis anyway.
 */
const LIMITERS_KEY = Symbol.for('atrium.airtable-rate-limiters');
const globals = globalThis as unknown as Record<symbol, WeakMap<Runtime, RateLimiter> | undefined>;
const limiters = (globals[LIMITERS_KEY] ??= new WeakMap<Runtime, RateLimiter>());

export function airtableRateLimiter(runtime: Runtime): RateLimiter {
  let limiter = limiters.get(runtime);
  if (!limiter) {
    const created = createRateLimiter({ redisUrl: runtime.env.REDIS_URL });
    limiters.set(runtime, created);
    runtime.onClose(async () => {
      await (created as { close?: () => Promise<void> }).close?.();
    });
    limiter = created;
  }
  return limiter;
}

export interface DataSourceCacheOptions {
  /** How long records stay fresh: the portal's `settings.data.cacheTtlSeconds` (default 60). */
  ttlSeconds?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** The cache options a portal's published settings ask for. */
export function siteCacheOptions(settings: Pick<TSiteSettings, 'data'>): DataSourceCacheOptions {
  return { ttlSeconds: settings.data.cacheTtlSeconds };
}

export function localDataSourceFor(
  runtime: Runtime,
  siteId: string,
  options: DataSourceCacheOptions = {},
): CachedDataSource {
  return new CachedDataSource(new LocalDataSource(runtime.db, siteId), runtime.cache, {
    ...localCacheScope(siteId),
    ttlSeconds: options.ttlSeconds,
    now: options.now,
    onError: logDataSourceError,
  });
}

/** The workspace's Airtable client, or undefined when the workspace has no token. */
export async function airtableClientFor(runtime: Runtime, workspaceId: number): Promise<AirtableClient | undefined> {
  const sealed = await getWorkspaceApiKey(runtime.db, { workspaceId });
  if (!sealed) return undefined;
  return new AirtableClient({
    token: decryptSecret(sealed, runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE),
    limiter: airtableRateLimiter(runtime),
    apiUrl: runtime.env.AIRTABLE_API_URL,
  });
}

/** The workspace's Airtable, cached; undefined when the workspace has no token. */
export async function airtableDataSourceFor(
  runtime: Runtime,
  workspaceId: number,
  options: DataSourceCacheOptions = {},
): Promise<CachedDataSource | undefined> {
  const client = await airtableClientFor(runtime, workspaceId);
  if (!client) return undefined;
  // Formulas need the table schema: it comes from the cached schema, not a call per listing.
  let cached: CachedDataSource | undefined = undefined;
  const source = new AirtableDataSource({
    client,
    getTableSchema: async (baseId, tableId) => (await cached!.listTables({ baseId })).find((t) => t.id === tableId),
    onBaseRead: (baseId) => watchBase(runtime, { workspaceId, baseId, client }),
  });
  cached = new CachedDataSource(source, runtime.cache, {
    ...airtableCacheScope(workspaceId),
    ttlSeconds: options.ttlSeconds,
    now: options.now,
    onError: logDataSourceError,
  });
  return cached;
}

const watchedBases = new WeakMap<Runtime, Map<string, Promise<unknown>>>();

/**
 * The first read of a base (in this process) makes sure Airtable tells us when it changes: one
 * webhook per workspace and base, when PUBLIC_URL is set. In the background: a read never
 * waits for it, and a failure is logged and tried again on a later read.
 */
function watchBase(runtime: Runtime, params: EnsureWebhookParams): void {
  if (!runtime.env.PUBLIC_URL) return;
  let watched = watchedBases.get(runtime);
  if (!watched) watchedBases.set(runtime, (watched = new Map()));
  const key = `${params.workspaceId}:${params.baseId}`;
  if (watched.has(key)) return;
  const task = ensureWebhook(runtime, params).catch((error: unknown) => {
    watched.delete(key);
    console.warn(
      `[airtable] could not register a webhook for base ${params.baseId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  watched.set(key, task);
}

/** The webhook registrations started by reads in this runtime (tests wait for them). */
export async function settleBaseWatches(runtime: Runtime): Promise<void> {
  await Promise.all(watchedBases.get(runtime)?.values() ?? []);
}

/** Failures hidden behind last good data are logged, not shown. */
function logDataSourceError(error: unknown, key: string): void {
  console.warn(`[data] serving cached data for ${key}: ${error instanceof Error ? error.message : String(error)}`);
}
