import {
  DataSourceError,
  LINK_CHOICE_REQUIRED_MESSAGE,
  LINK_NOT_FOUND_MESSAGE,
  LINKED_NAME_REQUIRED_MESSAGE,
  LINKED_RECORDS_OFFERED_MAX,
  LISTING_FORBIDDEN_MESSAGE,
  RECORD_ID_PATTERN,
  TRUE_CONDITION,
  linkCellIds,
  linkedBlockAbilities,
  type DataRecord,
  type DataSource,
  type TDataData,
  type TListingAction,
  type TableSchema,
} from '@atrium/core';

/**
 * A change people make in a record page's linked records block (spec doc 2 §6 per-field
 * permissions 'link/unlink records' and 'create new records'): link a record of the linked
 * table, unlink one, or add a new one by its name and link it.
 */
export type LinkedRecordsWrite =
  | { kind: 'link'; recordId: string; blockId: string; linkedRecordId: string }
  | { kind: 'unlink'; recordId: string; blockId: string; linkedRecordId: string }
  | { kind: 'createLinked'; recordId: string; blockId: string; name: string };

const NAME_MAX = 200;

/**
 * The records people may link, per link field of the blocks that let them (for viewers who may
 * edit): the linked table's first records, read through the cache like any listing.
 */
export async function linkOptions(input: {
  source: DataSource;
  baseId: string;
  tables: readonly TableSchema[];
  table: TableSchema;
  data: TDataData;
  abilities?: Record<TListingAction, boolean>;
}): Promise<Record<string, DataRecord[]>> {
  const options: Record<string, DataRecord[]> = {};
  for (const block of input.data.detail.blocks) {
    if (options[block.linkFieldId]) continue;
    if (!linkedBlockAbilities(input.data, block, input.table, input.tables, input.abilities).link) continue;
    const linkedTable = linkedTableOf(input.table, input.tables, block.linkFieldId);
    if (!linkedTable) continue;
    const page = await input.source.listRecords({
      baseId: input.baseId,
      tableId: linkedTable.id,
      where: TRUE_CONDITION,
      sort: { type: 'field', fieldId: linkedTable.primaryFieldId, direction: 'asc' },
      pageSize: LINKED_RECORDS_OFFERED_MAX,
      fieldIds: [linkedTable.primaryFieldId],
    });
    options[block.linkFieldId] = page.records;
  }
  return options;
}

function linkedTableOf(table: TableSchema, tables: readonly TableSchema[], linkFieldId: string) {
  const link = table.fields.find((f) => f.id === linkFieldId);
  return link?.type === 'multipleRecordLinks' ? tables.find((t) => t.id === link.options?.linkedTableId) : undefined;
}

/**
 * Links, unlinks or adds a linked record on a record the viewer may edit (the caller has checked
 * the listing's edit right and that the listing holds the record). The block must allow it; a
 * record to link must be a record of the linked table.
 */
export async function changeLinkedRecords(input: {
  source: DataSource;
  baseId: string;
  tables: readonly TableSchema[];
  table: TableSchema;
  data: TDataData;
  record: DataRecord;
  write: LinkedRecordsWrite;
  abilities: Record<TListingAction, boolean>;
}): Promise<{ ok: true; recordId: string } | { ok: false; status: number; message: string }> {
  const { write, data, table } = input;
  const refused = { ok: false as const, status: 403, message: LISTING_FORBIDDEN_MESSAGE };
  const block = data.detail.blocks.find((b) => b.id === write.blockId && b.kind === 'linked');
  if (!block) return refused;
  const may = linkedBlockAbilities(data, block, table, input.tables, input.abilities);
  const linkedTable = linkedTableOf(table, input.tables, block.linkFieldId);
  if (!linkedTable || (write.kind === 'createLinked' ? !may.create : !may.link)) return refused;
  const current = linkCellIds(input.record.fields[block.linkFieldId]);
  let next: string[];
  if (write.kind === 'createLinked') {
    const name = write.name.trim();
    if (!name) return { ok: false, status: 400, message: LINKED_NAME_REQUIRED_MESSAGE };
    const [created] = await input.source.createRecords({
      baseId: input.baseId,
      tableId: linkedTable.id,
      records: [{ [linkedTable.primaryFieldId]: name.slice(0, NAME_MAX) }],
    });
    if (!created) return { ok: false, status: 502, message: LISTING_FORBIDDEN_MESSAGE };
    next = [...current, created.id];
  } else {
    if (!write.linkedRecordId) return { ok: false, status: 400, message: LINK_CHOICE_REQUIRED_MESSAGE };
    if (write.kind === 'unlink') {
      if (!current.includes(write.linkedRecordId)) return { ok: false, status: 400, message: LINK_NOT_FOUND_MESSAGE };
      next = current.filter((id) => id !== write.linkedRecordId);
    } else {
      if (!(await exists(input.source, input.baseId, linkedTable.id, write.linkedRecordId))) {
        return { ok: false, status: 400, message: LINK_NOT_FOUND_MESSAGE };
      }
      next = current.includes(write.linkedRecordId) ? current : [...current, write.linkedRecordId];
    }
  }
  await input.source.updateRecords({
    baseId: input.baseId,
    tableId: table.id,
    records: [{ id: input.record.id, fields: { [block.linkFieldId]: next } }],
  });
  return { ok: true, recordId: input.record.id };
}

/** Whether the linked table holds this record (a forged or malformed id does not). */
async function exists(source: DataSource, baseId: string, tableId: string, recordId: string): Promise<boolean> {
  if (!RECORD_ID_PATTERN.test(recordId)) return false;
  try {
    return Boolean(await source.getRecord({ baseId, tableId, recordId }));
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return false;
    throw error;
  }
}
