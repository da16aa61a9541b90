import {
  AppError,
  PRETTY_URL_FIELD_REQUIRED_MESSAGE,
  PRETTY_URL_SYNC_FAILED_MESSAGE,
  ZDataDataSchema,
  prettyUrlSyncedMessage,
} from '@atrium/core';
import { syncPrettyUrls } from '@atrium/integrations';
import { z } from 'zod';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

const ZSyncSchema = z.object({
  sectionId: z.string().min(1).max(40),
  data: ZDataDataSchema,
  lookupFieldId: z
    .string({ required_error: PRETTY_URL_FIELD_REQUIRED_MESSAGE })
    .min(1, PRETTY_URL_FIELD_REQUIRED_MESSAGE),
});

/**
 * POST JSON {sectionId, data, lookupFieldId}: 'Save and Sync' of the Pretty URL panel (spec doc 2
 * §7), done by integrations' syncPrettyUrls. Answers 'Successfully synced {inserted} of {total}.'
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const parsed = ZSyncSchema.safeParse(await ctx.request.json().catch(() => undefined));
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? PRETTY_URL_SYNC_FAILED_MESSAGE);
  const { sectionId, data, lookupFieldId } = parsed.data;
  if (!data.source) throw new AppError('BAD_REQUEST', 'Connect the section to a table first.');
  const { inserted, total } = await syncPrettyUrls(ctx.runtime, {
    siteId: site.id,
    sectionId,
    source: data.source,
    lookupFieldId,
  });
  return { ok: true as const, message: prettyUrlSyncedMessage(inserted, total), inserted, total };
});
