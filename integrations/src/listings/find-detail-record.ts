import {
  type DataSource,
  DataSourceError,
  type ListingViewer,
  RECORD_ID_PATTERN,
  type TDataData,
  type TableSchema,
  detailLinkFieldIds,
  listingScopeCondition,
  matchesCondition,
} from '@atrium/core';
import type { SectionSlugs } from './record-slugs-cache';

/**
 * The record a detail slug (pretty URL or record id) names, when the listing holds it for this
 * viewer (its rules; a user listing's own records). Anything else is undefined: never a hint
 * that a record exists.
 */
export async function findDetailRecord(input: {
  source: DataSource;
  baseId: string;
  /** Every table of the base (linked records are titled by their table's primary field). */
  tables: TableSchema[];
  table: TableSchema;
  data: TDataData;
  viewer: ListingViewer;
  slugs: SectionSlugs;
  slug: string;
  /** The builder's preview: the listing's rules only, no user scope. */
  asBuilder?: boolean;
  /** More link fields to expand (the edit form's, to show the records linked now). */
  expandFieldIds?: string[];
}) {
  const bySlug = await input.slugs.recordOf(input.slug);
  // Anything that is neither a synced pretty URL nor a record id is not asked of the source.
  if (!bySlug && !RECORD_ID_PATTERN.test(input.slug)) return undefined;
  const recordId = bySlug ?? input.slug;
  try {
    const found = await input.source.getRecord({
      baseId: input.baseId,
      tableId: input.table.id,
      recordId,
      expandFieldIds: [...new Set([...detailLinkFieldIds(input.data), ...(input.expandFieldIds ?? [])])],
    });
    if (!found) return undefined;
    const data = input.asBuilder ? { ...input.data, listingType: 'public' as const } : input.data;
    if (!matchesCondition(found.record, listingScopeCondition(data, input.viewer), input.table)) return undefined;
    return { ...found, tables: input.tables, bySlug: Boolean(bySlug) };
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return undefined;
    throw error;
  }
}
