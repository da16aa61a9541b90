import { DataSourceError, findField, type Condition, type DataRecord, type TableSchema } from '@atrium/core';

/**
 * Reads records of a table by id, with only the given fields. The Airtable data source answers
 * it with `RECORD_ID()` formulas, which real Airtable evaluates on ids.
 */
export type FetchRecordsById = (tableId: string, recordIds: string[], fieldIds: string[]) => Promise<DataRecord[]>;

export const ONE_WAY_LINK_CODE = 'ONE_WAY_LINK';

/**
 * Rewrites link conditions so Airtable can answer them. In an Airtable formula a link field
 * reads as the linked records' primary field values, not their ids, so "links to record X"
 * cannot be written as a formula over the link field. Airtable keeps both sides of a link, so
 * the records that link to X are exactly the ids in X's inverse link field: each
 * `linksTo(field, ids)` (and `equals` of a record id on a link field) becomes
 * `idIn(inverse cells of ids)`, which translates to `RECORD_ID()` comparisons.
 *
 * A link field without an inverse (a link to the same table, or one created one-way) cannot be
 * resolved and is refused with a 422 naming the field. Other conditions are returned unchanged.
 */
export async function resolveLinkConditions(
  condition: Condition,
  schema: TableSchema,
  fetchRecordsById: FetchRecordsById,
): Promise<Condition> {
  const memo = new Map<string, Promise<string[]>>();
  const linkingIds = (fieldId: string, targetIds: string[]): Promise<string[]> => {
    const field = findField(schema, fieldId)!;
    const linkedTableId = field.options?.linkedTableId;
    const inverseId = field.options?.inverseLinkFieldId;
    if (typeof linkedTableId !== 'string' || typeof inverseId !== 'string' || linkedTableId === schema.id) {
      throw new DataSourceError(
        422,
        `The link field "${field.name}" has no linked field in the other table, so Atrium cannot tell which records link to a record. Link the tables both ways in Airtable.`,
        ONE_WAY_LINK_CODE,
      );
    }
    const ids = [...new Set(targetIds)].filter((id) => id !== '');
    const key = `${fieldId}\u0000${ids.join('\u0000')}`;
    let found = memo.get(key);
    if (!found) {
      found =
        ids.length === 0
          ? Promise.resolve([])
          : fetchRecordsById(linkedTableId, ids, [inverseId]).then((records) => [
              ...new Set(
                records.flatMap((r) => {
                  const cell = r.fields[inverseId];
                  return Array.isArray(cell) ? cell.filter((v): v is string => typeof v === 'string') : [];
                }),
              ),
            ]);
      memo.set(key, found);
    }
    return found;
  };
  const isLinkField = (fieldId: string) => findField(schema, fieldId)?.type === 'multipleRecordLinks';

  const walk = async (c: Condition): Promise<Condition> => {
    switch (c.kind) {
      case 'and':
      case 'or':
        return { kind: c.kind, conditions: await Promise.all(c.conditions.map(walk)) };
      case 'not':
        return { kind: 'not', condition: await walk(c.condition) };
      case 'linksTo':
        if (!isLinkField(c.fieldId)) return c;
        return { kind: 'idIn', recordIds: await linkingIds(c.fieldId, c.recordIds) };
      case 'equals':
        if (!isLinkField(c.fieldId) || typeof c.value !== 'string') return c;
        return { kind: 'idIn', recordIds: await linkingIds(c.fieldId, [c.value]) };
      default:
        return c;
    }
  };
  return walk(condition);
}
