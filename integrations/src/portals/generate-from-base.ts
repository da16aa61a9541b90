import {
  AppError,
  SECTION_ID_LENGTH,
  ZCreatePageSchema,
  ZDataSectionSchema,
  createId,
  emptyPageContents,
  isReservedPath,
  pathFromName,
  systemPathOf,
  type TDataSection,
  type TableField,
  type TableSchema,
} from '@atrium/core';
import { createPage, freePath, type PageView } from '@atrium/db';
import { airtableDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { syncPrettyUrls } from '../listings/sync-pretty-urls';

/** The most tables one generation makes pages for (a page and a listing each). */
export const MAX_GENERATED_TABLES = 12;
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

export interface GeneratedPages {
  pages: PageView[];
  /** Tables whose record pages' pretty URLs could not be synced (they open at record ids until a sync). */
  unsynced: string[];
}

/**
 * "Generate from this base": for each chosen table of an Airtable base the workspace's token
 * reaches, a page named after it (linked from the header) holding `listingSectionFor`'s listing,
 * and the record pages' pretty URLs synced. Reads the base's schema once (through the cache and
 * the rate limiter). Refuses tables the base does not have, none or too many.
 */
export async function generatePagesFromBase(
  runtime: Runtime,
  params: { siteId: string; workspaceId: number; baseId: string; tableIds: string[] },
): Promise<GeneratedPages> {
  const tableIds = [...new Set(params.tableIds)];
  if (tableIds.length === 0) throw new AppError('BAD_REQUEST', 'Choose at least one table.');
  if (tableIds.length > MAX_GENERATED_TABLES) {
    throw new AppError('BAD_REQUEST', `Choose at most ${MAX_GENERATED_TABLES} tables.`);
  }
  const source = await airtableDataSourceFor(runtime, params.workspaceId);
  if (!source) throw new AppError('BAD_REQUEST', 'Add an Airtable token to this workspace first.');
  const base = await findBase(source, params.baseId);
  const tables = await source.listTables({ baseId: base.id });
  const chosen = tableIds.map((id) => {
    const table = tables.find((t) => t.id === id);
    if (!table) throw new AppError('BAD_REQUEST', 'That table is not in this base.');
    return table;
  });
  const pages: PageView[] = [];
  const unsynced: string[] = [];
  for (const table of chosen) {
    const section = listingSectionFor(base, table);
    const page = await createPage(runtime.db, {
      siteId: params.siteId,
      input: ZCreatePageSchema.parse({
        name: table.name.slice(0, 100),
        path: await freePath(runtime.db, { siteId: params.siteId, base: pagePathFor(table.name) }),
      }),
      contents: { ...emptyPageContents(), sections: [section] },
    });
    pages.push(page);
    if (!section.data.detail.slugFieldId || !section.data.source) continue;
    try {
      await syncPrettyUrls(runtime, {
        siteId: params.siteId,
        sectionId: section.id,
        source: section.data.source,
        lookupFieldId: section.data.detail.slugFieldId,
      });
    } catch (error) {
      console.warn(
        `[generate] pretty URLs of ${table.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      unsynced.push(table.name);
    }
  }
  return { pages, unsynced };
}

async function findBase(
  source: NonNullable<Awaited<ReturnType<typeof airtableDataSourceFor>>>,
  baseId: string,
): Promise<{ id: string; name: string }> {
  let cursor: string | undefined;
  do {
    const page = await source.listBases({ cursor });
    const found = page.bases.find((b) => b.id === baseId);
    if (found) return { id: found.id, name: found.name };
    cursor = page.cursor;
  } while (cursor);
  throw new AppError('BAD_REQUEST', 'This Airtable token cannot reach that base.');
}

/** A page path for a table's name: its slug, never a reserved or system path, never empty. */
export function pagePathFor(tableName: string): string {
  const path = pathFromName(tableName).slice(0, 80).replace(/-+$/, '');
  if (path === '/' || path === '') return '/records';
  if (isReservedPath(path) || systemPathOf(path)) return `${path}-records`;
  return path;
}
