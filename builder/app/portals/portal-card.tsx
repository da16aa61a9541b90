import { Badge, BlockStack, Button, Card, InlineStack, Link, Text } from '@shopify/polaris';
import type { PortalListItem } from './portal-list-data';
import type { TPortalMenuAction } from './portal-menu-intents';
import { PortalMenu } from './portal-menu';

/** One portal: name, free-subdomain link (new tab), publish state, Edit and the portal menu. */
export function PortalCard({
  portal,
  onMenu,
}: {
  portal: PortalListItem;
  onMenu: (action: TPortalMenuAction) => void;
}) {
  const host = portal.url.replace(/^https?:\/\//, '');
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="start" wrap={false} gap="200">
          <BlockStack gap="100">
            <Text as="h3" variant="headingMd" breakWord>
              {portal.name}
            </Text>
            <Link url={portal.url} target="_blank" removeUnderline>
              {host}
            </Link>
          </BlockStack>
          <PortalMenu portalName={portal.name} onChoose={onMenu} />
        </InlineStack>
        <InlineStack align="space-between" blockAlign="center">
          {portal.publishedVersion === null ? (
            <Badge>Not published yet</Badge>
          ) : (
            <Badge tone="success">{`Published v${portal.publishedVersion}`}</Badge>
          )}
          <Button url={`/edit/${portal.id}`} accessibilityLabel={`Edit ${portal.name}`}>
            Edit
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
