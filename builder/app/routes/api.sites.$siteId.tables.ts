import { TABLE_MESSAGES, ZCreateTableSchema } from '@atrium/core';
import { createGridTable } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/** POST `{ name }`: a new built-in table (the Data area's Create table), with a Name field. */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const { name } = await parseJsonBody(ctx.request, ZCreateTableSchema);
  const table = await createGridTable(ctx.runtime, { siteId: site.id, name });
  return { ok: true as const, message: TABLE_MESSAGES.created, table };
});
