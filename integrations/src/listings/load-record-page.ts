import {
  DataSourceError,
  type TDataData,
  type TRecordDetailView,
  listingAbilities,
  listingFormLinks,
  recordPagePath,
} from '@atrium/core';
import type { DataSourceCacheOptions } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { detailViewOf } from './detail-view-of';
import { findDetailRecord } from './find-detail-record';
import { listingBaseId } from './listing-base-id';
import { listingSourceFor } from './listing-source-for';
import { listingNeighbours } from './listing-neighbours';
import { neighbourLinks, sectionSlugs } from './record-slugs-cache';

export type RecordPageResult =
  | { kind: 'record'; view: TRecordDetailView; canonicalPath: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-in' }
  | { kind: 'not-found' };

/**
 * A record page of a data section: `slug` is the record's pretty URL or its id (which redirects
 * to the pretty URL when there is one). A user listing's record opens only for the person it is
 * linked to; anyone else gets not-found, never a hint that it exists.
 */
export async function loadRecordPage(
  runtime: Runtime,
  input: {
    siteId: string;
    sectionId: string;
    data: TDataData;
    pagePath: string;
    slug: string;
    userRecordId?: string;
    userFields?: Record<string, unknown>;
    groups?: readonly string[];
    cache?: DataSourceCacheOptions;
  },
): Promise<RecordPageResult> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page') return { kind: 'not-found' };
  if (data.listingType === 'user' && !input.userRecordId) return { kind: 'sign-in' };
  const abilities = listingAbilities(data.access, input.groups ?? []);
  if (!abilities.view) return input.userRecordId === undefined ? { kind: 'sign-in' } : { kind: 'not-found' };
  const slugs = sectionSlugs(runtime, input.siteId, input.sectionId);
  const viewer = { userRecordId: input.userRecordId, userFields: input.userFields };
  const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
  if (!source) return { kind: 'not-found' };
  const baseId = listingBaseId(data.source);
  try {
    const tables = await source.listTables({ baseId });
    const table = tables.find((t) => t.id === data.source!.tableId);
    if (!table) return { kind: 'not-found' };
    const editLinks = abilities.edit ? listingFormLinks(data, table, tables, 'edit') : [];
    const found = await findDetailRecord({
      source,
      baseId,
      tables,
      table,
      data,
      viewer,
      slugs,
      slug: input.slug,
      expandFieldIds: editLinks.map((l) => l.fieldId),
    });
    if (!found) return { kind: 'not-found' };
    const recordId = found.record.id;
    if (!found.bySlug) {
      const slug = (await slugs.ofRecords([recordId])).get(recordId);
      if (slug) return { kind: 'redirect', to: recordPagePath(input.pagePath, slug) };
    }
    const view = await detailViewOf({ source, baseId, tables, table, data, abilities, found, editLinks });
    view.neighbours = await neighbourLinks(
      slugs,
      await listingNeighbours({
        source,
        baseId,
        table,
        data,
        params: { q: '', filters: {} },
        viewer,
        recordId,
      }),
      (slug) => recordPagePath(input.pagePath, slug),
    );
    return { kind: 'record', view, canonicalPath: recordPagePath(input.pagePath, input.slug) };
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return { kind: 'not-found' };
    throw error;
  }
}
