import { TABLE_MESSAGES } from '@atrium/core';
import { useNavigate } from '@remix-run/react';
import { Banner, BlockStack, Card, EmptyState, IndexTable, Link, Modal, Page, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useArrivalToast } from './use-grid-state';
import { useJsonAction } from './use-json-action';

export interface TablesPageData {
  site: { id: string; name: string };
  tables: Array<{ id: string; name: string; fields: number; records: number }>;
}

/**
 * The Data area (issue 21): the portal's built-in tables, each opening in the grid, and Create
 * table. Airtable tables are managed in Airtable; this lists Atrium's own.
 */
export function TablesPage({ site, tables }: TablesPageData) {
  const [creating, setCreating] = useState(false);
  // Delete table comes back here with its confirmation.
  useArrivalToast();
  const back = { content: 'Back to editor', url: `/edit/${site.id}` };
  return (
    <Page
      title="Data"
      subtitle={`Built-in tables of ${site.name}`}
      backAction={back}
      primaryAction={{ content: 'Create table', onAction: () => setCreating(true) }}
    >
      <Card padding="0">
        {tables.length === 0 ? (
          <EmptyState
            heading="Keep your portal's data in Atrium"
            action={{ content: 'Create table', onAction: () => setCreating(true) }}
            image=""
          >
            <p>Create a table for projects, invoices or clients, then show it on your portal&apos;s pages.</p>
          </EmptyState>
        ) : (
          <IndexTable
            resourceName={{ singular: 'table', plural: 'tables' }}
            itemCount={tables.length}
            selectable={false}
            headings={[{ title: 'Table' }, { title: 'Records' }, { title: 'Fields' }]}
          >
            {tables.map((table, i) => (
              <IndexTable.Row id={table.id} key={table.id} position={i}>
                <IndexTable.Cell>
                  <Link url={`/edit/${site.id}/data/${table.id}`} removeUnderline>
                    <Text as="span" fontWeight="semibold">
                      {table.name}
                    </Text>
                  </Link>
                </IndexTable.Cell>
                <IndexTable.Cell>{table.records}</IndexTable.Cell>
                <IndexTable.Cell>{table.fields}</IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )}
      </Card>
      {creating ? <CreateTableModal siteId={site.id} onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}

function CreateTableModal({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  // The new table opens at once; its page shows the confirmation (this page's toasts go with it).
  const action = useJsonAction<{ table: { id: string } }>(
    (answer) => navigate(`/edit/${siteId}/data/${answer.table.id}`, { state: { toast: answer.message } }),
    { toast: false },
  );
  const empty = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!empty) action.send('POST', `/api/sites/${siteId}/tables`, { name });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Create table"
      primaryAction={{ content: 'Create', onAction: submit, loading: action.busy }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextField
              label="Table name"
              value={name}
              onChange={setName}
              onBlur={() => setTouched(true)}
              autoComplete="off"
              autoFocus
              maxLength={100}
              error={touched && empty ? TABLE_MESSAGES.nameRequired : undefined}
              helpText="It starts with a Name field; add more fields in the grid."
            />
          </form>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
