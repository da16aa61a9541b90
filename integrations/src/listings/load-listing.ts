import {
  DataSourceError,
  RECORDS_FETCH_FAILED_MESSAGE,
  type TListingAction,
  type TListingView,
  ZListingQuerySchema,
  buildListingCondition,
  listingFieldIds,
  listingFormLinks,
  listingMessage,
  listingQuery,
  listingSearch,
  listingView,
} from '@atrium/core';
import type { Runtime } from '../runtime';
import { detailViewOf } from './detail-view-of';
import { findDetailRecord } from './find-detail-record';
import { listingTable } from './listing-table';
import { loadFilterOptions } from './load-filter-options';
import type { LoadListingParams } from './load-listing-params';
import { listingNeighbours } from './listing-neighbours';
import { readFormLinkChoices } from './read-form-link-choices';
import { neighbourLinks, sectionSlugs } from './record-slugs-cache';
import { sectionGate } from './section-gate';

/**
 * One page of a listing as the viewer may see it, from the cached data source: a user listing
 * without a signed-in person asks them to log in; a failure is the spec's message, never a
 * broken page.
 */
export async function loadListing(runtime: Runtime, input: LoadListingParams): Promise<TListingView> {
  const { data } = input;
  const gate = sectionGate(input, 'view');
  if ('view' in gate) return gate.view;
  const { abilities } = gate;
  try {
    const { source, baseId, tables, table } = await listingTable(runtime, input.siteId, data.source!, input.cache);
    const asked = listingQuery(data, input.params, table);
    const query = ZListingQuerySchema.parse(input.asBuilder ? { ...asked, userScope: undefined } : asked);
    const [page, filterOptions] = await Promise.all([
      source.listRecords({
        baseId,
        tableId: table.id,
        where: buildListingCondition(query, { userRecordId: input.userRecordId, userFields: input.userFields }),
        sort: query.sort,
        pageSize: query.pageSize,
        cursor: query.cursor,
        fieldIds: listingFieldIds(data),
      }),
      loadFilterOptions(source, baseId, data, table, tables),
    ]);
    const view = (
      link?: Parameters<typeof listingView>[4],
      viewerAbilities?: Record<TListingAction, boolean>,
      createLinks?: Parameters<typeof listingView>[7],
    ): TListingView => listingView(data, table, page, input.params, link, viewerAbilities, filterOptions, createLinks);
    const createLinks = abilities.create
      ? await readFormLinkChoices(source, baseId, listingFormLinks(data, table, tables, 'create'))
      : undefined;
    // Records that open nowhere (none; an expandable list folds them open in place) still have
    // the viewer's create form and card buttons.
    if (!input.detail || data.detail.type === 'none' || data.detail.type === 'expand') {
      return view(undefined, abilities, createLinks);
    }
    // The slugs of the records this page shows, not the section's whole list (ADR 045).
    const slugs = sectionSlugs(runtime, input.siteId, input.detail.sectionId);
    const link = { pagePath: input.detail.pagePath, slugs: await slugs.ofRecords(page.records.map((r) => r.id)) };
    if (data.detail.type === 'page') return view(link, abilities, createLinks);
    // Modal and side by side: the record in the URL (side by side: else the first one) opens here.
    const viewer = { userRecordId: input.userRecordId, userFields: input.userFields };
    const open = input.params.record ?? (data.detail.type === 'sideBySide' ? page.records[0]?.id : undefined);
    const editLinks = abilities.edit ? listingFormLinks(data, table, tables, 'edit') : [];
    const found = open
      ? await findDetailRecord({
          source,
          baseId,
          tables,
          table,
          data,
          viewer,
          slugs,
          slug: open,
          asBuilder: input.asBuilder,
          expandFieldIds: editLinks.map((l) => l.fieldId),
        })
      : undefined;
    const listed = view({ ...link, selected: found?.record.id }, abilities, createLinks);
    if (!found) return listed;
    const record = await detailViewOf({ source, baseId, tables, table, data, abilities, found, editLinks });
    if (data.detail.type === 'modal') {
      record.neighbours = await neighbourLinks(
        slugs,
        await listingNeighbours({
          source,
          baseId,
          table,
          data,
          params: input.params,
          viewer,
          recordId: found.record.id,
          asBuilder: input.asBuilder,
        }),
        (slug) => listingSearch({ ...input.params, record: slug }),
      );
    }
    return {
      ...listed,
      detail: {
        type: data.detail.type,
        size: data.detail.modalSize,
        record,
        closeHref: `${input.detail.pagePath}${listingSearch({ ...input.params, record: undefined })}`,
      },
    };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return { ...listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE), params: input.params };
  }
}
