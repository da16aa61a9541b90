import {
  AppError,
  PRETTY_URL_FIELD_REQUIRED_MESSAGE,
  PRETTY_URL_SYNC_FAILED_MESSAGE,
  ZDataDataSchema,
  prettyUrlSlugs,
  prettyUrlSyncedMessage,
  profileCellText,
} from '@atrium/core';
import { listingBaseId, listingSourceFor, syncSectionSlugs } from '@atrium/integrations';
import { z } from 'zod';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/** More records than this are not synced (their pages keep their record id URLs). */
const MAX_SYNCED_RECORDS = 10_000;

const ZSyncSchema = z.object({
  sectionId: z.string().min(1).max(40),
  data: ZDataDataSchema,
  lookupFieldId: z
    .string({ required_error: PRETTY_URL_FIELD_REQUIRED_MESSAGE })
    .min(1, PRETTY_URL_FIELD_REQUIRED_MESSAGE),
});

/**
 * POST JSON {sectionId, data, lookupFieldId}: 'Save and Sync' of the Pretty URL panel (spec doc 2
 * §7): every record's slug from the field replaces the section's earlier pretty URLs; slugs two
 * records would share are dropped. Answers 'Successfully synced {inserted} of {total}.'
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const parsed = ZSyncSchema.safeParse(await ctx.request.json().catch(() => undefined));
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? PRETTY_URL_SYNC_FAILED_MESSAGE);
  const { sectionId, data, lookupFieldId } = parsed.data;
  if (!data.source) throw new AppError('BAD_REQUEST', 'Connect the section to a table first.');
  const source = await listingSourceFor(ctx.runtime, site.id, data.source);
  if (!source) throw new AppError('BAD_REQUEST', PRETTY_URL_SYNC_FAILED_MESSAGE);
  const baseId = listingBaseId(data.source);
  const table = (await source.listTables({ baseId })).find((t) => t.id === data.source!.tableId);
  if (!table?.fields.some((f) => f.id === lookupFieldId))
    throw new AppError('BAD_REQUEST', PRETTY_URL_FIELD_REQUIRED_MESSAGE);
  const records: Array<{ id: string; text: string }> = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId,
      tableId: table.id,
      where: { kind: 'true' },
      sort: { type: 'none' },
      pageSize: 100,
      cursor,
      fieldIds: [lookupFieldId],
    });
    records.push(...page.records.map((r) => ({ id: r.id, text: profileCellText(r.fields[lookupFieldId]) })));
    cursor = page.cursor;
  } while (cursor && records.length < MAX_SYNCED_RECORDS);
  const { slugs, total } = prettyUrlSlugs(records);
  const inserted = await syncSectionSlugs(ctx.runtime, { siteId: site.id, sectionId, slugs });
  return { ok: true as const, message: prettyUrlSyncedMessage(inserted, total), inserted, total };
});
