import { type TListingQueryInput } from '../data/listing-query';
import type { TableSchema } from '../data/schema';
import type { TDataData } from '../sections/types/data';
import { listingFilterDefinitions } from './listing-filters';

/**
 * A listing's state in the portal's URL (spec doc 2: search, filters and page live in the URL,
 * so every state is shareable, crawlable and survives reload): `q` the search text, `f.{field}`
 * the chosen values of a filter (repeated for several), `after` the page cursor.
 */
export interface TListingParams {
  q: string;
  filters: Record<string, string[]>;
  after?: string;
  /** Modal and side-by-side detail: the open record's pretty URL or id. */
  record?: string;
}

export const LISTING_SEARCH_PARAM = 'q';
export const LISTING_FILTER_PARAM_PREFIX = 'f.';
export const LISTING_CURSOR_PARAM = 'after';
export const LISTING_RECORD_PARAM = 'record';

/**
 * Filters are collected in a Map and made an object with own properties only, so keys such as
 * `f.__proto__`, `f.constructor` or `f.toString` are plain (unused) field ids, never a prototype.
 */
export function listingParams(search: URLSearchParams): TListingParams {
  const byField = new Map<string, string[]>();
  for (const [key, value] of search) {
    if (!key.startsWith(LISTING_FILTER_PARAM_PREFIX) || value === '') continue;
    const fieldId = key.slice(LISTING_FILTER_PARAM_PREFIX.length);
    byField.set(fieldId, [...(byField.get(fieldId) ?? []), value.slice(0, 500)]);
  }
  const filters: Record<string, string[]> = Object.fromEntries(byField);
  const after = search.get(LISTING_CURSOR_PARAM)?.slice(0, 500);
  const record = search.get(LISTING_RECORD_PARAM)?.slice(0, 200);
  return {
    q: (search.get(LISTING_SEARCH_PARAM) ?? '').slice(0, 200),
    filters,
    after: after || undefined,
    ...(record ? { record } : {}),
  };
}

/** The values chosen for one filter (own properties only: a field id never names a prototype member). */
export function filterValues(params: TListingParams, fieldId: string): string[] {
  return Object.hasOwn(params.filters, fieldId) ? params.filters[fieldId]! : [];
}

/** The URL search of a listing state (what links and the search form produce). */
export function listingSearch(params: TListingParams): string {
  const out = new URLSearchParams();
  if (params.q) out.set(LISTING_SEARCH_PARAM, params.q);
  for (const [fieldId, values] of Object.entries(params.filters)) {
    for (const value of values) out.append(`${LISTING_FILTER_PARAM_PREFIX}${fieldId}`, value);
  }
  if (params.after) out.set(LISTING_CURSOR_PARAM, params.after);
  if (params.record) out.set(LISTING_RECORD_PARAM, params.record);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * What the listing asks of its data source for this URL state: the visitor's search over the
 * configured search fields, their filter choices (only configured filters, only values the
 * field offers), the listing's sort and page size, and the user scope of a user listing.
 */
export function listingQuery(data: TDataData, params: TListingParams, table: TableSchema): TListingQueryInput {
  const known = new Set(table.fields.map((f) => f.id));
  const searchFields = data.search.fieldIds.filter((id) => known.has(id));
  const byTable = data.filterSource.source === 'table';
  const filters = listingFilterDefinitions(data).flatMap((filter) => {
    const values = filterValues(params, filter.fieldId).slice(0, filter.isSingleSelect ? 1 : 100);
    const field = table.fields.find((f) => f.id === filter.fieldId);
    // A table source filters on its link field: the values are the linked records' ids.
    if (!field || values.length === 0 || (byTable && field.type !== 'multipleRecordLinks')) return [];
    return [{ fieldId: filter.fieldId, values, match: byTable ? ('record' as const) : ('value' as const) }];
  });
  return {
    ...(params.q.trim() && searchFields.length > 0 && !data.search.hide
      ? { search: { text: params.q, fieldIds: searchFields } }
      : {}),
    filters,
    conjunction: data.conjunction,
    rules: data.rules,
    sort: data.sort.type === 'field' && !known.has(data.sort.fieldId) ? { type: 'none' } : data.sort,
    pageSize: data.pageSize,
    cursor: params.after,
    ...(data.listingType === 'user' && data.userLinkFieldId
      ? { userScope: { linkFieldIds: [data.userLinkFieldId] } }
      : {}),
  };
}
