/**
 * Table metadata shared by every data source (Airtable and built-in tables). Field and record
 * values follow Airtable's `cellFormat=json` with `returnFieldsByFieldId`: records are keyed by
 * field id and empty cells are absent.
 */
export const BUILT_IN_FIELD_TYPES = [
  'singleLineText',
  'multilineText',
  'richText',
  'number',
  'checkbox',
  'singleSelect',
  'multipleSelects',
  'date',
  'dateTime',
  'email',
  'url',
  'phoneNumber',
  'multipleAttachments',
  'multipleRecordLinks',
] as const;
export type TBuiltInFieldType = (typeof BUILT_IN_FIELD_TYPES)[number];

export interface FieldChoice {
  id: string;
  name: string;
  color?: string;
}

export interface TableField {
  id: string;
  name: string;
  /** An Airtable field type; built-in tables use BUILT_IN_FIELD_TYPES. */
  type: string;
  description?: string;
  options?: {
    choices?: FieldChoice[];
    /** multipleRecordLinks: the table the links point at. */
    linkedTableId?: string;
    precision?: number;
    /** number: shown as an amount of this currency (ISO 4217 code). */
    currency?: string;
    /** multipleRecordLinks: the field of the linked table that links back (kept in step). */
    inverseLinkFieldId?: string;
    [key: string]: unknown;
  };
}

export interface TableView {
  id: string;
  name: string;
  type: string;
}

export interface TableSchema {
  id: string;
  name: string;
  primaryFieldId: string;
  fields: TableField[];
  views: TableView[];
}

export interface BaseSummary {
  id: string;
  name: string;
  permissionLevel?: string;
}

/**
 * Cell values by type: text types, email, url, phoneNumber, date ('YYYY-MM-DD'), singleSelect
 * (choice name): string; dateTime: ISO 8601 in UTC ('2026-01-05T14:30:00.000Z'); number: number; checkbox: true (absent when unchecked);
 * multipleSelects: string[]; multipleRecordLinks: record ids; multipleAttachments: Attachment[].
 */
export type CellValue = string | number | boolean | string[] | Attachment[];

export interface Attachment {
  id: string;
  url: string;
  filename: string;
  size?: number;
  type?: string;
  /** Images only: the upright size of the file at `url`. */
  width?: number;
  height?: number;
  /** Images only: smaller renditions, as Airtable's API gives them. */
  thumbnails?: { small?: AttachmentThumbnail; large?: AttachmentThumbnail };
}

export interface AttachmentThumbnail {
  url: string;
  width: number;
  height: number;
}

export interface DataRecord {
  id: string;
  createdTime: string;
  fields: Record<string, CellValue>;
}

export function findField(schema: Pick<TableSchema, 'fields'>, fieldId: string): TableField | undefined {
  return schema.fields.find((f) => f.id === fieldId);
}
