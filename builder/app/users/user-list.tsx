import { Badge, Button, Card, EmptyState, IndexTable, InlineStack, Text } from '@shopify/polaris';

/** A portal user as the Users tab lists them. */
export interface UserRow {
  id: string;
  email: string;
  /** Own and integration groups, shown as badges. */
  groups: string[];
  isTestUser: boolean;
  /** YYYY-MM-DD. */
  joined: string;
  /** Linked to a users-table record (the records of user listings are matched through it). */
  linked: boolean;
}

/** The Users tab's table: email (test users marked), group badges, joined date and Assign groups; or why it is empty. */
export function UserList(props: {
  users: UserRow[];
  groups: Array<{ id: string; name: string }>;
  search: string;
  /** The users table's name, for the warning on users without a record in it. */
  usersTable: string;
  onAssign: (userId: string) => void;
}) {
  const groupName = new Map(props.groups.map((g) => [g.id, g.name]));
  return (
    <Card padding="0">
      {props.users.length === 0 ? (
        <EmptyState heading={props.search ? 'No users match your search' : 'No users yet'} image="">
          <p>{props.search ? 'Try another email.' : 'Invite people, or share your sign-up page.'}</p>
        </EmptyState>
      ) : (
        <IndexTable
          resourceName={{ singular: 'user', plural: 'users' }}
          itemCount={props.users.length}
          selectable={false}
          headings={[
            { title: 'Email' },
            { title: 'Groups' },
            { title: 'Joined' },
            { title: 'Actions', alignment: 'end' },
          ]}
        >
          {props.users.map((user, index) => (
            <IndexTable.Row id={user.id} key={user.id} position={index}>
              <IndexTable.Cell>
                <InlineStack gap="200">
                  <Text as="span" fontWeight="semibold">
                    {user.email}
                  </Text>
                  {user.isTestUser && <Badge>Test user</Badge>}
                  {!user.linked && !user.isTestUser && (
                    <Badge tone="warning">{`No record in ${props.usersTable}: sees no records of user listings`}</Badge>
                  )}
                </InlineStack>
              </IndexTable.Cell>
              <IndexTable.Cell>
                <InlineStack gap="100">
                  {user.groups.length === 0 ? (
                    <Text as="span" tone="subdued">
                      No groups
                    </Text>
                  ) : (
                    user.groups.map((g) => <Badge key={g}>{groupName.get(g) ?? 'Removed group'}</Badge>)
                  )}
                </InlineStack>
              </IndexTable.Cell>
              <IndexTable.Cell>{user.joined}</IndexTable.Cell>
              <IndexTable.Cell>
                <InlineStack align="end">
                  <Button variant="plain" onClick={() => props.onAssign(user.id)}>
                    Assign groups
                  </Button>
                </InlineStack>
              </IndexTable.Cell>
            </IndexTable.Row>
          ))}
        </IndexTable>
      )}
    </Card>
  );
}
