import { z } from 'zod';
import { GRID_FILTERS_MAX, ZGridFilterSchema, gridFiltersFromSearch } from './grid-filters';
import { countOf, plural } from '../text/plural';

/**
 * The builder's Data area (issue 21): built-in tables listed, opened in a grid, records and
 * fields added and edited. Messages are what the builder shows; the schemas are the one
 * validation of every request the Data area sends.
 */
/** Options a select field may offer. */
export const FIELD_CHOICES_MAX = 100;

export const TABLE_MESSAGES = {
  nameRequired: 'Table name is required.',
  nameTooLong: 'Table name must be 100 characters or fewer.',
  nameTaken: 'A table with this name already exists.',
  created: 'Table created.',
  notFound: 'Table not found.',
  fieldNameRequired: 'Field name is required.',
  fieldNameTooLong: 'Field name must be 100 characters or fewer.',
  fieldNameTaken: 'A field with this name already exists.',
  fieldAdded: 'Field added.',
  choicesRequired: 'Add at least one option.',
  choicesRepeated: 'Each option must be different.',
  linkedTableRequired: 'Choose the table to link to.',
  tooManyFields: 'A table can have at most 200 fields.',
  recordCreated: 'Record created.',
  recordSaved: 'Record saved.',
  recordNotFound: 'Record not found.',
  recordsDeleted: (count: number) => `${countOf(count, 'record', 'records')} deleted.`,
  renamed: 'Table renamed.',
  deleted: 'Table deleted.',
  inUse: (uses: string[]) => `This table cannot be deleted while it is used by ${uses.join('; ')}. Remove those first.`,
  importEmpty: 'The file has no rows under its header row.',
  importUnreadable: 'The file could not be read as CSV: check that it is a comma-separated text file.',
  importTooManyRows: (max: number) => `A file may hold at most ${max.toLocaleString('en-US')} rows.`,
  importNothingMapped: 'Choose a field for at least one column.',
  importNothingValid: 'No row can be imported: every row has an error.',
  recordsImported: (count: number) => `${countOf(count, 'record', 'records')} imported.`,
  fieldNotFound: 'Field not found.',
  fieldRenamed: 'Field renamed.',
  fieldMoved: 'Field moved.',
  fieldHidden: 'Field hidden in the grid.',
  fieldShown: 'Field shown in the grid.',
  fieldDeleted: 'Field deleted.',
  fieldChangeRequired: 'Send a new name, a position or whether the field is hidden.',
  primaryFieldFixed: 'The primary field stays first and shown; it cannot be moved, hidden or deleted.',
  fieldInUse: (uses: string[]) =>
    `This field cannot be deleted while it is used by ${uses.join('; ')}. Remove those first.`,
  fieldValuesLost: (count: number) =>
    count === 0
      ? 'No record has a value in this field.'
      : `${countOf(count, 'record has a value', 'records have values')} in this field; deleting it deletes ${plural(count, 'that value', 'those values')}. This cannot be undone.`,
  inverseDeleted: (field: string, table: string) => `Field deleted, with the field "${field}" of ${table}.`,
  typeUnchanged: 'The field already has this type and these options.',
  linksKeepType: 'Link fields keep their type: add a new field instead, then delete this one.',
  attachmentsKeepType: 'Attachment fields keep their type: add a new field instead, then delete this one.',
  attachmentsToType: 'A field cannot become an attachment field: add a new Attachment field and upload its files.',
  typeChanged: (cleared: number) =>
    cleared === 0
      ? 'Field type changed; every value was converted.'
      : `Field type changed; ${countOf(cleared, 'value', 'values')} could not be converted and ${plural(cleared, 'was', 'were')} cleared.`,
  conversionPreview: (converted: number, cleared: number) =>
    `${countOf(converted, 'value', 'values')} will be converted; ${
      cleared === 0
        ? 'none will be lost.'
        : `${countOf(cleared, 'value', 'values')} cannot be converted and will be cleared.`
    }`,
  tooManyChoices: (count: number) =>
    `The records' values would make ${count.toLocaleString('en-US')} options, more than the ${FIELD_CHOICES_MAX} a select field may have.`,
  typeChangeUses: (uses: string[]) =>
    `This field is used by ${uses.join('; ')}: check them after changing its type (a filter or form may expect the old type).`,
  precisionInvalid: 'Decimal places must be a whole number from 0 to 8.',
  currencyInvalid: 'Choose a currency from the list.',
  linkNameUnknown: (field: string, table: string, name: string) =>
    `Field "${field}": no record of ${table} is named "${name}".`,
  linkNameAmbiguous: (field: string, table: string, name: string) =>
    `Field "${field}": more than one record of ${table} is named "${name}"; link the right one with the field's picker.`,
  linkNamesTooMany: (max: number) => `Ask for at most ${max} names at a time.`,
} as const;

/** Rows one CSV import may hold, and how many row errors it reports. */
export const IMPORT_ROWS_MAX = 100_000;
export const IMPORT_ERRORS_SHOWN = 100;

