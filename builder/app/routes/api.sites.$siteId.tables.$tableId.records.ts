import { TABLE_MESSAGES, ZDeleteRecordsSchema, ZRecordCellsSchema } from '@atrium/core';
import { createGridRecord, deleteGridRecords } from '@atrium/integrations';
import { parseJsonBody } from '../lib/json-body.server';
import { jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * POST `{ fields }`: a new record. DELETE `{ recordIds }`: deletes records of this table.
 * Cells are checked against the table's fields with the rules portal forms use.
 */
export const action = jsonApiAction(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const tableId = ctx.params.tableId ?? '';
  if (ctx.request.method === 'POST') {
    const { fields } = await parseJsonBody(ctx.request, ZRecordCellsSchema);
    const record = await createGridRecord(ctx.runtime, { siteId: site.id, tableId, fields });
    return { ok: true as const, message: TABLE_MESSAGES.recordCreated, record };
  }
  if (ctx.request.method === 'DELETE') {
    const { recordIds } = await parseJsonBody(ctx.request, ZDeleteRecordsSchema);
    const deleted = await deleteGridRecords(ctx.runtime, { siteId: site.id, tableId, recordIds });
    return { ok: true as const, message: TABLE_MESSAGES.recordsDeleted(deleted.length), deleted };
  }
  throw new Response('Use POST or DELETE for this endpoint.', { status: 405, headers: { Allow: 'POST, DELETE' } });
});
