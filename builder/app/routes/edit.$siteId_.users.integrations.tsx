import { useLoaderData, useNavigate } from '@remix-run/react';
import { Badge, BlockStack, Button, Card, InlineStack, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import { builderLoader } from '../lib/route-builders.server';
import { useApiFetcher } from '../users/use-json-fetcher';
import { accountsOrNull } from '../users/user-accounts.server';
import { useEditorPageId, usersUrl } from '../users/editor-links';

export const loader = builderLoader(async (ctx) => {
  const access = await accountsOrNull(ctx, ctx.params.siteId);
  if (!access) return null;
  const { site, appConfig } = access;
  const config = appConfig.identity.config!;
  return {
    siteId: site.id,
    source: config.source === 'local' ? 'Built-in tables' : 'Airtable',
    table: config.table.name,
    field: config.primaryField.name,
    restrictions: appConfig.identity.registrationRestrictions,
    autoAssign: appConfig.autoAssign.field !== null,
  };
});

const RESTRICTION_LABELS: Record<string, string> = {
  'users-table': 'Only people in the users table can sign up',
  'invite-only': 'Only invited people can sign up',
};

/** The Integrations tab: where the users come from, and turning user accounts off. */
export default function IntegrationsTab() {
  const loaded = useLoaderData<typeof loader>();
  return loaded ? <IntegrationsTabContent /> : null;
}

function IntegrationsTabContent() {
  const data = useLoaderData<typeof loader>()!;
  const navigate = useNavigate();
  const [disabling, setDisabling] = useState(false);
  const pageId = useEditorPageId();
  const { send, busy } = useApiFetcher(() => navigate(usersUrl(data.siteId, pageId)));
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingMd">
              Users table
            </Text>
            <Badge tone="success">Connected</Badge>
          </InlineStack>
          <Text as="p">
            {data.source}: <strong>{data.table}</strong>, email field <strong>{data.field}</strong>.
          </Text>
          <Text as="p" tone="subdued">
            {data.restrictions.map((r) => RESTRICTION_LABELS[r]).join('. ') || 'Anyone can sign up.'}
            {data.autoAssign ? ' Groups are assigned from a field of the users table (Settings).' : ''}
          </Text>
          <InlineStack>
            <Button url={usersUrl(data.siteId, pageId, '/setup')}>Change connection</Button>
          </InlineStack>
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            Disable user accounts
          </Text>
          <Text as="p" tone="subdued">
            Visitors can no longer sign up or log in, and every page becomes public. Users and settings are kept for
            when you turn accounts back on.
          </Text>
          <InlineStack>
            <Button tone="critical" onClick={() => setDisabling(true)}>
              Disable User Accounts
            </Button>
          </InlineStack>
        </BlockStack>
      </Card>
      {disabling && (
        <Modal
          open
          onClose={() => setDisabling(false)}
          title="Disable User Accounts"
          primaryAction={{
            content: 'Disable',
            destructive: true,
            loading: busy,
            onAction: () => send(`/api/apps/${data.siteId}/app-config`, 'PATCH', { intent: 'disable' }),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setDisabling(false) }]}
        >
          <Modal.Section>
            <Text as="p">Protected pages become public again. Your users, groups and settings are kept.</Text>
          </Modal.Section>
        </Modal>
      )}
    </BlockStack>
  );
}
