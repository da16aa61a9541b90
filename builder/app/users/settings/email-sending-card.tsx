import { Badge, BlockStack, Card, InlineStack, Text } from '@shopify/polaris';

/** Whether invitations, welcome and password reset emails leave the server (SMTP set up). */
export function EmailSendingCard({ emailConfigured }: { emailConfigured: boolean }) {
  return (
    <Card>
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Email sending
          </Text>
          <Badge tone={emailConfigured ? 'success' : 'warning'}>{emailConfigured ? 'Set up' : 'Set up required'}</Badge>
        </InlineStack>
        <Text as="p" tone="subdued">
          {emailConfigured
            ? 'Invitations, welcome and password reset emails are sent.'
            : 'Set SMTP_URL and SMTP_FROM on the server to send invitations, welcome and password reset emails.'}
        </Text>
      </BlockStack>
    </Card>
  );
}