/**
 * An import's query: `preview` reads the file and checks it with the mapping (guessed when
 * absent); `import` checks it and creates the valid rows. `map` is a JSON array with, for each
 * column, the field id it goes into or null.
 */
export const ZImportQuerySchema = z.object({
  mode: z.enum(['preview', 'import']),
  map: z
    .string()
    .max(8_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        const parsed = z
          .array(
            z
              .string()
              .regex(/^fld[A-Za-z0-9]{1,30}$/)
              .nullable(),
          )
          .max(500)
          .parse(JSON.parse(text));
        return parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The column mapping could not be read.' });
        return z.NEVER;
      }
    }),
});

/** Linked records' names looked up in one call (a paste into link cells), and a name's length. */
export const LINK_NAMES_MAX = 500;
const LINK_NAME_MAX = 500;

/** POST `{ names }`: which records of a table these names mean (by primary field, any case). */
export const ZLinkNamesSchema = z.object({
  names: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A name may not be empty.')
        .max(LINK_NAME_MAX, `A name may be at most ${LINK_NAME_MAX} characters.`),
    )
    .min(1, 'Send at least one name.')
    .max(LINK_NAMES_MAX, TABLE_MESSAGES.linkNamesTooMany(LINK_NAMES_MAX)),
});

/** Records per grid page, loaded from the server one page at a time. */
export const GRID_PAGE_SIZE = 50;
export const TABLE_FIELDS_MAX = 200;
const NAME_MAX = 100;

/** Field types a builder may add from the grid. */
export const GRID_FIELD_TYPES = [
  'singleLineText',
  'multilineText',
  'richText',
  'number',
  'checkbox',
  'date',
  'dateTime',
  'email',
  'url',
  'phoneNumber',
  'singleSelect',
  'multipleSelects',
  'multipleRecordLinks',
  'multipleAttachments',
] as const;
export type TGridFieldType = (typeof GRID_FIELD_TYPES)[number];

export const GRID_FIELD_TYPE_LABELS: Record<TGridFieldType, string> = {
  singleLineText: 'Single line text',
  multilineText: 'Long text',
  richText: 'Rich text',
  number: 'Number',
  checkbox: 'Checkbox',
  date: 'Date',
  dateTime: 'Date and time',
  email: 'Email',
  url: 'URL',
  phoneNumber: 'Phone number',
  singleSelect: 'Single select',
  multipleSelects: 'Multiple select',
  multipleRecordLinks: 'Link to another record',
  multipleAttachments: 'Attachment',
};

const name = (required: string, tooLong: string) => z.string().trim().min(1, required).max(NAME_MAX, tooLong);

/** Currencies a number field may show its values in (ISO 4217 codes, formatted with Intl). */
export const FIELD_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'INR',
  'CNY',
  'BRL',
  'MXN',
  'ZAR',
] as const;
export const FIELD_PRECISION_MAX = 8;

/** Options of a field's type: select options, a link's table, a number's decimal places and currency. */
const fieldTypeShape = {
  type: z.enum(GRID_FIELD_TYPES, { message: 'Choose a field type.' }),
  /** Select fields: the options, in order. */
  choices: z
    .array(z.string().trim().min(1).max(100, 'An option must be 100 characters or fewer.'))
    .max(FIELD_CHOICES_MAX)
    .optional(),
  /** Link fields: the table the links point at. */
  linkedTableId: z
    .string()
    .regex(/^tbl[A-Za-z0-9]{1,30}$/)
    .optional(),
  /** Number fields: decimal places shown (values are stored as given). */
  precision: z
    .number({ message: TABLE_MESSAGES.precisionInvalid })
    .int(TABLE_MESSAGES.precisionInvalid)
    .min(0, TABLE_MESSAGES.precisionInvalid)
    .max(FIELD_PRECISION_MAX, TABLE_MESSAGES.precisionInvalid)
    .optional(),
  /** Number fields: shown as amounts of this currency. */
  currency: z.enum(FIELD_CURRENCIES, { message: TABLE_MESSAGES.currencyInvalid }).optional(),
};

function checkRepeatedChoices(field: { choices?: string[] | undefined }, ctx: z.RefinementCtx) {
  if (field.choices && new Set(field.choices.map((c) => c.toLowerCase())).size !== field.choices.length) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: TABLE_MESSAGES.choicesRepeated });
  }
}

export const ZCreateTableSchema = z.object({ name: name(TABLE_MESSAGES.nameRequired, TABLE_MESSAGES.nameTooLong) });

export const ZAddFieldSchema = z
  .object({
    name: name(TABLE_MESSAGES.fieldNameRequired, TABLE_MESSAGES.fieldNameTooLong),
    ...fieldTypeShape,
  })
  .superRefine((field, ctx) => {
    const selects = field.type === 'singleSelect' || field.type === 'multipleSelects';
    if (selects && !field.choices?.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: TABLE_MESSAGES.choicesRequired });
    }
    checkRepeatedChoices(field, ctx);
    if (field.type === 'multipleRecordLinks' && !field.linkedTableId) {
      ctx.addIssue({ code: 'custom', path: ['linkedTableId'], message: TABLE_MESSAGES.linkedTableRequired });
    }
  });
