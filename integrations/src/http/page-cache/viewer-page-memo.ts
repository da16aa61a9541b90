import { CHANNELS } from '../../cache/cache';
import type { Runtime } from '../../runtime';
import { collectRenderDependencies } from './render-dependencies';

/**
 * What a signed-in viewer's page loaded, kept in this process for that viewer's next view of the
 * same URL (ADR 036). Signed-in pages are never shared (ADR 028); this keeps one viewer's own
 * loaded data, never a response, and gives it back only to a request with the same portal host,
 * the same Cookie header and a session that is still live for the same end user.
 *
 * - Dropped like everything cached in process: a site's entries on `siteChanged` (publish,
 *   domains, groups and access rules) and `endUsersChanged` (log out, password and email changes,
 *   group assignment), the entries that read a table on `dataChanged` (record writes, webhooks),
 *   everything when Redis pub/sub may have missed messages. A load that overlapped an
 *   invalidation is not kept.
 * - Fresh for the portal's record refresh interval at most (what the rendered-page cache gives an
 *   anonymous visitor's page with listings) and never longer than VIEWER_PAGE_MEMO.ttlMs.
 * - Bounded by VIEWER_PAGE_MEMO.maxBytes, measured as the loaded data's JSON length; an entry
 *   larger than a tenth of that is not kept.
 */
export const VIEWER_PAGE_MEMO = { maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 } as const;

interface Entry<T> {
  value: T;
  siteId: string;
  userId: string;
  dependencies: Set<string>;
  expiresAt: number;
  bytes: number;
}

export interface ViewerPageMemoStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class ViewerPageMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;
  private generation = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly limits: { maxBytes: number; ttlMs: number } = VIEWER_PAGE_MEMO,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The entry under `key` for this end user, else loads it: `load` runs with the tables it reads
   * collected, and its answer is kept when `keep` says it may be (for `freshForMs`).
   */
  async remembered(
    key: string,
    viewer: { siteId: string; userId: string },
    load: () => Promise<T>,
    keep: (value: T) => { freshForMs: number } | undefined,
  ): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.expiresAt > this.now() && found.userId === viewer.userId && found.siteId === viewer.siteId) {
      this.entries.delete(key);
      this.entries.set(key, found);
      this.hits += 1;
      return found.value;
    }
    this.misses += 1;
    const generation = this.generation;
    const dependencies = new Set<string>();
    const value = await collectRenderDependencies(dependencies, load);
    const kept = keep(value);
    if (kept && generation === this.generation) {
      const bytes = JSON.stringify(value).length;
      if (bytes <= this.limits.maxBytes / 10) {
        const freshFor = Math.min(kept.freshForMs, this.limits.ttlMs);
        this.store(key, { value, ...viewer, dependencies, expiresAt: this.now() + freshFor, bytes });
      }
    }
    return value;
  }

  dropSite(siteId: string): void {
    this.dropWhere((entry) => entry.siteId === siteId);
  }

  dropDependency(dependency: string): void {
    this.dropWhere((entry) => entry.dependencies.has(dependency));
  }

  clear(): void {
    this.dropWhere(() => true);
  }

  stats(): ViewerPageMemoStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private store(key: string, entry: Entry<T>): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private dropWhere(predicate: (entry: Entry<T>) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (predicate(entry)) this.delete(key);
  }
}

/**
 * One memo per runtime, kept on `globalThis` under a registered symbol: the portal host's Remix
 * build bundles its own copy of this module, and its fast path, its health check and the tests
 * must all see the same memo.
 */
const KEY = Symbol.for('atrium.viewer-page-memos');
const globals = globalThis as unknown as Record<symbol, WeakMap<Runtime, Promise<ViewerPageMemo<unknown>>> | undefined>;
const memos = (globals[KEY] ??= new WeakMap<Runtime, Promise<ViewerPageMemo<unknown>>>());

/**
 * The runtime's memo once it listens for invalidations; undefined when it cannot listen (then
 * nothing is kept: an entry could outlive the change that should drop it).
 */
export async function viewerPageMemo<T>(runtime: Runtime): Promise<ViewerPageMemo<T> | undefined> {
  let pending = memos.get(runtime);
  if (!pending) {
    const memo = new ViewerPageMemo<unknown>();
    const options = { onResync: () => memo.clear() };
    const subscribing = Promise.all([
      runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => memo.dropSite(siteId), options),
      runtime.cache.subscribe(CHANNELS.endUsersChanged, (siteId) => memo.dropSite(siteId), options),
      runtime.cache.subscribe(CHANNELS.dataChanged, (dependency) => memo.dropDependency(dependency), options),
    ]).then(() => memo);
    pending = subscribing;
    memos.set(runtime, subscribing);
    subscribing.catch(() => {
      if (memos.get(runtime) === subscribing) memos.delete(runtime);
    });
  }
  try {
    return (await pending) as ViewerPageMemo<T>;
  } catch {
    return undefined;
  }
}
