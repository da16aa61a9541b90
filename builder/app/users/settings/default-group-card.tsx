import { useRevalidator } from '@remix-run/react';
import { BlockStack, Button, Card, InlineStack, Modal, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useApiFetcher } from '../use-json-fetcher';
import type { SettingsOption } from './settings-data.server';

/** The group every new user joins, chosen in a dialog (none: Global). */
export function DefaultGroupCard(props: { siteId: string; defaultGroup: string | null; groups: SettingsOption[] }) {
  const { siteId, defaultGroup, groups } = props;
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(defaultGroup ?? '');
  const { send, busy } = useApiFetcher(() => {
    setOpen(false);
    revalidator.revalidate();
  });
  const current = groups.find((g) => g.value === defaultGroup)?.label;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Default group
        </Text>
        <Text as="p" tone="subdued">
          {current ? `New users join ${current}.` : 'New users join no group (Global (applies to everyone)).'}
        </Text>
        <InlineStack>
          <Button onClick={() => setOpen(true)}>Select Default Group</Button>
        </InlineStack>
      </BlockStack>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title="Select Default Group"
          primaryAction={{
            content: 'Save',
            loading: busy,
            onAction: () =>
              send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'default-group', groupId: choice || null }),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setOpen(false) }]}
        >
          <Modal.Section>
            <Select
              label="Default group"
              options={[{ label: 'Global (applies to everyone)', value: '' }, ...groups]}
              value={choice}
              onChange={setChoice}
            />
          </Modal.Section>
        </Modal>
      )}
    </Card>
  );
}
