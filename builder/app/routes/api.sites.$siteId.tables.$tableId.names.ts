import { ZLinkNamesSchema } from '@atrium/core';
import { findRecordsByName } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/** Reading this endpoint is the wrong method (Remix would answer a route without a loader with a 400). */
export const loader = () =>
  Response.json({ ok: false, error: 'Use POST for this endpoint.' }, { status: 405, headers: { Allow: 'POST' } });

/**
 * POST `{ names }` (at most 500): the records of this built-in table each name means, by its
 * primary field in any case: `{ ok, records: { [name]: [{ id, name }] } }`, with no record for a
 * name none has and two for a name several share. The grid asks when names pasted into a link
 * cell are not among the records it has loaded.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const { names } = await parseJsonBody(ctx.request, ZLinkNamesSchema);
  const matches = await findRecordsByName(ctx.runtime, { siteId: site.id, tableId: ctx.params.tableId ?? '', names });
  return { ok: true as const, records: Object.fromEntries(matches) };
});
