import { useNavigate } from '@remix-run/react';
import { Badge, Button, IndexTable, InlineStack, Text } from '@shopify/polaris';
import { useCallback } from 'react';
import { MY_PORTALS_PATH } from '../auth/current-user';
import type { MembersPageData, TeamMemberItem } from './members-page-data';
import type { TeamConfirmation } from './team-confirm-dialog';
import { TeamTableCard } from './team-table-card';

/**
 * The workspace's members in the order they joined. The owner may remove a collaborator; a
 * collaborator may leave (then goes to My Portals). Both after a confirmation.
 */
export function TeamMembersCard(props: { action: string; data: MembersPageData }) {
  const { workspace, members } = props.data;
  const navigate = useNavigate();
  const afterSuccess = useCallback(
    (result: unknown) => {
      if ((result as { left?: boolean }).left) navigate(MY_PORTALS_PATH);
    },
    [navigate],
  );
  const canRemove = workspace.isOwner && !workspace.isPersonal;

  const remove = (member: TeamMemberItem): TeamConfirmation => ({
    intent: 'remove',
    fields: { builderId: member.id },
    title: `Remove ${member.name || member.email} from ${workspace.name}?`,
    body: 'They lose access to this workspace and its portals at once. Their own account and portals elsewhere stay as they are.',
    confirmLabel: 'Remove member',
    destructive: true,
  });
  const leave: TeamConfirmation = {
    intent: 'leave',
    fields: {},
    title: `Leave ${workspace.name}?`,
    body: 'You lose access to this workspace and its portals at once. Only the owner can invite you back.',
    confirmLabel: 'Leave workspace',
    destructive: true,
  };

  return (
    <TeamTableCard title="Members" action={props.action} onSuccess={afterSuccess}>
      {(confirm) => (
        <IndexTable
          resourceName={{ singular: 'member', plural: 'members' }}
          itemCount={members.length}
          selectable={false}
          headings={[
            { title: 'Name' },
            { title: 'Email' },
            { title: 'Role' },
            { title: 'Joined' },
            { title: 'Actions', alignment: 'end' },
          ]}
        >
          {members.map((member, index) => (
            <IndexTable.Row id={member.id} key={member.id} position={index}>
              <IndexTable.Cell>
                <Text as="span" fontWeight="semibold">
                  {member.name}
                  {member.isYou ? ' (you)' : ''}
                </Text>
              </IndexTable.Cell>
              <IndexTable.Cell>{member.email}</IndexTable.Cell>
              <IndexTable.Cell>
                <Badge tone={member.role === 'Owner' ? 'info' : undefined}>{member.role}</Badge>
              </IndexTable.Cell>
              <IndexTable.Cell>{member.joined}</IndexTable.Cell>
              <IndexTable.Cell>
                <InlineStack align="end">
                  {canRemove && member.role === 'Editor' ? (
                    <Button
                      size="slim"
                      tone="critical"
                      variant="plain"
                      onClick={() => confirm(remove(member))}
                      accessibilityLabel={`Remove ${member.name || member.email}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                  {member.isYou && member.role === 'Editor' ? (
                    <Button size="slim" tone="critical" onClick={() => confirm(leave)}>
                      Leave workspace
                    </Button>
                  ) : null}
                </InlineStack>
              </IndexTable.Cell>
            </IndexTable.Row>
          ))}
        </IndexTable>
      )}
    </TeamTableCard>
  );
}
