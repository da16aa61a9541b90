import { pingDb } from '@atrium/db';
import type { LoaderFunctionArgs } from '@remix-run/node';

export async function loader({ context }: LoaderFunctionArgs) {
  try {
    await pingDb(context.runtime.db);
    await context.runtime.cache.ping();
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false }, { status: 503 });
  }
}
