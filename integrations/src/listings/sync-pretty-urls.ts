import {
  AppError,
  PRETTY_URL_FIELD_REQUIRED_MESSAGE,
  PRETTY_URL_SYNC_FAILED_MESSAGE,
  prettyUrlSlugs,
  profileCellText,
  type TListingSource,
} from '@atrium/core';
import type { Runtime } from '../runtime';
import { listingBaseId } from './listing-base-id';
import { listingSourceFor } from './listing-source-for';
import { syncSectionSlugs } from './record-slugs-cache';

/** More records than this are not synced (their pages keep their record id URLs). */
const MAX_SYNCED_RECORDS = 10_000;

/**
 * 'Save and Sync' of the Pretty URL panel (spec doc 2 §7): every record's slug from the lookup
 * field replaces the section's earlier pretty URLs; slugs two records would share are dropped.
 * Answers how many were stored of how many records were read.
 */
export async function syncPrettyUrls(
  runtime: Runtime,
  params: { siteId: string; sectionId: string; source: TListingSource; lookupFieldId: string },
): Promise<{ inserted: number; total: number }> {
  const { siteId, sectionId, lookupFieldId } = params;
  const source = await listingSourceFor(runtime, siteId, params.source);
  if (!source) throw new AppError('BAD_REQUEST', PRETTY_URL_SYNC_FAILED_MESSAGE);
  const baseId = listingBaseId(params.source);
  const table = (await source.listTables({ baseId })).find((t) => t.id === params.source.tableId);
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
  const inserted = await syncSectionSlugs(runtime, { siteId, sectionId, slugs });
  return { inserted, total };
}
