import { identityConfigured } from '@atrium/core';
import { listLocalTables } from '@atrium/db';
import {
  Outlet,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type MetaFunction,
} from '@remix-run/react';
import { Banner, BlockStack, Box, Button, Card, EmptyState, InlineStack, Page, Tabs, Text } from '@shopify/polaris';
import { useEffect } from 'react';
import type { LinksFunction } from '@remix-run/node';
import { BuilderFrame, useToast } from '../components/builder-frame';
import { EditorContextBar } from '../editor/components/editor-context-bar';
import editorStyles from '../editor/editor.css?url';
import { useEditorPageId, usersUrl } from '../users/editor-links';
import { HelpLink } from '../help/help-link';
import { helpUrl } from '../help/help-url';
import { builderLoader } from '../lib/route-builders.server';
import { requireAppSite } from '../users/user-accounts.server';

/** The editor's top bar styles: User Management keeps the editor's bar (ADR 056). */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `User Management | ${data.site.name} | Atrium` : 'Atrium' },
];

export const loader = builderLoader(async (ctx) => {
  const { site, appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  const tables = await listLocalTables(ctx.runtime.db, { siteId: site.id });
  return {
    site: { id: site.id, name: site.name },
    identity: {
      enabled: appConfig.identity.enabled,
      configured: identityConfigured(appConfig),
      table: appConfig.identity.config?.table.name ?? null,
      primaryField: appConfig.identity.config?.primaryField.name ?? null,
    },
    hasTables: tables.length > 0,
  };
});

export type UsersLayoutData = ReturnType<typeof useLoaderData<typeof loader>>;

const TABS = [
  { id: 'users', content: 'Users', path: '' },
  { id: 'groups', content: 'Groups', path: '/groups' },
  { id: 'integrations', content: 'Integrations', path: '/integrations' },
  { id: 'settings', content: 'Settings', path: '/settings' },
] as const;

/**
 * User Management (spec doc 3 §2.2, §2.3): the gate in its order (billing is off when
 * self-hosted, so the upgrade card never shows; every portal has a subdomain, so 'Missing
 * domain' never applies), then the tabs once user accounts are on and configured. Under the
 * editor's top bar, with 'Back to editor' to the page the builder came from (`?pageId=`, kept
 * across the tabs).
 */
export default function UsersLayout() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <BuilderFrame>
      <EditorContextBar site={site} area="users" />
      <UsersScreen />
    </BuilderFrame>
  );
}

function UsersScreen() {
  const { site, identity } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pageId = useEditorPageId();
  const base = `/edit/${site.id}/users`;
  const onSetup = pathname === `${base}/setup`;

  if (onSetup) return <Outlet />;
  if (!identity.enabled) return <GetStarted siteId={site.id} />;
  if (!identity.configured) {
    return (
      <Page title="User Management">
        <Card>
          <BlockStack gap="300">
            <Text as="p">
              Connect the table that holds your users. It needs a field with each user's email address.
            </Text>
            <InlineStack>
              <Button variant="primary" url={usersUrl(site.id, pageId, '/setup')}>
                Connect Users
              </Button>
            </InlineStack>
            <HelpLink slug="users-and-groups">Learn more about the users table</HelpLink>
          </BlockStack>
        </Card>
      </Page>
    );
  }
  const selected = Math.max(
    0,
    TABS.findIndex((tab) => tab.path !== '' && pathname.startsWith(`${base}${tab.path}`)),
  );
  return (
    <Page title="User Management" subtitle="Manage your users, groups and Airtable connection" fullWidth>
      <BlockStack gap="400">
        <Tabs
          tabs={TABS.map(({ id, content }) => ({ id, content }))}
          selected={selected}
          onSelect={(i) => navigate(usersUrl(site.id, pageId, TABS[i]!.path))}
        />
        <Box>
          <Outlet />
        </Box>
      </BlockStack>
    </Page>
  );
}

function GetStarted({ siteId }: { siteId: string }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const toast = useToast();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) revalidator.revalidate();
    else toast(fetcher.data.error ?? 'Something went wrong.', { error: true });
    // Each answer is handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  const start = () =>
    fetcher.submit(JSON.stringify({ intent: 'enable' }), {
      method: 'PATCH',
      action: `/api/apps/${siteId}/app-config`,
      encType: 'application/json',
    });
  return (
    <Page title="User Management">
      <Card>
        <EmptyState
          heading="Let people sign up and log in to your portal"
          action={{ content: 'Get started', onAction: start, loading: fetcher.state !== 'idle' }}
          secondaryAction={{ content: 'Learn more', url: helpUrl('users-and-groups'), target: '_blank' }}
          image=""
        >
          <p>User accounts let you decide who sees which page, and show each person the records that are theirs.</p>
        </EmptyState>
      </Card>
      {fetcher.data && !fetcher.data.ok && (
        <Box paddingBlockStart="400">
          <Banner tone="critical">{fetcher.data.error}</Banner>
        </Box>
      )}
    </Page>
  );
}
