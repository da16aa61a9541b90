import type { TListingSource, TUsersTableRef } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import type { PickerTable } from '../../../data-sources/airtable-table-picker';

type Group = { id: string; name: string };
const EMPTY_TABLES: PickerTable[] = [];
type Field = { id: string; name: string; type: string };
/** The users table user listings link to (none until user accounts are set up). */
export type ListingUsersTable = TUsersTableRef & { fields?: Field[] };

/**
 * The fields of a data section's table (built-in or Airtable), for the Data tab's pickers, the
 * other tables of its base (forms' link fields), and the portal's user groups, for its Permissions panel.
 */
export function useListingTable(
  siteId: string,
  source: TListingSource | null | undefined,
): {
  tableFields: PickerTable['fields'];
  tableViews: NonNullable<PickerTable['views']>;
  /** Every table of the base (or the portal's built-in tables): filters by a linked table, link fields' tables. */
  tables: PickerTable[];
  groups: Group[];
  userFields: Field[];
  /** The users table; undefined while it loads, null when user accounts are not set up. */
  usersTable: ListingUsersTable | null | undefined;
} {
  const fetcher = useFetcher<{
    ok: boolean;
    tables?: PickerTable[];
    groups?: Group[];
    users?: ListingUsersTable | null;
  }>();
  const users = useFetcher<{ users?: ListingUsersTable | null }>();
  const { load: loadUsers } = users;
  // The users table's fields come with the built-in answer; an Airtable listing asks for it too.
  const airtable = source?.kind === 'airtable';
  useEffect(() => {
    if (airtable) loadUsers(`/api/sites/${siteId}/listing-sources`);
  }, [siteId, airtable, loadUsers]);
  const { load } = fetcher;
  const url = !source
    ? null
    : source.kind === 'local'
      ? `/api/sites/${siteId}/listing-sources`
      : `/api/sites/${siteId}/listing-sources?baseId=${encodeURIComponent(source.baseId)}`;
  useEffect(() => {
    if (url) load(url);
  }, [url, load]);
  const table = fetcher.data?.tables?.find((t) => t.id === source?.tableId);
  const usersAnswer = airtable ? users.data : fetcher.data;
  const usersTable = usersAnswer ? (usersAnswer.users ?? null) : undefined;
  return {
    tableFields: table?.fields ?? [],
    tableViews: table?.views ?? [],
    groups: fetcher.data?.groups ?? [],
    userFields: usersTable?.fields ?? [],
    usersTable,
    tables: fetcher.data?.tables ?? EMPTY_TABLES,
  };
}
