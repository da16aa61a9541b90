import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import { TEAM_MESSAGES, countOf } from '@atrium/core';
import { Banner, BlockStack, Box, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/builder-frame';
import { FormTextField } from '../components/form-text-field';
import { FormErrorBanner } from '../components/form-error-banner';
import { refusalOf, submissionResultOf, successOf } from '../lib/form-results';
import { ZInviteMemberIntent } from './members-intents';

/**
 * Invite Team (owner): one email address at a time, checked on blur and then as it changes with
 * the same schema as the server. Enter sends; an unverified owner is asked to verify first (the
 * server refuses too). Success: a toast, the field clears and the
 * invitation joins the pending list; a refusal (already a member, already invited, a limit)
 * shows on the field or above it.
 */
export function InviteMemberCard({
  action,
  ttlDays,
  verified,
}: {
  action: string;
  ttlDays: number;
  verified: boolean;
}) {
  const fetcher = useFetcher();
  const toast = useToast();
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<{ intent: string; email: string }>({
    id: 'invite-member',
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    constraint: getZodConstraint(ZInviteMemberIntent),
    defaultValue: { intent: 'invite', email: '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZInviteMemberIntent }),
  });

  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!idle || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf(fetcher.data);
    const refusal = refusalOf(fetcher.data);
    if (success) {
      toast(success.message);
      form.reset();
    } else if (refusal) {
      toast(refusal.error, { error: true });
    }
  }, [idle, fetcher.data, form, toast]);

  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Invite Team
        </Text>
        <Text as="p" tone="subdued">
          {`Invite people by email to see and edit this workspace's portals with you. They get a link that works once, for ${countOf(ttlDays, 'day', 'days')}.`}
        </Text>
        <fetcher.Form method="post" action={action} {...getFormProps(form)}>
          <BlockStack gap="300">
            {verified ? null : (
              <Banner tone="warning">
                <Text as="p">{TEAM_MESSAGES.verifyToInvite}</Text>
              </Banner>
            )}
            <FormErrorBanner errors={form.errors} />
            <input type="hidden" name="intent" value="invite" />
            <InlineStack gap="300" blockAlign="start" wrap={false}>
              <Box minWidth="16rem" width="100%">
                <FormTextField
                  meta={fields.email}
                  label="Email address"
                  type="email"
                  autoComplete="off"
                  placeholder="name@company.com"
                />
              </Box>
              <Box paddingBlockStart="600">
                <Button submit variant="primary" loading={!idle} disabled={!verified}>
                  Send invite
                </Button>
              </Box>
            </InlineStack>
          </BlockStack>
        </fetcher.Form>
      </BlockStack>
    </Card>
  );
}