export type TAddField = z.infer<typeof ZAddFieldSchema>;

/** A grid page: search text, the field sorted by and its direction, where the previous page ended. */
export const ZGridQuerySchema = z.object({
  q: z.string().trim().max(200).catch(''),
  sort: z
    .string()
    .regex(/^fld[A-Za-z0-9]{1,30}$/)
    .optional()
    .catch(undefined),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  cursor: z.string().max(200).optional().catch(undefined),
  filters: z.array(ZGridFilterSchema).max(GRID_FILTERS_MAX).catch([]).default([]),
});
export type TGridQuery = z.infer<typeof ZGridQuerySchema>;

/** A grid query from a URL's search parameters (page reads, the grid's own URL, the CSV export). */
export function gridQueryFromSearch(search: URLSearchParams): TGridQuery {
  const single = Object.fromEntries([...search.keys()].map((key) => [key, search.get(key)]));
  return ZGridQuerySchema.parse({ ...single, filters: gridFiltersFromSearch(search) });
}

const ZAttachmentThumbnail = z.object({ url: z.string().max(2_000), width: z.number(), height: z.number() });
/** An attachment cell's item (what an attachment upload answers); validateCells checks it further. */
const ZAttachmentItem = z.object({
  id: z.string().max(40),
  url: z.string().max(2_000),
  filename: z.string().max(255),
  size: z.number().optional(),
  type: z.string().max(255).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  thumbnails: z.object({ small: ZAttachmentThumbnail.optional(), large: ZAttachmentThumbnail.optional() }).optional(),
});

const ZCellValue = z.union([
  z.string().max(100_000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(1_000)).max(1_000),
  z.array(ZAttachmentItem).max(100),
]);

/** Cells of one record by field id; null (or '') clears a cell. */
export const ZRecordCellsSchema = z.object({
  fields: z
    .record(z.string().regex(/^fld[A-Za-z0-9]{1,30}$/, 'Unknown field.'), ZCellValue)
    .refine((fields) => Object.keys(fields).length <= TABLE_FIELDS_MAX, 'Too many fields.'),
});

export const ZDeleteRecordsSchema = z.object({
  recordIds: z
    .array(z.string().regex(/^rec[A-Za-z0-9]{1,30}$/, 'Record not found.'))
    .min(1, 'Choose records to delete.')
    .max(GRID_PAGE_SIZE * 2),
});

/**
 * Change a field: rename it, move it to a position (0 is the primary field's, which stays
 * first), or hide or show it in the grid. One change a request.
 */
export const ZChangeFieldSchema = z
  .object({
    name: name(TABLE_MESSAGES.fieldNameRequired, TABLE_MESSAGES.fieldNameTooLong).optional(),
    position: z.number().int().min(0).max(TABLE_FIELDS_MAX).optional(),
    hidden: z.boolean().optional(),
  })
  .strict()
  .refine(
    (change) => [change.name, change.position, change.hidden].filter((v) => v !== undefined).length === 1,
    TABLE_MESSAGES.fieldChangeRequired,
  );
export type TChangeField = z.infer<typeof ZChangeFieldSchema>;

/**
 * Change a field's type: the new type and its options (select options are completed with the
 * values the records hold). `dryRun` counts what would be converted and changes nothing.
 */
export const ZChangeFieldTypeSchema = z
  .object({ ...fieldTypeShape, dryRun: z.boolean().default(false) })
  .superRefine((field, ctx) => {
    checkRepeatedChoices(field, ctx);
    if (field.type === 'multipleRecordLinks') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: TABLE_MESSAGES.linksKeepType });
    }
    if (field.type === 'multipleAttachments') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: TABLE_MESSAGES.attachmentsToType });
    }
  });
export type TChangeFieldType = z.infer<typeof ZChangeFieldTypeSchema>;

/** Delete a field; for a link field with an inverse, whether the inverse goes too. */
export const ZDeleteFieldSchema = z.object({ alsoInverse: z.boolean().default(false) }).strict();

const NAMING_FIELD_TYPES = new Set(['singleLineText', 'email', 'phoneNumber', 'url', 'multilineText']);

/**
 * How the Data area names a record (link cells, the link picker, CSV exports): its primary
 * field's text, else the first text-like field that has a value (a users-table row added by an
 * invitation has only its email), else "Unnamed record".
 */
export function recordName(
  table: { primaryFieldId: string; fields: ReadonlyArray<{ id: string; type: string }> },
  fields: Readonly<Record<string, unknown>>,
): string {
  const text = (id: string) => {
    const value = fields[id];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const primary = text(table.primaryFieldId);
  if (primary) return primary;
  for (const field of table.fields) {
    if (NAMING_FIELD_TYPES.has(field.type) && text(field.id)) return text(field.id);
  }
  return 'Unnamed record';
}
