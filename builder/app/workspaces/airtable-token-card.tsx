import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Badge, BlockStack, Button, Card, InlineStack, Link, Modal, Text } from '@shopify/polaris';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../components/builder-frame';
import { FormTextField } from '../components/form-text-field';
import { FormErrorBanner } from '../components/form-error-banner';
import { refusalOf, submissionResultOf, successOf } from '../lib/form-results';
import { ZSetAirtableTokenIntent } from './workspace-intents';

/**
 * The workspace's Airtable connection: whether a personal access token is set, and the
 * 'update the data source's personal access token' dialog. Owners add or replace the token;
 * other members are asked to contact the owner. The token is write-only from the browser.
 */
export function AirtableTokenCard(props: { workspaceRouteId: number; isOwner: boolean; hasToken: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Airtable
          </Text>
          <Badge tone={props.hasToken ? 'success' : undefined}>{props.hasToken ? 'Token added' : 'No token'}</Badge>
        </InlineStack>
        <Text as="p" tone="subdued">
          Portals in this workspace read and write your Airtable bases with this personal access token. It is stored
          encrypted and never shown again.
        </Text>
        <InlineStack>
          <Button onClick={() => setOpen(true)}>{props.hasToken ? 'Update access token' : 'Add access token'}</Button>
        </InlineStack>
      </BlockStack>
      {open ? (
        props.isOwner ? (
          <TokenModal workspaceRouteId={props.workspaceRouteId} onClose={() => setOpen(false)} />
        ) : (
          <Modal
            open
            onClose={() => setOpen(false)}
            title="Airtable access token"
            secondaryActions={[{ content: 'Close', onAction: () => setOpen(false) }]}
          >
            <Modal.Section>
              <Text as="p">{AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE}</Text>
            </Modal.Section>
          </Modal>
        )
      ) : null}
    </Card>
  );
}

function TokenModal({ workspaceRouteId, onClose }: { workspaceRouteId: number; onClose: () => void }) {
  const fetcher = useFetcher();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<{ intent: string; token: string }>({
    id: 'airtable-token',
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    constraint: getZodConstraint(ZSetAirtableTokenIntent),
    defaultValue: { intent: 'setAirtableToken', token: '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZSetAirtableTokenIntent }),
  });

  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!idle || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const saved = successOf(fetcher.data);
    if (!saved) return;
    toast(saved.message);
    onClose();
  }, [idle, fetcher.data, onClose, toast]);

  const refusal = idle ? refusalOf(fetcher.data) : undefined;
  const failures = [...(form.errors ?? []), ...(refusal ? [refusal.error] : [])];

  return (
    <Modal
      open
      onClose={onClose}
      title="Update the data source's personal access token"
      primaryAction={{
        content: 'Save token',
        onAction: () => formRef.current?.requestSubmit(),
        disabled: !idle,
        loading: !idle,
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: !idle }]}
    >
      <Modal.Section>
        <fetcher.Form
          method="post"
          action={`/workspaces/${workspaceRouteId}?index`}
          ref={formRef}
          {...getFormProps(form)}
        >
          <BlockStack gap="400">
            <FormErrorBanner title="The token was not saved" errors={failures} />
            <Text as="p">
              Create a personal access token in Airtable with the scopes <code>data.records:read</code>,{' '}
              <code>data.records:write</code> and <code>schema.bases:read</code>, for the bases your portals use.{' '}
              <Link url="https://airtable.com/create/tokens" external>
                Create a token
              </Link>
            </Text>
            <input type="hidden" name="intent" value="setAirtableToken" />
            <FormTextField
              meta={fields.token}
              label="Personal access token"
              type="password"
              autoComplete="off"
              autoFocus
            />
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
