import { getWorkspaceApiKey } from '@atrium/db';
import { AirtableClient } from '../airtable/airtable-client';
import { AirtableDataSource } from '../airtable/airtable-data-source';
import { createRateLimiter, type RateLimiter } from '../airtable/rate-limiter';
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

const limiters = new WeakMap<Runtime, RateLimiter>();

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
  ttlSeconds?: number;
}

export function localDataSourceFor(
  runtime: Runtime,
  siteId: string,
  options: DataSourceCacheOptions = {},
): CachedDataSource {
  return new CachedDataSource(new LocalDataSource(runtime.db, siteId), runtime.cache, {
    ...localCacheScope(siteId),
    ttlSeconds: options.ttlSeconds,
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
  });
  cached = new CachedDataSource(source, runtime.cache, {
    ...airtableCacheScope(workspaceId),
    ttlSeconds: options.ttlSeconds,
    onError: logDataSourceError,
  });
  return cached;
}

/** Failures hidden behind last good data are logged, not shown. */
function logDataSourceError(error: unknown, key: string): void {
  console.warn(`[data] serving cached data for ${key}: ${error instanceof Error ? error.message : String(error)}`);
}
