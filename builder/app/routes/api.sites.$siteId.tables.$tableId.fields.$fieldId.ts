import { ZChangeFieldSchema, ZDeleteFieldSchema } from '@atrium/core';
import { changeGridField, deleteGridField, describeFieldDeletion, gridTable } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * GET: what deleting the field would refuse on or lose (`uses`, `values`, its link's `inverse`),
 * for the confirmation. A field of another table or portal is not found.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const ids = { siteId: site.id, tableId: ctx.params.tableId ?? '', fieldId: ctx.params.fieldId ?? '' };
  await gridTable(ctx.runtime, site.id, ids.tableId);
  return describeFieldDeletion(ctx.runtime, { ...ids, appConfig: site.appConfig });
});

/**
 * PATCH `{ name }`, `{ position }` or `{ hidden }`: renames, moves or hides/shows the field.
 * DELETE `{ alsoInverse }`: deletes it with its values, refused (409, naming them) while
 * pages, the users set-up or the table's views use it; a link's inverse goes too when asked.
 */
export const action = jsonApiAction(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const ids = { siteId: site.id, tableId: ctx.params.tableId ?? '', fieldId: ctx.params.fieldId ?? '' };
  switch (ctx.request.method) {
    case 'PATCH': {
      const change = await parseJsonBody(ctx.request, ZChangeFieldSchema);
      const message = await changeGridField(ctx.runtime, { ...ids, change });
      return { ok: true as const, message };
    }
    case 'DELETE': {
      const { alsoInverse } = await parseJsonBody(ctx.request, ZDeleteFieldSchema);
      const message = await deleteGridField(ctx.runtime, { ...ids, alsoInverse, appConfig: site.appConfig });
      return { ok: true as const, message };
    }
    default:
      throw new Response('Use PATCH or DELETE for this endpoint.', {
        status: 405,
        headers: { Allow: 'GET, PATCH, DELETE' },
      });
  }
});
