import { ZChangeFieldTypeSchema } from '@atrium/core';
import { changeGridFieldType } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/** Reading this endpoint is the wrong method (Remix would answer a route without a loader with a 400). */
export const loader = () =>
  Response.json({ ok: false, error: 'Use POST for this endpoint.' }, { status: 405, headers: { Allow: 'POST' } });

/**
 * POST `{ type, choices?, precision?, currency?, dryRun }`: changes the field's type, converting
 * its values in one transaction and clearing those that cannot be; the answer counts both. With
 * `dryRun: true` it only counts (the confirmation shows the count before anything changes) and
 * names what uses the field (pages, the users set-up), for the builder to check.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const change = await parseJsonBody(ctx.request, ZChangeFieldTypeSchema);
  const result = await changeGridFieldType(ctx.runtime, {
    siteId: site.id,
    tableId: ctx.params.tableId ?? '',
    fieldId: ctx.params.fieldId ?? '',
    change,
    appConfig: site.appConfig,
  });
  return { ok: true as const, ...result };
});
