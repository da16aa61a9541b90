import { BlockStack, Text } from '@shopify/polaris';

/**
 * Step 2: where the portal's records live. Built-in tables (with demo data) are the one source
 * for now; other sources arrive with their own issue and are not shown until they work.
 */
export function DataSourceStep() {
  return (
    <BlockStack gap="400">
      <Text as="p" tone="subdued">
        Choose where your portal&apos;s records live.
      </Text>
      <div role="radiogroup" aria-label="Data source">
        <label className="atrium-option-card">
          <input type="radio" name="dataSource" value="built-in" defaultChecked />
          <BlockStack gap="100">
            <Text as="span" variant="headingSm">
              Built-in tables
            </Text>
            <Text as="span" tone="subdued">
              Tables stored in Atrium, filled with demo data you can edit or replace.
            </Text>
          </BlockStack>
        </label>
      </div>
    </BlockStack>
  );
}
