import { pingDb } from '@atrium/db';
import type { LoaderFunctionArgs } from '@remix-run/node';

/**
 * Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. An
 * unreachable Redis does not make the builder unhealthy (its cache answers in process, ADR 023):
 * the answer says so with `redis: 'unreachable'`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await pingDb(context.runtime.db);
  } catch {
    return Response.json({ ok: false }, { status: 503, headers });
  }
  const redisReachable = await context.runtime.cache.ping().then(
    () => true,
    () => false,
  );
  return Response.json(redisReachable ? { ok: true } : { ok: true, redis: 'unreachable' }, { headers });
}
