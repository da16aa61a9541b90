import { countOf } from '@atrium/core';
import { Badge, Button, IndexTable, InlineStack, Text } from '@shopify/polaris';
import type { PendingInvitationItem } from './members-page-data';
import type { TeamConfirmation } from './team-confirm-dialog';
import { TeamTableCard } from './team-table-card';

/**
 * The owner's pending invitations: address, when it was sent, when its link expires (or that
 * it has), Resend and Revoke, each after a confirmation. Empty state when there are none.
 */
export function PendingInvitationsCard(props: {
  action: string;
  invitations: PendingInvitationItem[];
  ttlDays: number;
}) {
  const resend = (invitation: PendingInvitationItem): TeamConfirmation => ({
    intent: 'resend',
    fields: { invitationId: invitation.id },
    title: `Resend the invitation to ${invitation.email}?`,
    body: `They get a new email with a new link that works for ${countOf(props.ttlDays, 'day', 'days')}. The link sent before stops working.`,
    confirmLabel: 'Resend invitation',
  });
  const revoke = (invitation: PendingInvitationItem): TeamConfirmation => ({
    intent: 'revoke',
    fields: { invitationId: invitation.id },
    title: `Revoke the invitation to ${invitation.email}?`,
    body: 'The link in their email stops working. You can invite them again later.',
    confirmLabel: 'Revoke invitation',
    destructive: true,
  });

  return (
    <TeamTableCard title="Pending invitations" action={props.action}>
      {(confirm) =>
        props.invitations.length === 0 ? (
          <div className="atrium-team__empty">
            <Text as="p" tone="subdued">
              No pending invitations. People you invite show here until they accept.
            </Text>
          </div>
        ) : (
          <IndexTable
            resourceName={{ singular: 'invitation', plural: 'invitations' }}
            itemCount={props.invitations.length}
            selectable={false}
            headings={[
              { title: 'Email' },
              { title: 'Sent' },
              { title: 'Expires' },
              { title: 'Actions', alignment: 'end' },
            ]}
          >
            {props.invitations.map((invitation, index) => (
              <IndexTable.Row id={invitation.id} key={invitation.id} position={index}>
                <IndexTable.Cell>
                  <Text as="span" fontWeight="semibold">
                    {invitation.email}
                  </Text>
                </IndexTable.Cell>
                <IndexTable.Cell>{invitation.sent}</IndexTable.Cell>
                <IndexTable.Cell>
                  {invitation.expired ? <Badge tone="critical">Expired</Badge> : invitation.expires}
                </IndexTable.Cell>
                <IndexTable.Cell>
                  <InlineStack gap="200" align="end" wrap={false}>
                    <Button
                      size="slim"
                      onClick={() => confirm(resend(invitation))}
                      accessibilityLabel={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </Button>
                    <Button
                      size="slim"
                      tone="critical"
                      variant="plain"
                      onClick={() => confirm(revoke(invitation))}
                      accessibilityLabel={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </Button>
                  </InlineStack>
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )
      }
    </TeamTableCard>
  );
}
