import { Banner, BlockStack, Button, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { PersonLockIcon } from '@shopify/polaris-icons';
import { describePageAccess } from './page-access';
import { usePageAccess } from './page-access-dialog';

/**
 * The Page Rules tab of a page's settings (spec doc 3 §2.5; doc 1 §4): who can open the page
 * now, in plain words, and the way to its page access dialog, which then takes the settings'
 * place (Back returns here) rather than opening on top of them.
 */
export function PageRulesTab({
  siteId,
  pageId,
  onOpenAccess,
}: {
  siteId: string;
  pageId: string;
  onOpenAccess: () => void;
}) {
  const { data } = usePageAccess(siteId, pageId);
  if (!data) return <SkeletonBodyText lines={2} />;
  if ('ok' in data) return <Banner tone="critical">{data.error}</Banner>;
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        Who can view this page?
      </Text>
      <Text as="p">{describePageAccess(data)}</Text>
      <InlineStack>
        <Button icon={PersonLockIcon} onClick={onOpenAccess}>
          Manage page access
        </Button>
      </InlineStack>
    </BlockStack>
  );
}
