import {
  NO_ACCESS_TOKEN_MESSAGE,
  connectListingData,
  connectListingProblem,
  type TConnectListingChoice,
  type TDataData,
} from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Banner, BlockStack, ChoiceList, InlineStack, Modal, Select, Spinner, Text } from '@shopify/polaris';
import { useEffect } from 'react';
import { HelpLink } from '../../../help/help-link';
import { AirtableTablePicker, type PickerTable } from '../../../data-sources/airtable-table-picker';
import { useConnectChoice, type ConnectWizard, type SortType } from './use-connect-choice';

export interface ListingSources {
  ok: true;
  tables: PickerTable[];
  airtable: { hasToken: boolean; workspaceRouteId: number };
  users: { source: 'local' | 'airtable'; baseId: string; tableId: string; tableName: string } | null;
}

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
  const wizard = useConnectChoice(loaded);
  const { choice, table, problem } = wizard;
  const connect = () => {
    const found = connectListingProblem(choice);
    wizard.setProblem(found);
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
            <ListingTypeChoice wizard={wizard} />
            <SourcePicker wizard={wizard} loaded={loaded} />
            {wizard.choice.listingType === 'user' && wizard.table && (
              <Select
                label="Field linking records to your users"
                placeholder="Choose a field"
                options={wizard.userLinks.map((f) => ({ label: f.name, value: f.id }))}
                value={wizard.userLinkFieldId}
                onChange={wizard.setUserLinkFieldId}
                helpText={
                  wizard.userLinks.length === 0
                    ? `This table has no field linking to ${wizard.users!.tableName}.`
                    : undefined
                }
              />
            )}
            <DefaultSort wizard={wizard} />
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}

/** Public listing, or a user listing (each person their own records) when the users' table is in this source. */
function ListingTypeChoice({ wizard }: { wizard: ConnectWizard }) {
  return (
    <BlockStack gap="100">
      <ChoiceList
        title="Show each person only their own records?"
        choices={[
          { label: 'No: a public listing', value: 'public' },
          {
            label: 'Yes: a user listing',
            value: 'user',
            disabled: !wizard.userListingPossible,
            // Why it cannot be chosen is said below it, not in the disabled choice's faded help text.
            ...(wizard.userListingPossible
              ? { helpText: `Records linked to the person's row in ${wizard.users!.tableName}.` }
              : {}),
          },
        ]}
        selected={[wizard.userListingPossible ? wizard.listingType : 'public']}
        onChange={(v) => wizard.setListingType(v[0] === 'user' ? 'user' : 'public')}
      />
      {!wizard.userListingPossible && (
        <Text as="p" tone="subdued">
          Set up Required: connect user accounts to a table of this data source first (Users).
        </Text>
      )}
      <HelpLink slug="data-sections" anchor="public-and-user-listings">
        Learn more about public and user listings
      </HelpLink>
    </BlockStack>
  );
}

/** The data source (built-in tables or Airtable) and its table; changing either resets the sort. */
function SourcePicker({ wizard, loaded }: { wizard: ConnectWizard; loaded: ListingSources }) {
  return (
    <>
      <ChoiceList
        title="Data source"
        choices={[
          { label: 'Built-in tables', value: 'local' },
          { label: 'Airtable', value: 'airtable' },
        ]}
        selected={[wizard.kind]}
        onChange={(v) => {
          wizard.setKind(v[0] === 'airtable' ? 'airtable' : 'local');
          wizard.resetSort();
          wizard.setProblem(undefined);
        }}
      />
      {wizard.kind === 'local' ? (
        loaded.tables.length === 0 ? (
          <Banner tone="info">This portal has no built-in tables yet.</Banner>
        ) : (
          <Select
            label="Table"
            placeholder="Choose a table"
            options={loaded.tables.map((t) => ({ label: t.name, value: t.id }))}
            value={wizard.localTableId}
            onChange={(id) => {
              wizard.setLocalTableId(id);
              wizard.resetSort();
            }}
          />
        )
      ) : loaded.airtable.hasToken ? (
        <AirtableTablePicker
          workspaceRouteId={loaded.airtable.workspaceRouteId}
          baseId={wizard.baseId}
          tableId={wizard.airtableTable?.id ?? ''}
          onChange={(next) => {
            if (next.baseId !== wizard.baseId || next.table?.id !== wizard.airtableTable?.id) wizard.resetSort();
            wizard.setBaseId(next.baseId);
            wizard.setAirtableTable(next.table);
          }}
        />
      ) : (
        <Banner tone="warning">{NO_ACCESS_TOKEN_MESSAGE}</Banner>
      )}
    </>
  );
}

/** The default sort: none, by a field and order, or as an Airtable view. */
function DefaultSort({ wizard }: { wizard: ConnectWizard }) {
  const { table } = wizard;
  return (
    <BlockStack gap="200">
      <Select
        label="Default sort"
        disabled={!table}
        options={[
          { label: 'None', value: 'none' },
          { label: 'By a field', value: 'field' },
          ...(wizard.kind === 'airtable' ? [{ label: 'As an Airtable view', value: 'view' }] : []),
        ]}
        value={wizard.sortType}
        onChange={(v) => {
          wizard.setSortType(v as SortType);
          // Sort none removes the view (spec doc 2 §4).
          if (v !== 'view') wizard.setViewId('');
        }}
      />
      {wizard.sortType === 'field' && (
        <InlineStack gap="200" wrap={false}>
          <div style={{ flex: 1 }}>
            <Select
              label="Sort field"
              placeholder="Choose a field"
              options={(table?.fields ?? []).map((f) => ({ label: f.name, value: f.id }))}
              value={wizard.sortField}
              onChange={wizard.setSortField}
            />
          </div>
          <Select
            label="Order"
            options={[
              { label: 'Ascending', value: 'asc' },
              { label: 'Descending', value: 'desc' },
            ]}
            value={wizard.direction}
            onChange={(v) => wizard.setDirection(v === 'desc' ? 'desc' : 'asc')}
          />
        </InlineStack>
      )}
      {wizard.sortType === 'view' && (
        <Select
          label="View"
          placeholder="Choose a view"
          options={(table?.views ?? []).map((v) => ({ label: v.name, value: v.id }))}
          value={wizard.viewId}
          onChange={wizard.setViewId}
        />
      )}
      <Text as="p" tone="subdued" variant="bodySm">
        Card fields are picked from the table; choose them, search and filters in the listing editor.
      </Text>
    </BlockStack>
  );
}
