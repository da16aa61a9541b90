import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a render read beyond its portal's snapshot, so the rendered-page cache can drop exactly
 * the pages a record write or a webhook made stale (ADR 028). `CachedDataSource` reports each
 * table it reads; the portal host collects them around each render.
 *
 * The store lives on `globalThis` under a registered symbol: the portal host's server code and
 * its Remix build each load their own copy of this module (the build bundles workspace packages),
 * and both must see one store.
 */
type Collector = Set<string>;

const KEY = Symbol.for('atrium.render-dependencies');
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<Collector> | undefined>;
const storage: AsyncLocalStorage<Collector> = (globals[KEY] ??= new AsyncLocalStorage<Collector>());

/** The key of one table of one tenant's data source: the unit writes and webhooks invalidate. */
export function renderDependencyKey(parts: { tenantId: string; sourceId: string; baseId: string; tableId: string }) {
  return `${parts.tenantId}:${parts.sourceId}:${parts.baseId}:${parts.tableId}`;
}

/** Notes that the render under way (if any) read this data. */
export function recordRenderDependency(key: string): void {
  storage.getStore()?.add(key);
}

/** Runs a render and collects what it read into `into`. */
export function collectRenderDependencies<T>(into: Set<string>, render: () => T): T {
  return storage.run(into, render);
}
