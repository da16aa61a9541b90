import { TABLE_MESSAGES, ZRecordCellsSchema } from '@atrium/core';
import { updateGridRecord } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/** PATCH `{ fields }`: saves cells of one record (null or '' clears a cell). */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PATCH');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const { fields } = await parseJsonBody(ctx.request, ZRecordCellsSchema);
  const record = await updateGridRecord(ctx.runtime, {
    siteId: site.id,
    tableId: ctx.params.tableId ?? '',
    recordId: ctx.params.recordId ?? '',
    fields,
  });
  return { ok: true as const, message: TABLE_MESSAGES.recordSaved, record };
});
