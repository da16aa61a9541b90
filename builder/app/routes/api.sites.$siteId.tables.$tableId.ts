import { TABLE_MESSAGES, ZAddFieldSchema, ZGridQuerySchema } from '@atrium/core';
import { addGridField, loadGridPage } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * GET `?q=&sort=fld…&dir=asc|desc&cursor=`: one page of a built-in table for the grid, with the
 * table's fields. Unknown or malformed parameters fall back to their defaults.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const search = new URL(ctx.request.url).searchParams;
  const query = ZGridQuerySchema.parse(Object.fromEntries(search));
  return loadGridPage(ctx.runtime, { siteId: site.id, tableId: ctx.params.tableId ?? '', query });
});

/** POST `{ name, type }`: adds a field at the end of the table. */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const input = await parseJsonBody(ctx.request, ZAddFieldSchema);
  const field = await addGridField(ctx.runtime, { siteId: site.id, tableId: ctx.params.tableId ?? '', ...input });
  return { ok: true as const, message: TABLE_MESSAGES.fieldAdded, field };
});
