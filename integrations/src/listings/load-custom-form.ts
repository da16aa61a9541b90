import {
  DataSourceError,
  RECORDS_FETCH_FAILED_MESSAGE,
  type TListingView,
  customFormView,
  listingFormLinks,
  listingMessage,
} from '@atrium/core';
import type { Runtime } from '../runtime';
import { listingTable } from './listing-table';
import type { LoadListingParams } from './load-listing-params';
import { readFormLinkChoices } from './read-form-link-choices';
import { sectionGate } from './section-gate';

/**
 * A Form section for this viewer: its groups of the table's fields when they may create records
 * (a user form asks visitors to log in first). `submitted`: the success screen instead.
 */
export async function loadCustomForm(
  runtime: Runtime,
  input: Pick<LoadListingParams, 'siteId' | 'data' | 'userRecordId' | 'cache' | 'groups' | 'asBuilder'> & {
    submitted?: boolean;
  },
): Promise<TListingView> {
  const { data } = input;
  const gate = sectionGate(input, 'create');
  if ('view' in gate) return gate.view;
  try {
    const { source, baseId, tables, table } = await listingTable(runtime, input.siteId, data.source!, input.cache);
    const links = input.submitted ? [] : listingFormLinks(data, table, tables, 'custom');
    return {
      status: 'ok',
      records: [],
      columns: [],
      params: { q: '', filters: {} },
      filters: [],
      customForm: customFormView(data, table, input.submitted, await readFormLinkChoices(source, baseId, links)),
    };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE);
  }
}
