import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { listMembers } from '@atrium/db';
import { Badge, Card, IndexTable, Page, Text } from '@shopify/polaris';
import { builderLoader, requireWorkspace } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Members of ${data?.workspace.name ?? 'workspace'} · Atrium` },
];

const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The members of a workspace in the order they joined. (Inviting people arrives in a later issue.) */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const members = await listMembers(ctx.runtime.db, { workspaceId: workspace.id });
  return {
    workspace: { routeId: workspace.routeId, name: workspace.name },
    members: members.map((m) => ({
      id: m.builderId,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      role: m.role === 'owner' ? 'Owner' : 'Editor',
      joined: joined.format(m.joinedAt),
    })),
  };
});

export default function WorkspaceMembers() {
  const { workspace, members } = useLoaderData<typeof loader>();
  return (
    <Page
      title="Members"
      subtitle={workspace.name}
      backAction={{ content: 'Workspace home', url: `/workspaces/${workspace.routeId}` }}
    >
      <Card padding="0">
        <IndexTable
          resourceName={{ singular: 'member', plural: 'members' }}
          itemCount={members.length}
          selectable={false}
          headings={[{ title: 'Name' }, { title: 'Email' }, { title: 'Role' }, { title: 'Joined' }]}
        >
          {members.map((member, index) => (
            <IndexTable.Row id={member.id} key={member.id} position={index}>
              <IndexTable.Cell>
                <Text as="span" fontWeight="semibold">
                  {member.name}
                </Text>
              </IndexTable.Cell>
              <IndexTable.Cell>{member.email}</IndexTable.Cell>
              <IndexTable.Cell>
                <Badge tone={member.role === 'Owner' ? 'info' : undefined}>{member.role}</Badge>
              </IndexTable.Cell>
              <IndexTable.Cell>{member.joined}</IndexTable.Cell>
            </IndexTable.Row>
          ))}
        </IndexTable>
      </Card>
    </Page>
  );
}
