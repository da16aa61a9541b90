import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import type { LinksFunction } from '@remix-run/node';
import { Banner, BlockStack, Page, Text } from '@shopify/polaris';
import { builderAction, builderLoader } from '../lib/route-builders.server';
import { InviteMemberCard } from '../workspaces/invite-member-card';
import { membersAction } from '../workspaces/members-action.server';
import { membersPath } from '../workspaces/members-page-data';
import { loadMembersPage } from '../workspaces/members-page.server';
import { PendingInvitationsCard } from '../workspaces/pending-invitations-card';
import { TeamMembersCard } from '../workspaces/team-members-card';
import workspaceStyles from '../workspaces/workspaces.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: workspaceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Members of ${data?.workspace.name ?? 'workspace'} · Atrium` },
];

/** Invite Team (spec doc 1 §2, ADR 026): members for every member; invitations for the owner. */
export const loader = builderLoader(loadMembersPage);

/** Intents: invite, resend, revoke, remove (owner); leave (a collaborator). */
export const action = builderAction(membersAction);

/** After leaving, this page is no longer the builder's: it goes to My Portals instead of reloading. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { left?: boolean } | undefined)?.left ? false : defaultShouldRevalidate;

export default function WorkspaceMembers() {
  const data = useLoaderData<typeof loader>();
  const { workspace } = data;
  const action = membersPath(workspace.routeId);
  const managesTeam = workspace.isOwner && !workspace.isPersonal;
  return (
    <Page
      title="Members"
      subtitle={workspace.name}
      backAction={{ content: 'Workspace home', url: `/workspaces/${workspace.routeId}` }}
    >
      <BlockStack gap="400">
        {workspace.isPersonal ? (
          <Banner tone="info">
            <Text as="p">
              Your personal space is just for you. To work with others, create a workspace from My Portals and invite
              them there.
            </Text>
          </Banner>
        ) : null}
        {managesTeam ? <InviteMemberCard action={action} ttlDays={data.ttlDays} verified={data.verified} /> : null}
        {managesTeam ? (
          <PendingInvitationsCard action={action} invitations={data.invitations} ttlDays={data.ttlDays} />
        ) : null}
        <TeamMembersCard action={action} data={data} />
      </BlockStack>
    </Page>
  );
}
