import {
  type DataRecord,
  type DataSource,
  type TDataData,
  type TListingAction,
  type TRecordDetailView,
  type TableSchema,
  type listingFormLinks,
  recordDetailView,
} from '@atrium/core';
import { linkOptions } from './linked-records';
import { readFormLinkChoices } from './read-form-link-choices';

/**
 * A record's detail view for this viewer, with what its forms and linked records blocks offer
 * (the linked tables' first records, read through the cache side by side).
 */
export async function detailViewOf(input: {
  source: DataSource;
  baseId: string;
  tables: TableSchema[];
  table: TableSchema;
  data: TDataData;
  abilities: Record<TListingAction, boolean>;
  found: { record: DataRecord; linked: Record<string, DataRecord[]>; tables: readonly TableSchema[] };
  /** The edit form's link fields (none for viewers who may not edit). */
  editLinks: ReturnType<typeof listingFormLinks>;
}): Promise<TRecordDetailView> {
  const { source, baseId, data, table, found, abilities } = input;
  const [options, editLinks] = await Promise.all([
    linkOptions({ source, baseId, tables: input.tables, table, data, abilities }),
    readFormLinkChoices(source, baseId, input.editLinks, found.linked),
  ]);
  return recordDetailView(data, table, found.record, abilities, {
    records: found.linked,
    tables: found.tables,
    options,
    editLinks,
  });
}
