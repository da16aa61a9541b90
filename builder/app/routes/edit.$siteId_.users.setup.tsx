import { NO_ACCESS_TOKEN_MESSAGE, USERS_EMAIL_FIELD_TYPES } from '@atrium/core';
import { getWorkspaceApiKey, listLocalTables } from '@atrium/db';
import { useLoaderData, useNavigate, type MetaFunction } from '@remix-run/react';
import { Banner, BlockStack, Button, Card, ChoiceList, FormLayout, Page, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { AirtableTablePicker } from '../data-sources/airtable-table-picker';
import { builderLoader } from '../lib/route-builders.server';
import { useApiFetcher } from '../users/use-json-fetcher';
import { useUsersTableChoice, type UsersTableSource } from '../users/use-users-table-choice';
import { requireAppSite } from '../users/user-accounts.server';
import { HelpLink } from '../help/help-link';
import { useEditorPageId, usersUrl } from '../users/editor-links';

export const meta: MetaFunction = () => [{ title: 'Connect users | Atrium' }];

export const loader = builderLoader(async (ctx) => {
  const { site, appConfig, workspaceRouteId } = await requireAppSite(ctx, ctx.params.siteId);
  const [tables, apiKey] = await Promise.all([
    listLocalTables(ctx.runtime.db, { siteId: site.id }),
    getWorkspaceApiKey(ctx.runtime.db, { workspaceId: site.workspaceId }),
  ]);
  return {
    site: { id: site.id },
    enabled: appConfig.identity.enabled,
    airtable: { hasToken: apiKey !== '', workspaceRouteId },
    current: appConfig.identity.config
      ? {
          source: appConfig.identity.config.source,
          baseId: appConfig.identity.config.baseId,
          tableId: appConfig.identity.config.table.id,
          fieldId: appConfig.identity.config.primaryField.id,
          restrictions: appConfig.identity.registrationRestrictions,
        }
      : null,
    tables: tables.map((t) => ({
      id: t.id,
      name: t.name,
      fields: t.fields
        .filter((f) => USERS_EMAIL_FIELD_TYPES.includes(f.type))
        .map((f) => ({ id: f.id, name: f.name, type: f.type })),
    })),
  };
});

type Restriction = 'open' | 'users-table' | 'invite-only';

/** The one restriction the form shows for the saved registration restrictions. */
function restrictionOf(restrictions: string[]): Restriction {
  if (restrictions.includes('invite-only')) return 'invite-only';
  return restrictions.includes('users-table') ? 'users-table' : 'open';
}

/**
 * /edit/{appId}/users/setup (spec doc 3 §4.1): the users table (a built-in table of the portal or
 * a table of an Airtable base the workspace reaches), its email (primary) field, and who may sign
 * up. Success: 'User accounts are now set up for this app.' and the Users tab.
 */
export default function UsersSetup() {
  const { site, enabled, airtable, current, tables } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { source, tableId, baseId, table, fieldId, setFieldId, chooseSource, chooseTable, chooseAirtable } =
    useUsersTableChoice(current, tables, airtable.hasToken);
  // A first set-up suggests people in the users table (issue 24): the builder decides who gets in.
  const [restriction, setRestriction] = useState<Restriction>(restrictionOf(current?.restrictions ?? ['users-table']));
  const pageId = useEditorPageId();
  const { send, busy, fetcher } = useApiFetcher(() => navigate(usersUrl(site.id, pageId)));
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  const save = () =>
    send(`/api/apps/${site.id}/app-config`, 'PATCH', {
      intent: 'setup',
      source,
      baseId: source === 'airtable' ? baseId : '',
      tableId,
      primaryFieldId: fieldId,
      registrationRestrictions: restriction === 'open' ? [] : [restriction],
    });

  return (
    <Page title="Connect Users" backAction={{ content: 'User Management', url: usersUrl(site.id, pageId) }}>
      <BlockStack gap="400">
        {!enabled && <Banner tone="warning">Turn user accounts on first: go back and choose Get started.</Banner>}
        {error && <Banner tone="critical">{error}</Banner>}
        <Card>
          <FormLayout>
            <ChoiceList
              title="Where are your users?"
              choices={[
                { label: 'A table of this portal', value: 'local' },
                { label: 'A table in Airtable', value: 'airtable' },
              ]}
              selected={[source]}
              onChange={(values) => chooseSource((values[0] as UsersTableSource) ?? 'local')}
            />
            <Text as="p" tone="subdued">
              Each person needs a row with their email address; Atrium links the account to that row when they sign up.
            </Text>
            <HelpLink slug="users-and-groups" anchor="the-users-table">
              Learn more about the users table
            </HelpLink>
            {source === 'local' && tables.length === 0 && (
              <Banner tone="info">This portal has no tables yet. Add a table with an email field first.</Banner>
            )}
            {source === 'airtable' && !airtable.hasToken && (
              <Banner
                tone="warning"
                action={{ content: 'Workspace settings', url: `/workspaces/${airtable.workspaceRouteId}` }}
              >
                {NO_ACCESS_TOKEN_MESSAGE}
              </Banner>
            )}
            {source === 'local' && tables.length > 0 && (
              <Select
                label="Users table"
                options={tables.map((t) => ({ label: t.name, value: t.id }))}
                value={tableId}
                onChange={chooseTable}
              />
            )}
            {source === 'airtable' && airtable.hasToken && (
              <AirtableTablePicker
                workspaceRouteId={airtable.workspaceRouteId}
                baseId={baseId}
                tableId={tableId}
                tableLabel="Users table"
                onChange={chooseAirtable}
              />
            )}
            {table && (
              <Select
                label="Email field"
                placeholder="Choose the field that holds their email"
                options={table.fields.map((f) => ({ label: f.name, value: f.id }))}
                value={fieldId}
                onChange={setFieldId}
                helpText={table.fields.length === 0 ? 'This table has no email or text field.' : undefined}
              />
            )}
            <WhoCanSignUp restriction={restriction} onChange={setRestriction} />
            <Button variant="primary" onClick={save} loading={busy} disabled={!enabled || !tableId || !fieldId}>
              Connect Users
            </Button>
          </FormLayout>
        </Card>
      </BlockStack>
    </Page>
  );
}

/**
 * Who can sign up: anyone, only people in the users table (suggested first), or only people
 * invited; the text under it says what each choice means for a client portal.
 */
function WhoCanSignUp(props: { restriction: Restriction; onChange: (restriction: Restriction) => void }) {
  return (
    <BlockStack gap="200">
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
        selected={[props.restriction]}
        onChange={(values) => props.onChange((values[0] as Restriction) ?? 'open')}
      />
      <Text as="p" tone="subdued">
        {props.restriction === 'open'
          ? 'Anyone who finds the portal can make an account (after proving their email address). Pages for a group stay closed to them until they join it.'
          : 'Suggested for client portals: you decide who gets in. People you invite can be added to the users table as you invite them.'}
      </Text>
    </BlockStack>
  );
}
