/**
 * A portal generated from a table's schema (issue 23, "Generate from this base"): which fields
 * a listing of the table shows, chosen by type. Pure: the wizard shows the plan before creating,
 * and integrations' generatePagesFromBase makes the pages.
 */
import { isReservedPath, pathFromName, systemPathOf } from '../pages/paths';
import type { TableField, TableSchema } from '../data/schema';
import { createId } from '../ids/create-id';
import { SECTION_ID_LENGTH } from '../sections/catalogue';
import { ZDataSectionSchema, type TDataSection } from '../sections/types/data/schema';

/** Filters a generated listing offers at most (its select fields, in the table's order). */
const MAX_GENERATED_FILTERS = 3;
/** Fields a generated record page lists at most. */
const MAX_DETAIL_FIELDS = 12;

const TEXT_TYPES = new Set(['singleLineText', 'multilineText', 'richText', 'email', 'url', 'phoneNumber']);
const LONG_TEXT_TYPES = new Set(['multilineText', 'richText']);
const SELECT_TYPES = new Set(['singleSelect', 'multipleSelects']);
/** Fields a card or record page cannot show as such (ids of linked records, buttons, computed blobs). */
const HIDDEN_ON_RECORD_PAGE = new Set(['multipleRecordLinks', 'button', 'multipleCollaborators', 'barcode']);

/**
 * What a generated listing takes from a table, by field type (issue 23): the primary field as the
 * card's title and the record pages' pretty URLs and titles, the first attachment field as the
 * image, the first select as tags, the first long text as the description; searched over its
 * text fields; filtered by up to three selects. Names, for the wizard's review list.
 */
export interface GeneratedListingPlan {
  tableId: string;
  tableName: string;
  title: string;
  image?: string;
  tags?: string;
  description?: string;
  search: string[];
  filters: string[];
}

/** The card and record-page choices for one table (pure: the wizard shows them before creating). */
export function planListing(table: TableSchema): GeneratedListingPlan {
  const fields = pickFields(table);
  const name = (field: TableField | undefined) => field?.name;
  return {
    tableId: table.id,
    tableName: table.name,
    title: fields.title?.name ?? '',
    ...(fields.image ? { image: fields.image.name } : {}),
    ...(fields.tags ? { tags: fields.tags.name } : {}),
    ...(fields.description ? { description: fields.description.name } : {}),
    search: fields.search.map((f) => f.name),
    filters: fields.filters.map(name).filter((n): n is string => Boolean(n)),
  };
}

/** A listing section of the table as `planListing` describes it: a grid of cards, record pages at pretty URLs. */
export function listingSectionFor(base: { id: string; name: string }, table: TableSchema): TDataSection {
  const fields = pickFields(table);
  const title = fields.title?.id ?? '';
  const detailFields = table.fields
    .filter((f) => !HIDDEN_ON_RECORD_PAGE.has(f.type))
    .slice(0, MAX_DETAIL_FIELDS)
    .map((f) => f.id);
  return ZDataSectionSchema.parse({
    id: createId(SECTION_ID_LENGTH),
    type: 'data',
    sectionName: 'grid1',
    data: {
      heading: table.name,
      source: { kind: 'airtable', baseId: base.id, baseName: base.name, tableId: table.id, tableName: table.name },
      fields: {
        title,
        image: fields.image?.id ?? '',
        tags: fields.tags?.id ?? '',
        shortDescription: fields.description?.id ?? '',
      },
      search: { fieldIds: fields.search.map((f) => f.id) },
      filters: fields.filters.map((f) => ({
        fieldId: f.id,
        label: f.name,
        type: 'tags',
        isSingleSelect: f.type === 'singleSelect',
      })),
      filterSource: { source: fields.filters.length > 0 ? 'field' : 'none' },
      detail: {
        type: 'page',
        fields: detailFields,
        slugFieldId: title,
        seo: { title, description: fields.description?.id ?? '', ogImage: fields.image?.id ?? '' },
      },
    },
  });
}

function pickFields(table: TableSchema) {
  const primary = table.fields.find((f) => f.id === table.primaryFieldId) ?? table.fields[0];
  const selects = table.fields.filter((f) => SELECT_TYPES.has(f.type));
  return {
    title: primary,
    image: table.fields.find((f) => f.type === 'multipleAttachments'),
    tags: selects[0],
    description: table.fields.find((f) => LONG_TEXT_TYPES.has(f.type) && f.id !== primary?.id),
    search: table.fields.filter((f) => TEXT_TYPES.has(f.type)).slice(0, 20),
    filters: selects.slice(0, MAX_GENERATED_FILTERS),
  };
}

/** A page path for a table's name: its slug, never a reserved or system path, never empty. */
export function pagePathFor(tableName: string): string {
  const path = pathFromName(tableName).slice(0, 80).replace(/-+$/, '');
  if (path === '/' || path === '') return '/records';
  if (isReservedPath(path) || systemPathOf(path)) return `${path}-records`;
  return path;
}
