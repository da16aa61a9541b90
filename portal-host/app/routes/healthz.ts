import type { LoaderFunctionArgs } from '@remix-run/node';
import { pingDb } from '@atrium/db';
import { viewerPageMemo } from '@atrium/integrations';
import { snapshotCacheStats } from '../portal/resolve-portal.server';

/**
 * Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. Any
 * host. Also shows the rendered-page cache's counters (entries, bytes, hits, misses, evictions)
 * and the signed-in viewers' page memo's (entries, bytes, hits, misses; ADR 036) for operators
 * (ADR 028), and the in-process caches' entries, bytes, byte budgets and evictions (ADR 043):
 * published snapshots (SNAPSHOT_CACHE_MB) and records (RECORD_CACHE_MB; with Redis, what is
 * kept in process while Redis is unreachable). Counts and sizes only, never keys or values.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await pingDb(context.runtime.db);
    const viewerPages = (await viewerPageMemo(context.runtime))?.stats();
    const caches = {
      snapshots: await snapshotCacheStats(context.runtime),
      records: context.runtime.cache.stats?.(),
    };
    return Response.json({ ok: true, pageCache: context.pageCacheStats?.(), viewerPages, caches }, { headers });
  } catch (error) {
    console.error('Health check: the database did not answer.', error);
    return Response.json({ ok: false }, { status: 503, headers });
  }
}
