import type { LoaderFunctionArgs } from '@remix-run/node';
import { pingDb } from '@atrium/db';
import { viewerPageMemo } from '@atrium/integrations';

/**
 * Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. Any
 * host. Also shows the rendered-page cache's counters (entries, bytes, hits, misses, evictions)
 * and the signed-in viewers' page memo's (entries, bytes, hits, misses; ADR 036) for operators
 * (ADR 028).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await pingDb(context.runtime.db);
    const viewerPages = (await viewerPageMemo(context.runtime))?.stats();
    return Response.json({ ok: true, pageCache: context.pageCacheStats?.(), viewerPages }, { headers });
  } catch (error) {
    console.error('Health check: the database did not answer.', error);
    return Response.json({ ok: false }, { status: 503, headers });
  }
}
