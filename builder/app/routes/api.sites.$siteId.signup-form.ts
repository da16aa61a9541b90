import { AppError, SITE_UPDATED_MESSAGE, ZSignupTextsSchema } from '@atrium/core';
import { updateSiteSettings } from '@atrium/db';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * POST /api/sites/:siteId/signup-form, the Sign Up Form drawer's Save: JSON `{ texts }` (the
 * Sign Up page's heading, labels, placeholders, button, legal and existing-account texts) into
 * the settings draft, published with the next publish. 400 with the first problem otherwise.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const body = (await ctx.request.json().catch(() => undefined)) as { texts?: unknown } | undefined;
  const parsed = ZSignupTextsSchema.strict().safeParse(body?.texts);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid texts');
  const settings = await updateSiteSettings(ctx.runtime.db, {
    siteId: site.id,
    change: (current) => ({
      ...current,
      general: { ...current.general, accounts: { ...current.general.accounts, signup: parsed.data } },
    }),
  });
  return { ok: true as const, message: SITE_UPDATED_MESSAGE, texts: settings.general.accounts.signup };
});
