import { PRETTY_URL_FIELD_REQUIRED_MESSAGE, PRETTY_URL_WARNINGS, type TDataData } from '@atrium/core';
import { BlockStack, Button, List, Text } from '@shopify/polaris';
import { useApiFetcher } from '../../../../users/use-json-fetcher';

/**
 * 'Save and Sync' of the Pretty URL panel (spec doc 2 §2, §4 'Pretty URL sync'): idle, syncing
 * with a spinner, then a toast with 'Successfully synced {inserted} of {total}.' or the failure.
 */
export function PrettyUrlSync({ siteId, sectionId, data }: { siteId: string; sectionId: string; data: TDataData }) {
  const { send, busy } = useApiFetcher();
  if (data.detail.type !== 'page' || !data.source) return null;
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        Pretty URLs
      </Text>
      <List>
        {PRETTY_URL_WARNINGS.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
      <Button
        loading={busy}
        disabled={!data.detail.slugFieldId}
        onClick={() =>
          send(`/api/sites/${siteId}/pretty-urls`, 'POST', { sectionId, data, lookupFieldId: data.detail.slugFieldId })
        }
      >
        Save and Sync
      </Button>
      {!data.detail.slugFieldId && (
        <Text as="p" tone="subdued" variant="bodySm">
          {PRETTY_URL_FIELD_REQUIRED_MESSAGE} (Record page tab).
        </Text>
      )}
    </BlockStack>
  );
}
