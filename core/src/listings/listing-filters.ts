import {
  ZListingFilterSchema,
  ZListingFilterSourceSchema,
  type TDataData,
  type TFilterSource,
  type TListingFilter,
} from '../sections/types/data';
import { LINKED_RECORDS_OFFERED_MAX, linkedRecordTitle } from './form-links';
import type { TSort } from '../data/listing-query';
import type { DataRecord, TableSchema } from '../data/schema';

/**
 * A listing's filter source (spec doc 2 §3 `filters.source`, §4 'Filters'): how the filters are
 * built, and the editor's state rules when the source changes. Pure functions, used by the
 * builder's Filters panel and by the portal's loading alike.
 *
 * - `none`: no filters.
 * - `field`: select fields of the listed table; the options are the fields' choices and a choice
 *   keeps records whose cell holds it (`equals`).
 * - `table`: the records of the table a link field of the listed table points at; the options are
 *   those records (at most LINKED_RECORDS_OFFERED_MAX, read as one cached page), titled and sorted by
 *   fields of that table, and a choice keeps records that link to it (`linksTo`).
 */

/** Select fields make filters of source `field` (spec doc 2 §5 'Filters field picker'). */
export const FILTER_FIELD_TYPES: readonly string[] = ['singleSelect', 'multipleSelects'];
export const FILTER_SOURCE_LABELS: Record<TFilterSource, string> = {
  none: 'None',
  field: 'Field',
  table: 'Table',
};

/**
 * The filters the listing shows, as its source builds them: none; the select-field filters; or the
 * one filter of the link field (its settings from `filters`, defaults when it has none).
 */
export function listingFilterDefinitions(data: Pick<TDataData, 'filters' | 'filterSource'>): TListingFilter[] {
  const source = data.filterSource;
  switch (source.source) {
    case 'none':
      return [];
    case 'field':
      return data.filters;
    case 'table': {
      if (!source.linkFieldId) return [];
      const settings = data.filters.find((f) => f.fieldId === source.linkFieldId);
      return [settings ?? ZListingFilterSchema.parse({ fieldId: source.linkFieldId })];
    }
  }
}

/** What a table source's filter is made of when nothing is chosen (or it was switched away). */
const NO_TABLE = {
  linkFieldId: '',
  tableId: '',
  tableName: '',
  titleFieldId: '',
  sortFieldId: '',
  order: 'asc',
} as const;

/**
 * Switches the filter source (spec doc 2 §4): switching away from `field` clears the chosen
 * fields; switching away from `table` clears the table (its link, name and title) and sorting,
 * and the link field's filter. The same source changes nothing.
 */
export function withFilterSource(data: TDataData, source: TFilterSource): TDataData {
  const current = data.filterSource.source;
  if (source === current) return data;
  return {
    ...data,
    filters: current === 'none' ? data.filters : [],
    filterSource: ZListingFilterSourceSchema.parse({
      ...(current === 'table' ? { ...data.filterSource, ...NO_TABLE } : data.filterSource),
      source,
    }),
  };
}

/**
 * Source `field`: the chosen select fields as filters, in the builder's order. A filter that stays
 * keeps its settings; a new one starts as a dropdown of one value.
 */
export function withFilterFields(data: TDataData, fieldIds: readonly string[]): TDataData {
  const chosen = [...new Set(fieldIds)].slice(0, 10);
  const kept = data.filters.filter((f) => chosen.includes(f.fieldId));
  const added = chosen
    .filter((id) => !kept.some((f) => f.fieldId === id))
    .map((fieldId) => ZListingFilterSchema.parse({ fieldId }));
  return { ...data, filters: [...kept, ...added] };
}

/**
 * Source `table`: the link field whose linked table's records become the options. The table is
 * named after it, its records are titled by its primary field and sorted by their title until
 * the builder chooses otherwise; the filter keeps its look (dropdown or tags, single or
 * multiple) but not a label meant for another field. No link field: no table.
 */
