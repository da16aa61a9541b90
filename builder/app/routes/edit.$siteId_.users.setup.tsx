import { listLocalTables } from '@atrium/db';
import { useLoaderData, useNavigate, type MetaFunction } from '@remix-run/react';
import { Banner, BlockStack, Button, Card, ChoiceList, FormLayout, Page, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { builderLoader } from '../lib/route-builders.server';
import { useApiFetcher } from '../users/use-json-fetcher';
import { requireAppSite } from '../users/user-accounts.server';

export const meta: MetaFunction = () => [{ title: 'Connect users | Atrium' }];

/** Fields that can hold an email address. */
const EMAIL_FIELD_TYPES = new Set(['email', 'singleLineText']);

export const loader = builderLoader(async (ctx) => {
  const { site, appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  const tables = await listLocalTables(ctx.runtime.db, { siteId: site.id });
  return {
    site: { id: site.id },
    enabled: appConfig.identity.enabled,
    current: appConfig.identity.config
      ? {
          tableId: appConfig.identity.config.table.id,
          fieldId: appConfig.identity.config.primaryField.id,
          restrictions: appConfig.identity.registrationRestrictions,
        }
      : null,
    tables: tables.map((t) => ({
      id: t.id,
      name: t.name,
      fields: t.fields
        .filter((f) => EMAIL_FIELD_TYPES.has(f.type))
        .map((f) => ({ id: f.id, name: f.name, type: f.type })),
    })),
  };
});

type Restriction = 'open' | 'users-table' | 'invite-only';

/**
 * /edit/{appId}/users/setup (spec doc 3 §4.1): the users table, its email (primary) field, and
 * who may sign up. Success: 'User accounts is now set up for this app.' and the Users tab.
 */
export default function UsersSetup() {
  const { site, enabled, current, tables } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [tableId, setTableId] = useState(current?.tableId ?? tables[0]?.id ?? '');
  const table = tables.find((t) => t.id === tableId);
  const [fieldId, setFieldId] = useState(current?.fieldId ?? table?.fields.find((f) => f.type === 'email')?.id ?? '');
  const [restriction, setRestriction] = useState<Restriction>(
    current?.restrictions.includes('invite-only')
      ? 'invite-only'
      : current?.restrictions.includes('users-table')
        ? 'users-table'
        : 'open',
  );
  const { send, busy, fetcher } = useApiFetcher(() => navigate(`/edit/${site.id}/users`));
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  const chooseTable = (id: string) => {
    setTableId(id);
    const next = tables.find((t) => t.id === id);
    setFieldId(next?.fields.find((f) => f.type === 'email')?.id ?? next?.fields[0]?.id ?? '');
  };
  const save = () =>
    send(`/api/apps/${site.id}/app-config`, 'PATCH', {
      intent: 'setup',
      tableId,
      primaryFieldId: fieldId,
      registrationRestrictions: restriction === 'open' ? [] : [restriction],
    });

  return (
    <Page title="Connect Users" backAction={{ content: 'User Management', url: `/edit/${site.id}/users` }}>
      <BlockStack gap="400">
        {!enabled && <Banner tone="warning">Turn user accounts on first: go back and choose Get started.</Banner>}
        {error && <Banner tone="critical">{error}</Banner>}
        <Card>
          <FormLayout>
            <Text as="p" tone="subdued">
              Your users live in a table of this portal. Each person needs a row with their email address; Atrium links
              the account to that row when they sign up.
            </Text>
            {tables.length === 0 ? (
              <Banner tone="info">This portal has no tables yet. Add a table with an email field first.</Banner>
            ) : (
              <>
                <Select
                  label="Users table"
                  options={tables.map((t) => ({ label: t.name, value: t.id }))}
                  value={tableId}
                  onChange={chooseTable}
                />
                <Select
                  label="Email field"
                  placeholder="Choose the field that holds their email"
                  options={(table?.fields ?? []).map((f) => ({ label: f.name, value: f.id }))}
                  value={fieldId}
                  onChange={setFieldId}
                  helpText={table && table.fields.length === 0 ? 'This table has no email or text field.' : undefined}
                />
              </>
            )}
            <ChoiceList
              title="Who can sign up?"
              choices={[
                { label: 'Anyone', value: 'open' },
                {
                  label: 'Only people in the users table',
                  value: 'users-table',
                  helpText: 'Only users in the Users table can sign up.',
                },
                { label: 'Only people I invite', value: 'invite-only' },
              ]}
              selected={[restriction]}
              onChange={(values) => setRestriction((values[0] as Restriction) ?? 'open')}
            />
            <Button variant="primary" onClick={save} loading={busy} disabled={!enabled || !tableId || !fieldId}>
              Connect Users
            </Button>
          </FormLayout>
        </Card>
      </BlockStack>
    </Page>
  );
}
