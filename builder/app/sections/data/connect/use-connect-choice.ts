import { type TConnectListingChoice, userLinkFields, userListingPossible as canBeUserListing } from '@atrium/core';
import { useState } from 'react';
import type { PickerTable } from '../../../data-sources/airtable-table-picker';
import type { ListingSources } from './connect-data-modal';

export type SortType = 'none' | 'field' | 'view';

/**
 * The wizard's answers (listing type, table, default sort) and the connect choice they make; a
 * user listing only when the users' table is in the chosen source.
 */
export function useConnectChoice(loaded: ListingSources | undefined) {
  const [listingType, setListingType] = useState<'public' | 'user'>('public');
  const [kind, setKind] = useState<'local' | 'airtable'>('local');
  const [localTableId, setLocalTableId] = useState('');
  const [baseId, setBaseId] = useState('');
  const [airtableTable, setAirtableTable] = useState<PickerTable | undefined>();
  const [sortType, setSortType] = useState<SortType>('none');
  const [sortField, setSortField] = useState('');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [viewId, setViewId] = useState('');
  const [userLinkFieldId, setUserLinkFieldId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const table = kind === 'local' ? loaded?.tables.find((t) => t.id === localTableId) : airtableTable;
  const users = loaded?.users;
  const userListingPossible = canBeUserListing(users, { kind, baseId });
  const userLinks = userLinkFields(table?.fields ?? [], users);

  // Changing the base or the table resets the sort (spec doc 2 §4 'Base and sort').
  const resetSort = () => {
    setSortType('none');
    setSortField('');
    setViewId('');
    setUserLinkFieldId('');
  };

  const choice: Partial<TConnectListingChoice> = {
    listingType: userListingPossible ? listingType : 'public',
    source: table
      ? { kind, baseId: kind === 'airtable' ? baseId : '', baseName: '', tableId: table.id, tableName: table.name }
      : kind === 'airtable'
        ? { kind, baseId, baseName: '', tableId: '', tableName: '' }
        : undefined,
    userLinkFieldId,
    sort:
      sortType === 'field'
        ? { type: 'field', fieldId: sortField, direction }
        : sortType === 'view'
          ? { type: 'view', viewId }
          : { type: 'none' },
  };
  return {
    listingType,
    setListingType,
    kind,
    setKind,
    localTableId,
    setLocalTableId,
    baseId,
    setBaseId,
    airtableTable,
    setAirtableTable,
    sortType,
    setSortType,
    sortField,
    setSortField,
    direction,
    setDirection,
    viewId,
    setViewId,
    userLinkFieldId,
    setUserLinkFieldId,
    problem,
    setProblem,
    table,
    users,
    userListingPossible,
    userLinks,
    resetSort,
    choice,
  };
}

export type ConnectWizard = ReturnType<typeof useConnectChoice>;
