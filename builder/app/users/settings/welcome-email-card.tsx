import type { TRichText } from '@atrium/core';
import { BlockStack, Button, Card, InlineStack, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { useApiFetcher } from '../use-json-fetcher';

/** The welcome email editor (spec doc 3 §2.5): a subject and a rich-text body, sent after sign-up. */
export function WelcomeEmailCard({ siteId, welcome }: { siteId: string; welcome: { subject: string; body: unknown } }) {
  const [subject, setSubject] = useState(welcome.subject);
  const [body, setBody] = useState<TRichText | null>(welcome.body as TRichText | null);
  const { send, busy, fetcher } = useApiFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Welcome email
        </Text>
        <Text as="p" tone="subdued">
          Sent to every new user after they sign up, with a link to their account.
        </Text>
        <TextField
          label="Subject"
          value={subject}
          onChange={setSubject}
          autoComplete="off"
          error={subject.trim() === '' ? 'Please enter a subject.' : error}
        />
        <RichTextEditor label="Body" value={body} onChange={setBody} />
        <InlineStack>
          <Button
            variant="primary"
            loading={busy}
            disabled={subject.trim() === ''}
            onClick={() => send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'welcome-email', subject, body })}
          >
            Save welcome email
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