export function withFilterLink(
  data: TDataData,
  link: { id: string } | undefined,
  linked: { id: string; name: string; primaryFieldId?: string } | undefined,
): TDataData {
  const previous = data.filters[0];
  if (!link || !linked) {
    return { ...data, filters: [], filterSource: { ...data.filterSource, ...NO_TABLE, source: 'table' } };
  }
  return {
    ...data,
    filterSource: {
      ...data.filterSource,
      source: 'table',
      linkFieldId: link.id,
      tableId: linked.id,
      tableName: linked.name,
      titleFieldId: linked.primaryFieldId ?? '',
      sortFieldId: '',
      order: 'asc',
    },
    filters: [
      ZListingFilterSchema.parse({
        fieldId: link.id,
        ...(previous ? { type: previous.type, isSingleSelect: previous.isSingleSelect } : {}),
      }),
    ],
  };
}

/** What a table source reads for its options: a page of the linked table, through the cache. */
export interface TFilterOptionsRead {
  /** The link field of the listed table (the filter's URL parameter is `f.{fieldId}`). */
  fieldId: string;
  /** The linked table. */
  tableId: string;
  titleFieldId: string;
  sort: Extract<TSort, { type: 'field' }>;
  fieldIds: string[];
  pageSize: number;
}

/**
 * The read behind a table source's options, or undefined when there is nothing to read: another
 * source, no link field, a field that is not a link (any more), or a linked table the base does
 * not have. A title or sort field the linked table lost falls back to its primary field.
 */
export function filterOptionsRead(
  data: Pick<TDataData, 'filterSource'>,
  table: Pick<TableSchema, 'fields'>,
  tables: ReadonlyArray<Pick<TableSchema, 'id' | 'fields' | 'primaryFieldId'>>,
): TFilterOptionsRead | undefined {
  const source = data.filterSource;
  if (source.source !== 'table' || !source.linkFieldId) return undefined;
  const link = table.fields.find((f) => f.id === source.linkFieldId);
  if (link?.type !== 'multipleRecordLinks') return undefined;
  const linked = tables.find((t) => t.id === link.options?.linkedTableId);
  if (!linked) return undefined;
  const has = (id: string) => id !== '' && linked.fields.some((f) => f.id === id);
  const titleFieldId = has(source.titleFieldId) ? source.titleFieldId : linked.primaryFieldId;
  const sortFieldId = has(source.sortFieldId) ? source.sortFieldId : titleFieldId;
  return {
    fieldId: link.id,
    tableId: linked.id,
    titleFieldId,
    sort: { type: 'field', fieldId: sortFieldId, direction: source.order },
    fieldIds: [...new Set([titleFieldId, sortFieldId])],
    pageSize: LINKED_RECORDS_OFFERED_MAX,
  };
}

/** A filter option as the listing offers it: the value in the URL, and what people read. */
export interface TFilterOption {
  value: string;
  label: string;
}

/** The linked records as a table source's options: their id in the URL, their title to read. */
export function filterTableOptions(read: Pick<TFilterOptionsRead, 'titleFieldId'>, records: readonly DataRecord[]) {
  return records.map((record): TFilterOption => ({
    value: record.id,
    label: linkedRecordTitle(record, read.titleFieldId),
  }));
}

/**
 * The link fields a table source can filter by: links to a table the base has. On Airtable the
 * link must go both ways to another table (ADR 005: records that link to X are read from X's
 * inverse link field); built-in tables compare the link cells themselves.
 */
export function filterLinkFields<
  F extends { id: string; type: string; options?: { linkedTableId?: unknown; inverseLinkFieldId?: unknown } },
>(kind: 'local' | 'airtable', table: { id: string; fields: readonly F[] }, tables: ReadonlyArray<{ id: string }>): F[] {
  return table.fields.filter((field) => {
    const linked = field.options?.linkedTableId;
    if (field.type !== 'multipleRecordLinks' || typeof linked !== 'string') return false;
    if (!tables.some((t) => t.id === linked)) return false;
    return kind === 'local' || (linked !== table.id && typeof field.options?.inverseLinkFieldId === 'string');
  });
}

/** Field types that cannot title a linked record in a filter (files, links, checkboxes). */
const UNTITLED_TYPES = ['multipleAttachments', 'multipleRecordLinks', 'checkbox'];

/** The fields of a linked table a table source's options can be titled by (and sorted by). */
export function filterTitleFields<F extends { type: string }>(fields: readonly F[]): F[] {
  return fields.filter((f) => !UNTITLED_TYPES.includes(f.type));
}
