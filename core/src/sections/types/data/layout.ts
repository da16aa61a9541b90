import { DETAIL_TYPES, type TDetailType } from './detail';
import type { TDataData } from './schema';
import { expandsInPlace, isGridLayout, isTableLayout, listsRecords } from './templates';

/** Whether a data section's records have pages of their own (`/{page}/{slug}`, in the sitemap). */
export function hasRecordPages(section: { sectionName: string; data: { detail: { type: string } } }): boolean {
  return listsRecords(section.sectionName) && section.data.detail.type === 'page';
}

/**
 * Single Record View: one record shown as its detail view (fields or blocks, forms, actions): the
 * first record the listing holds in its order: rules and sort pick it; a user listing shows the
 * person's own. Loaded like a listing of one record with that record open beside it.
 */
export function singleRecordData(data: TDataData): TDataData {
  return {
    ...data,
    pageSize: 1,
    filters: [],
    filterSource: { ...data.filterSource, source: 'none' },
    search: { ...data.search, hide: true },
    detail: { ...data.detail, type: 'sideBySide' },
  };
}

/**
 * The detail types a layout offers: side by side is not offered for the table layout; expand
 * only for the Expandable list.
 */
export function detailTypesFor(sectionName: string): TDetailType[] {
  return DETAIL_TYPES.filter(
    (type) =>
      !(type === 'sideBySide' && isTableLayout(sectionName)) && !(type === 'expand' && !expandsInPlace(sectionName)),
  );
}

/**
 * A listing in a new layout (spec doc 2 §4 'Layout'): the Expandable list expands its records;
 * leaving it, expand becomes a modal; moving to a grid, side by side shows the cards in two
 * columns (6 of 12); a detail type the new layout lacks becomes a page of its own.
 */
export function dataWithLayout(data: TDataData, sectionName: string): TDataData {
  const type = data.detail.type;
  if (expandsInPlace(sectionName))
    return type === 'expand' ? data : { ...data, detail: { ...data.detail, type: 'expand' } };
  if (type === 'expand') return { ...data, detail: { ...data.detail, type: 'modal' } };
  if (type === 'sideBySide' && isGridLayout(sectionName)) return { ...data, columns: 2 };
  return detailTypesFor(sectionName).includes(type) ? data : { ...data, detail: { ...data.detail, type: 'page' } };
}
