import { TABLE_MESSAGES, ZAddFieldSchema, ZCreateTableSchema, gridQueryFromSearch } from '@atrium/core';
import { addGridField, deleteGridTable, loadGridPage, renameGridTable } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * GET `?q=&sort=fld…&dir=asc|desc&filter=fld…:op:value&cursor=`: one page of a built-in table
 * for the grid, with the table's fields (`filter` repeats, one per column filter). Unknown or malformed parameters fall back to their defaults.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const search = new URL(ctx.request.url).searchParams;
  const query = gridQueryFromSearch(search);
  return loadGridPage(ctx.runtime, { siteId: site.id, tableId: ctx.params.tableId ?? '', query });
});

/**
 * POST `{ name, type }`: adds a field at the end of the table. PATCH `{ name }`: renames the
 * table. DELETE: deletes the table and its records, refused (409, naming them) while pages, the
 * users set-up or other tables' link fields use it.
 */
export const action = jsonApiAction(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const tableId = ctx.params.tableId ?? '';
  switch (ctx.request.method) {
    case 'POST': {
      const input = await parseJsonBody(ctx.request, ZAddFieldSchema);
      const field = await addGridField(ctx.runtime, { siteId: site.id, tableId, ...input });
      return { ok: true as const, message: TABLE_MESSAGES.fieldAdded, field };
    }
    case 'PATCH': {
      const { name } = await parseJsonBody(ctx.request, ZCreateTableSchema);
      await renameGridTable(ctx.runtime, { siteId: site.id, tableId, name });
      return { ok: true as const, message: TABLE_MESSAGES.renamed };
    }
    case 'DELETE':
      await deleteGridTable(ctx.runtime, { siteId: site.id, tableId, appConfig: site.appConfig });
      return { ok: true as const, message: TABLE_MESSAGES.deleted };
    default:
      throw new Response('Use POST, PATCH or DELETE for this endpoint.', {
        status: 405,
        headers: { Allow: 'POST, PATCH, DELETE' },
      });
  }
});
