import {
  LINKED_RECORDS_OFFERED_MAX,
  TRUE_CONDITION,
  formLinkChoices,
  type DataRecord,
  type DataSource,
  type TFormLinkChoices,
  type TFormLinkField,
} from '@atrium/core';

/**
 * What each link field of a form offers: the linked table's first records in the table's order
 * with only the title field, one query per field through the (cached) data source, so rendering
 * a form and checking its submission read the same cache entry and a page view costs no
 * Airtable call. `current`: an edit form's record's links now (expanded), offered too.
 */
export async function readFormLinkChoices(
  source: DataSource,
  baseId: string,
  links: readonly TFormLinkField[],
  current: Readonly<Record<string, readonly DataRecord[]>> = {},
): Promise<Record<string, TFormLinkChoices>> {
  const entries = await Promise.all(
    links.map(async (link) => {
      const page = await source.listRecords({
        baseId,
        tableId: link.linkedTable.id,
        where: TRUE_CONDITION,
        sort: { type: 'none' },
        pageSize: LINKED_RECORDS_OFFERED_MAX,
        fieldIds: [link.titleFieldId],
      });
      return [link.fieldId, formLinkChoices(link, page, current[link.fieldId])] as const;
    }),
  );
  return Object.fromEntries(entries);
}
