import {
  CTA_FIELD_TYPES,
  type DataRecord,
  type DataSource,
  LISTING_FORBIDDEN_MESSAGE,
  type TDataData,
  type TableSchema,
  UPVOTE_TWICE_MESSAGE,
} from '@atrium/core';
import { addRecordVote, removeRecordVote } from '@atrium/db';
import type { Runtime } from '../runtime';
import { listingBaseId } from './listing-base-id';
import type { ListingWrite, ListingWriteResult } from './listing-write';

/**
 * An upvote: the listing must count upvotes in a Number field of its table; the voter's vote is
 * stored first (a second one is refused), then the field gets one more, and the vote is taken
 * back if that write fails.
 */
export async function upvoteRecord(
  runtime: Runtime,
  siteId: string,
  data: TDataData,
  write: Extract<ListingWrite, { kind: 'upvote' }>,
  table: TableSchema,
  record: DataRecord,
  source: DataSource,
): Promise<ListingWriteResult> {
  const field = table.fields.find((f) => f.id === data.cta.fieldId);
  if (data.cta.action !== 'upvote' || !field || !CTA_FIELD_TYPES.upvote.includes(field.type)) {
    return { ok: false, status: 403, message: LISTING_FORBIDDEN_MESSAGE };
  }
  const key = { siteId, sectionId: write.sectionId, recordId: write.recordId, voter: write.voter };
  if (!(await addRecordVote(runtime.db, key))) return { ok: false, status: 409, message: UPVOTE_TWICE_MESSAGE };
  const current = record.fields[field.id];
  const count = typeof current === 'number' && Number.isFinite(current) ? current : 0;
  try {
    await source.updateRecords({
      baseId: listingBaseId(data.source!),
      tableId: table.id,
      records: [{ id: write.recordId, fields: { [field.id]: count + 1 } }],
    });
  } catch (error) {
    await removeRecordVote(runtime.db, key);
    throw error;
  }
  return { ok: true, recordId: write.recordId };
}
