import { AppError, ZDataDataSchema } from '@atrium/core';
import { sampleListingUser } from '@atrium/integrations';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';
import type { ListingSampleUser } from '../sections/data/preview/use-listing-preview-as';

/**
 * POST JSON {data}: the end user the listing editor's preview of this (draft) user listing shows
 * by default, or `user: null` for a public listing or a portal without users. Builders of the
 * portal only; the answer names one of the portal's own users.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const body = (await ctx.request.json().catch(() => undefined)) as { data?: unknown } | undefined;
  const parsed = ZDataDataSchema.safeParse(body?.data);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid listing');
  const sample = await sampleListingUser(ctx.runtime, { siteId: site.id, data: parsed.data });
  const user: ListingSampleUser | null = sample
    ? {
        id: sample.user.id,
        name: sample.user.username || sample.user.email,
        email: sample.user.email,
        hasRecords: sample.hasRecords,
      }
    : null;
  return { ok: true as const, user };
});
