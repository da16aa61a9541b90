import type { TRichText } from '@atrium/core';
import { BlockStack, Card, Text, TextField } from '@shopify/polaris';
import { RichTextEditor } from '../../rich-text/rich-text-editor';

export interface WelcomeEmail {
  subject: string;
  body: TRichText | null;
}

/**
 * The welcome email editor (spec doc 3 §2.5): a subject and a rich-text body (the builder's
 * Lexical editor, styled by rich-text.css, which the Settings route links), sent after sign-up.
 * Part of the Settings page's form, saved with its one Save (ADR 052).
 */
export function WelcomeEmailCard(props: {
  value: WelcomeEmail;
  onChange: (value: WelcomeEmail) => void;
  errors: { subject?: string };
}) {
  const { value, onChange } = props;
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
          value={value.subject}
          onChange={(subject) => onChange({ ...value, subject })}
          autoComplete="off"
          error={props.errors.subject}
        />
        <RichTextEditor label="Body" value={value.body} onChange={(body) => onChange({ ...value, body })} />
      </BlockStack>
    </Card>
  );
}
