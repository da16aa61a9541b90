import { AppError, ZDataDataSchema } from '@atrium/core';
import { loadListing } from '@atrium/integrations';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * POST JSON {data}: the first page of a data section as it is being edited (not yet saved or
 * published), for the editor's preview: the same loading as the portal host, from the cache.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const body = (await ctx.request.json().catch(() => undefined)) as { data?: unknown } | undefined;
  const parsed = ZDataDataSchema.safeParse(body?.data);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid listing');
  const view = await loadListing(ctx.runtime, { siteId: site.id, data: parsed.data, params: { q: '', filters: {} } });
  return { ok: true as const, view };
});
