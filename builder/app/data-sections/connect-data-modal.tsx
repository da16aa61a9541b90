import {
  NO_ACCESS_TOKEN_MESSAGE,
  connectListingData,
  connectListingProblem,
  type TConnectListingChoice,
  type TDataData,
} from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Banner, BlockStack, ChoiceList, InlineStack, Modal, Select, Spinner, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { AirtableTablePicker, type PickerTable } from '../data-sources/airtable-table-picker';

export interface ListingSources {
  ok: true;
  tables: PickerTable[];
  airtable: { hasToken: boolean; workspaceRouteId: number };
  users: { source: 'local' | 'airtable'; baseId: string; tableId: string; tableName: string } | null;
}

type SortType = 'none' | 'field' | 'view';

/**
 * 'Let's Connect' (spec doc 2 'Connect-data wizard'): public or user listing, the table (the
 * portal's built-in tables, or a base and table of the workspace's Airtable with 'View Base'),
 * and the default sort, validated as the spec says. Connecting fills the section's data with
 * fields picked from the table, so the preview shows real records at once.
 */
export function ConnectDataModal(props: {
  siteId: string;
  onConnect: (data: Partial<TDataData>) => void;
  /** The section's layout (a Form starts with a group of the table's fields). */
  sectionName?: string;
  onClose: () => void;
}) {
  const sources = useFetcher<ListingSources>();
  const { load } = sources;
  useEffect(() => load(`/api/sites/${props.siteId}/listing-sources`), [load, props.siteId]);
  const loaded = sources.data?.ok ? sources.data : undefined;

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
  const userListingPossible = Boolean(users && users.source === kind && (kind === 'local' || users.baseId === baseId));
  const userLinks = (table?.fields ?? []).filter(
    (f) => f.type === 'multipleRecordLinks' && f.options?.linkedTableId === users?.tableId,
  );

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
  const connect = () => {
    const found = connectListingProblem(choice);
    setProblem(found);
    if (found || !table) return;
    props.onConnect(connectListingData(table, choice as TConnectListingChoice, props.sectionName));
  };

  return (
    <Modal
      open
      onClose={props.onClose}
      title="Let's Connect"
      primaryAction={{ content: 'Connect', onAction: connect, disabled: !loaded }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        {!loaded ? (
          <InlineStack align="center">
            <Spinner accessibilityLabel="Loading your tables" />
          </InlineStack>
        ) : (
          <BlockStack gap="400">
            {problem && <Banner tone="critical">{problem}</Banner>}
            <ChoiceList
              title="Show each person only their own records?"
              choices={[
                { label: 'No: a public listing', value: 'public' },
                {
                  label: 'Yes: a user listing',
                  value: 'user',
                  disabled: !userListingPossible,
                  helpText: userListingPossible
                    ? `Records linked to the person's row in ${users!.tableName}.`
                    : 'Set up Required: connect user accounts to a table of this data source first (Users).',
                },
              ]}
              selected={[userListingPossible ? listingType : 'public']}
              onChange={(v) => setListingType(v[0] === 'user' ? 'user' : 'public')}
            />
            <ChoiceList
              title="Data source"
              choices={[
                { label: 'Built-in tables', value: 'local' },
                { label: 'Airtable', value: 'airtable' },
              ]}
              selected={[kind]}
              onChange={(v) => {
                setKind(v[0] === 'airtable' ? 'airtable' : 'local');
                resetSort();
                setProblem(undefined);
              }}
            />
            {kind === 'local' ? (
              loaded.tables.length === 0 ? (
                <Banner tone="info">This portal has no built-in tables yet.</Banner>
              ) : (
                <Select
                  label="Table"
                  placeholder="Choose a table"
                  options={loaded.tables.map((t) => ({ label: t.name, value: t.id }))}
                  value={localTableId}
                  onChange={(id) => {
                    setLocalTableId(id);
                    resetSort();
                  }}
                />
              )
            ) : loaded.airtable.hasToken ? (
              <AirtableTablePicker
                workspaceRouteId={loaded.airtable.workspaceRouteId}
                baseId={baseId}
                tableId={airtableTable?.id ?? ''}
                onChange={(next) => {
                  if (next.baseId !== baseId || next.table?.id !== airtableTable?.id) resetSort();
                  setBaseId(next.baseId);
                  setAirtableTable(next.table);
                }}
              />
            ) : (
              <Banner tone="warning">{NO_ACCESS_TOKEN_MESSAGE}</Banner>
            )}
            {choice.listingType === 'user' && table && (
              <Select
                label="Field linking records to your users"
                placeholder="Choose a field"
                options={userLinks.map((f) => ({ label: f.name, value: f.id }))}
                value={userLinkFieldId}
                onChange={setUserLinkFieldId}
                helpText={
                  userLinks.length === 0 ? `This table has no field linking to ${users!.tableName}.` : undefined
                }
              />
            )}
            <BlockStack gap="200">
              <Select
                label="Default sort"
                disabled={!table}
                options={[
                  { label: 'None', value: 'none' },
                  { label: 'By a field', value: 'field' },
                  ...(kind === 'airtable' ? [{ label: 'As an Airtable view', value: 'view' }] : []),
                ]}
                value={sortType}
                onChange={(v) => {
                  setSortType(v as SortType);
                  // Sort none removes the view (spec doc 2 §4).
                  if (v !== 'view') setViewId('');
                }}
              />
              {sortType === 'field' && (
                <InlineStack gap="200" wrap={false}>
                  <div style={{ flex: 1 }}>
                    <Select
                      label="Sort field"
                      placeholder="Choose a field"
                      options={(table?.fields ?? []).map((f) => ({ label: f.name, value: f.id }))}
                      value={sortField}
                      onChange={setSortField}
                    />
                  </div>
                  <Select
                    label="Order"
                    options={[
                      { label: 'Ascending', value: 'asc' },
                      { label: 'Descending', value: 'desc' },
                    ]}
                    value={direction}
                    onChange={(v) => setDirection(v === 'desc' ? 'desc' : 'asc')}
                  />
                </InlineStack>
              )}
              {sortType === 'view' && (
                <Select
                  label="View"
                  placeholder="Choose a view"
                  options={(table?.views ?? []).map((v) => ({ label: v.name, value: v.id }))}
                  value={viewId}
                  onChange={setViewId}
                />
              )}
              <Text as="p" tone="subdued" variant="bodySm">
                Card fields are picked from the table; choose them, search and filters in the listing editor.
              </Text>
            </BlockStack>
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}
