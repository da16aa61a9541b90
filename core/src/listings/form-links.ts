import { profileCellText } from '../tables/format-field-value';
import { countOf } from '../text/plural';
import { FORM_ADD_RECORD_TEXT_DEFAULT, customFormFields, type TFormField } from '../sections/types/custom-form';
import { FORM_FIELD_TYPES, FORM_LINK_FIELD_TYPE, formGroupsFor, type TDataData } from '../sections/types/data';
import type { RecordPage } from '../data/data-source';
import type { DataRecord, TableField, TableSchema } from '../data/schema';

/**
 * Link fields in record forms (a Form section's form, a listing's Create Record and Edit Record
 * forms): people choose records of the linked table, each shown by the form field's title field.
 * A form offers the linked table's first records in the table's order (read through the record
 * cache, one cached query per field) and, on an edit form, the records linked now; the server
 * accepts only ids it offered.
 */

/**
 * A linked table offers at most this many of its records, read as one cached page: a form's link
 * field, a table filter's options, a linked records block's records to link.
 */
export const LINKED_RECORDS_OFFERED_MAX = 100;
/** A linked record whose title field is empty. */
export const FORM_LINK_UNTITLED = 'Unnamed record';

/** How a linked record reads wherever it is offered or listed: its title field, else 'Unnamed record'. */
export function linkedRecordTitle(record: DataRecord, titleFieldId: string): string {
  return profileCellText(record.fields[titleFieldId]).trim() || FORM_LINK_UNTITLED;
}
export const FORM_LINK_NO_RECORDS_MESSAGE = 'There are no records to choose from.';
/** A posted record id the form did not offer (unknown, forged, or of another table). */
export const formLinkRefusedMessage = (label: string) => `${label}: choose records from the list.`;
export const formLinkMoreMessage = (shown: number, tableName: string) =>
  `Showing the first ${countOf(shown, 'record', 'records')} of ${tableName}.`;

/** A form's link field with what it needs to offer records. */
export interface TFormLinkField {
  /** The link field of the form's table. */
  fieldId: string;
  linkedTable: Pick<TableSchema, 'id' | 'name' | 'primaryFieldId' | 'fields'>;
  /** The linked table's field each record is shown by: the builder's choice while it exists, else the primary field. */
  titleFieldId: string;
  addRecordText: string;
}

/** The link fields among a form's fields whose linked table is known (each once, as first placed). */
export function formLinkFields(
  entries: ReadonlyArray<{ formField: TFormField; field: Pick<TableField, 'id' | 'type' | 'options'> }>,
  tables: ReadonlyArray<TFormLinkField['linkedTable']>,
): TFormLinkField[] {
  const links: TFormLinkField[] = [];
  for (const { formField, field } of entries) {
    if (field.type !== FORM_LINK_FIELD_TYPE || links.some((l) => l.fieldId === field.id)) continue;
    const linkedTable = tables.find((t) => t.id === field.options?.linkedTableId);
    if (!linkedTable) continue;
    const { titleFieldId, addRecordText } = formField.overrides ?? {};
    links.push({
      fieldId: field.id,
      linkedTable,
      titleFieldId:
        titleFieldId && linkedTable.fields.some((f) => f.id === titleFieldId)
          ? titleFieldId
          : linkedTable.primaryFieldId,
      addRecordText: addRecordText?.trim() || FORM_ADD_RECORD_TEXT_DEFAULT,
    });
  }
  return links;
}

/** What a link field offers: its records, titled, and a note when the table holds more. */
export interface TFormLinkChoices {
  options: Array<{ id: string; title: string }>;
  note?: string;
}

/**
 * The records a link field offers: the first page of the linked table (at most
 * LINKED_RECORDS_OFFERED_MAX, said so when there are more), then `current` (an edit form's record's
 * links now) that are not among them.
 */
export function formLinkChoices(
  link: TFormLinkField,
  page: RecordPage,
  current: readonly DataRecord[] = [],
): TFormLinkChoices {
  const title = (record: DataRecord) => linkedRecordTitle(record, link.titleFieldId);
  const options = page.records.slice(0, LINKED_RECORDS_OFFERED_MAX).map((r) => ({ id: r.id, title: title(r) }));
  const offered = new Set(options.map((o) => o.id));
  for (const record of current) {
    if (offered.has(record.id)) continue;
    offered.add(record.id);
    options.push({ id: record.id, title: title(record) });
  }
  const more = Boolean(page.cursor) || page.records.length > LINKED_RECORDS_OFFERED_MAX;
  return { options, ...(more ? { note: formLinkMoreMessage(LINKED_RECORDS_OFFERED_MAX, link.linkedTable.name) } : {}) };
}

/** The record ids a link cell holds. */
export function linkCellIds(cell: unknown): string[] {
  return Array.isArray(cell) ? cell.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The first link field of a form whose posted ids are not all among the records it offers, in
 * the form's words, or undefined. `offered` answers a field's offered ids (empty for a field
 * whose linked table is unknown, so nothing can be posted for it).
 */
export function formLinkProblem(
  entries: ReadonlyArray<{ formField: Pick<TFormField, 'label'>; field: Pick<TableField, 'id' | 'name' | 'type'> }>,
  cells: Readonly<Record<string, unknown>>,
  offered: (fieldId: string) => ReadonlySet<string>,
): string | undefined {
  for (const { formField, field } of entries) {
    if (field.type !== FORM_LINK_FIELD_TYPE) continue;
    const allowed = offered(field.id);
    if (linkCellIds(cells[field.id]).some((id) => !allowed.has(id))) {
      return formLinkRefusedMessage(formField.label || field.name);
    }
  }
  return undefined;
}

/** The link fields of a listing's create, edit or Form-layout form, with their linked tables among `tables`. */
export function listingFormLinks(
  data: TDataData,
  table: Pick<TableSchema, 'fields'>,
  tables: ReadonlyArray<TFormLinkField['linkedTable']>,
  form: 'create' | 'edit' | 'custom',
): TFormLinkField[] {
  return formLinkFields(listingFormEntries(data, table, form), tables);
}

/** The fields of a listing's form with the form's settings for each (labels, required, overrides). */
export function listingFormEntries<F extends Pick<TableField, 'id' | 'type'>>(
  data: TDataData,
  table: { fields: readonly F[] },
  form: 'create' | 'edit' | 'custom',
): Array<{ formField: TFormField; field: F }> {
  return customFormFields({ groups: formGroupsFor(data, form) }, table.fields, FORM_FIELD_TYPES);
}
