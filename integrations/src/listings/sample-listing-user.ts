import { DataSourceError, RECORD_ID_PATTERN, type TDataData } from '@atrium/core';
import { listEndUsers, type EndUser } from '@atrium/db';
import type { Runtime } from '../runtime';
import { listingTable } from './listing-table';

/** How many of the portal's first users the sample is looked for among. */
const SAMPLE_CANDIDATES = 50;
/** How many of their records are read to find one linked to a candidate (one page of the source). */
const SAMPLE_RECORDS = 100;

/** The end user a user listing's preview shows it as, and whether records link to them. */
export interface SampleListingUser {
  user: EndUser;
  /** Some listed record links to the user's record (else the preview is likely empty). */
  hasRecords: boolean;
}

/**
 * The sample person the listing editor previews a user listing as: among the portal's first
 * users (oldest first), the first whose users-table record some listed record links to, read
 * with one query of the listed table; else the first user linked to a users-table record; else
 * the first user. Undefined for a public listing, or when the portal has no users.
 */
export async function sampleListingUser(
  runtime: Runtime,
  params: { siteId: string; data: TDataData },
): Promise<SampleListingUser | undefined> {
  const { data, siteId } = params;
  if (data.listingType !== 'user' || !data.source) return undefined;
  const { users } = await listEndUsers(runtime.db, { siteId, page: 1, pageSize: SAMPLE_CANDIDATES });
  const withRecord = users.filter((u) => u.recordId);
  const linkFieldId = data.userLinkFieldId;
  if (linkFieldId && withRecord.length > 0) {
    const linked = await recordsLinkedTo(
      runtime,
      siteId,
      data,
      linkFieldId,
      withRecord.map((u) => u.recordId!),
    );
    const found = withRecord.find((u) => linked.has(u.recordId!));
    if (found) return { user: found, hasRecords: true };
  }
  const first = withRecord[0] ?? users[0];
  return first ? { user: first, hasRecords: false } : undefined;
}

/** Which of these users-table records the listed table's link field points at (none if it cannot be read). */
async function recordsLinkedTo(
  runtime: Runtime,
  siteId: string,
  data: TDataData,
  linkFieldId: string,
  recordIds: string[],
): Promise<Set<string>> {
  const ids = recordIds.filter((id) => RECORD_ID_PATTERN.test(id));
  if (ids.length === 0) return new Set();
  try {
    const { source, baseId, table } = await listingTable(runtime, siteId, data.source!);
    const page = await source.listRecords({
      baseId,
      tableId: table.id,
      where: { kind: 'linksTo', fieldId: linkFieldId, recordIds: ids },
      sort: { type: 'none' },
      pageSize: SAMPLE_RECORDS,
      fieldIds: [linkFieldId],
    });
    const cells = page.records.flatMap((r) => {
      const cell = r.fields[linkFieldId];
      return Array.isArray(cell) ? cell.map((v) => (typeof v === 'string' ? v : v.id)) : [];
    });
    return new Set(cells);
  } catch (error) {
    if (error instanceof DataSourceError) return new Set();
    throw error;
  }
}
