import type { TListingSource } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import type { PickerTable } from '../data-sources/airtable-table-picker';

/** The fields of a data section's table (built-in or Airtable), for the Data tab's pickers. */
export function useListingTableFields(
  siteId: string,
  source: TListingSource | null | undefined,
): PickerTable['fields'] {
  const fetcher = useFetcher<{ ok: boolean; tables?: PickerTable[] }>();
  const { load } = fetcher;
  const url = !source
    ? null
    : source.kind === 'local'
      ? `/api/sites/${siteId}/listing-sources`
      : `/api/sites/${siteId}/listing-sources?baseId=${encodeURIComponent(source.baseId)}`;
  useEffect(() => {
    if (url) load(url);
  }, [url, load]);
  return fetcher.data?.tables?.find((t) => t.id === source?.tableId)?.fields ?? [];
}
