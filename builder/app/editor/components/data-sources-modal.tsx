import { CACHE_TTL_CHOICES, NO_ACCESS_TOKEN_MESSAGE, countOf } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Badge, Banner, BlockStack, InlineStack, Link, Modal, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useToast } from '../../components/builder-frame';

interface DataSourcesData {
  tables: Array<{ id: string; name: string; fields: number; records: number }>;
  airtable: { hasToken: boolean; isOwner: boolean; workspaceRouteId: number };
  cacheTtlSeconds: number;
}
type SaveAnswer = { ok: true; message: string; cacheTtlSeconds: number } | { ok: false; error: string };

const TTL_LABELS: Record<number, string> = {
  15: '15 seconds',
  60: '1 minute (recommended)',
  300: '5 minutes',
  900: '15 minutes',
  3600: '1 hour',
};

export const NO_TOKEN_OWNER_MESSAGE =
  'This workspace has no Airtable access token yet. Add one in the workspace settings to use your Airtable bases in this portal.';

/**
 * Where the portal's data comes from: its built-in tables, the workspace's Airtable connection
 * (spec doc 2 §2 'no access token' notice: owners are asked to add a token, others to ask the
 * owner) and how often portals refresh cached records.
 */
export function DataSourcesModal({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const loader = useFetcher<DataSourcesData | { ok: false; error: string }>();
  const saver = useFetcher<SaveAnswer>();
  const toast = useToast();
  const [ttl, setTtl] = useState<string | null>(null);
  const endpoint = `/api/sites/${siteId}/data`;

  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(endpoint);
  }, [loader, endpoint]);

  const data = loader.data && 'tables' in loader.data ? loader.data : undefined;
  const loadError = loader.data && 'ok' in loader.data ? loader.data.error : undefined;
  const saved = saver.data;
  useEffect(() => {
    if (saver.state !== 'idle' || !saved) return;
    if (saved.ok) {
      toast(saved.message);
      onClose();
    }
  }, [saver.state, saved, toast, onClose]);

  const current = ttl ?? (data ? String(data.cacheTtlSeconds) : '60');
  const changed = data !== undefined && current !== String(data.cacheTtlSeconds);

  return (
    <Modal
      open
      onClose={onClose}
      title="Data sources"
      primaryAction={{
        content: 'Save',
        disabled: !changed,
        loading: saver.state !== 'idle',
        onAction: () => saver.submit({ cacheTtlSeconds: current }, { method: 'POST', action: endpoint }),
      }}
      secondaryActions={[{ content: 'Close', onAction: onClose }]}
    >
      <Modal.Section>
        {loadError ? (
          <Banner tone="critical">{loadError}</Banner>
        ) : !data ? (
          <SkeletonBodyText lines={6} />
        ) : (
          <BlockStack gap="500">
            {saved && !saved.ok ? <Banner tone="critical">{saved.error}</Banner> : null}
            <BuiltInTables siteId={siteId} tables={data.tables} />
            <AirtableConnection airtable={data.airtable} />

            <Select
              label="Refresh cached records every"
              options={CACHE_TTL_CHOICES.map((s) => ({ label: TTL_LABELS[s] ?? `${s} seconds`, value: String(s) }))}
              value={current}
              onChange={setTtl}
              helpText="Portal pages show records from Atrium's cache and refresh them in the background, so visitors never wait for Airtable. Applies when you publish."
            />
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}

/** The portal's built-in tables with their record and field counts; each opens in the Data area's grid. */
function BuiltInTables({ siteId, tables }: { siteId: string; tables: DataSourcesData['tables'] }) {
  return (
    <BlockStack gap="200">
      <InlineStack align="space-between" blockAlign="center">
        <Text as="h3" variant="headingSm">
          Built-in tables
        </Text>
        <Link url={`/edit/${siteId}/data`}>Manage tables</Link>
      </InlineStack>
      {tables.length === 0 ? (
        <Text as="p" tone="subdued">
          This portal has no built-in tables yet. Create one under Manage tables.
        </Text>
      ) : (
        <ul className="atrium-data-tables" aria-label="Built-in tables">
          {tables.map((t) => (
            <li key={t.id}>
              <InlineStack align="space-between" blockAlign="center">
                <Link url={`/edit/${siteId}/data/${t.id}`} accessibilityLabel={`Open ${t.name}`}>
                  {t.name}
                </Link>
                <Text as="span" tone="subdued">
                  {countOf(t.records, 'record', 'records')} · {countOf(t.fields, 'field', 'fields')}
                </Text>
              </InlineStack>
            </li>
          ))}
        </ul>
      )}
    </BlockStack>
  );
}

/** The workspace's Airtable connection: a token, or who should add one. */
function AirtableConnection({ airtable }: { airtable: DataSourcesData['airtable'] }) {
  return (
    <BlockStack gap="200">
      <InlineStack align="space-between" blockAlign="center">
        <Text as="h3" variant="headingSm">
          Airtable
        </Text>
        <Badge tone={airtable.hasToken ? 'success' : undefined}>{airtable.hasToken ? 'Token added' : 'No token'}</Badge>
      </InlineStack>
      {airtable.hasToken ? (
        <Text as="p" tone="subdued">
          This portal can use the Airtable bases the workspace&apos;s access token reaches.
        </Text>
      ) : airtable.isOwner ? (
        <Banner
          tone="warning"
          action={{
            content: 'Add access token',
            url: `/workspaces/${airtable.workspaceRouteId}`,
          }}
        >
          {NO_TOKEN_OWNER_MESSAGE}
        </Banner>
      ) : (
        <Banner tone="warning">{NO_ACCESS_TOKEN_MESSAGE}</Banner>
      )}
    </BlockStack>
  );
}
