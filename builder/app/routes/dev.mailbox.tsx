import { listOutbox } from '@atrium/db';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlockStack, Box, Card, Page, ResourceItem, ResourceList, Text } from '@shopify/polaris';
import { formatMailTime } from '../components/dev-mailbox';
import { devMailboxOpenTo } from '../lib/dev-mailbox.server';

export const meta: MetaFunction = () => [{ title: 'Dev mailbox · Atrium' }];

/**
 * GET /dev/mailbox[?to=address]: the email outbox, newest first, for local development (this is
 * how a person, or the e2e suite, opens the verification link without a mail server). No login:
 * it is a local tool, answering only requests made on this machine (loopback, no proxy), and
 * 404 in production or when SMTP_URL sends real email.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!devMailboxOpenTo(request, context.runtime, context.peerAddress))
    throw new Response('Not found', { status: 404 });
  const to = new URL(request.url).searchParams.get('to') ?? undefined;
  const emails = await listOutbox(context.runtime.db, { to, limit: 200 });
  return {
    to: to ?? null,
    emails: emails.map((e) => ({ id: e.id, to: e.toAddress, subject: e.subject, sentAt: e.createdAt.toISOString() })),
  };
}

export default function DevMailbox() {
  const { to, emails } = useLoaderData<typeof loader>();
  return (
    <Page
      title="Dev mailbox"
      subtitle={to ? `Emails to ${to}` : 'Every email Atrium has sent from this development server, newest first.'}
      backAction={to ? { content: 'All emails', url: '/dev/mailbox' } : undefined}
    >
      <Card padding="0">
        {emails.length === 0 ? (
          <Box padding="400">
            <Text as="p" tone="subdued">
              No emails yet. Sign up or ask for a verification email and it will appear here.
            </Text>
          </Box>
        ) : (
          <ResourceList
            resourceName={{ singular: 'email', plural: 'emails' }}
            items={emails}
            renderItem={(email) => (
              <ResourceItem id={email.id} url={`/dev/mailbox/${email.id}`} accessibilityLabel={`Open ${email.subject}`}>
                <BlockStack gap="100">
                  <Text as="h3" variant="bodyMd" fontWeight="semibold">
                    {email.subject}
                  </Text>
                  <Text as="p" tone="subdued">
                    To {email.to} · {formatMailTime(email.sentAt)}
                  </Text>
                </BlockStack>
              </ResourceItem>
            )}
          />
        )}
      </Card>
    </Page>
  );
}
