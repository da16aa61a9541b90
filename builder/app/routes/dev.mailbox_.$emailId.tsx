import { getOutboxEmail } from '@atrium/db';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlockStack, Card, Page, Text } from '@shopify/polaris';
import { formatMailTime, LinkifiedText } from '../components/dev-mailbox';
import { devMailboxOpenTo } from '../lib/dev-mailbox.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.subject ?? 'Email'} · Dev mailbox` }];

/** GET /dev/mailbox/:emailId: one outbox email as text, links clickable (404 where the mailbox is off). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!devMailboxOpenTo(request, context.runtime, context.peerAddress))
    throw new Response('Not found', { status: 404 });
  const email = await getOutboxEmail(context.runtime.db, { id: params.emailId ?? '' });
  if (!email) throw new Response('This email is not in the outbox.', { status: 404 });
  return { to: email.toAddress, subject: email.subject, text: email.text, sentAt: email.createdAt.toISOString() };
}

export default function DevMailboxEmail() {
  const email = useLoaderData<typeof loader>();
  return (
    <Page title={email.subject} backAction={{ content: 'Dev mailbox', url: '/dev/mailbox' }}>
      <Card>
        <BlockStack gap="400">
          <Text as="p" tone="subdued">
            To {email.to} · {formatMailTime(email.sentAt)}
          </Text>
          <LinkifiedText text={email.text} />
        </BlockStack>
      </Card>
    </Page>
  );
}
