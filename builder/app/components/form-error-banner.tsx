import { Banner, BlockStack, Text } from '@shopify/polaris';

/** The server's message above a dialog's form (tone critical), when there is one. */
export function FormErrorBanner({ title, errors }: { title?: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <Banner tone="critical" title={title}>
      <BlockStack gap="100">
        {errors.map((message) => (
          <Text as="p" key={message}>
            {message}
          </Text>
        ))}
      </BlockStack>
    </Banner>
  );
}
