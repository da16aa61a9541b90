import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { LinksFunction } from '@remix-run/node';
import { BlockStack, Page } from '@shopify/polaris';
import { getWorkspaceApiKey } from '@atrium/db';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { PortalList } from '../portals/portal-list';
import { loadPortalList } from '../portals/portal-list.server';
import { workspaceAction } from '../workspaces/workspace-action.server';
import { AirtableTokenCard } from '../workspaces/airtable-token-card';
import { WorkspaceCards } from '../workspaces/workspace-cards';
import { WorkspaceTitle } from '../workspaces/workspace-title';
import workspaceStyles from '../workspaces/workspaces.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: workspaceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.workspace.name ?? 'Workspace'} · Atrium` },
];

/** Workspace home: the name (owner renames inline), the cards and the workspace's portals. */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  return {
    workspace: {
      routeId: workspace.routeId,
      name: workspace.name,
      isPersonal: workspace.isPersonal,
      isOwner: workspace.role === 'owner',
      // Only whether a token exists: the token itself never leaves the server.
      hasAirtableToken: (await getWorkspaceApiKey(ctx.runtime.db, { workspaceId: workspace.id })) !== '',
    },
    portals: await loadPortalList(ctx, workspace),
  };
});

/** Intents: createWorkspace (dialog), renameWorkspace (inline title), setAirtableToken (token dialog). */
export const action = builderAction(workspaceAction);

export default function WorkspaceHome() {
  const { workspace, portals } = useLoaderData<typeof loader>();
  return (
    <Page>
      <BlockStack gap="800">
        <WorkspaceTitle key={workspace.routeId} name={workspace.name} canRename={workspace.isOwner} />
        <WorkspaceCards workspaceRouteId={workspace.routeId} isPersonal={workspace.isPersonal} />
        <PortalList data={portals} heading="Portals" />
        <AirtableTokenCard
          workspaceRouteId={workspace.routeId}
          isOwner={workspace.isOwner}
          hasToken={workspace.hasAirtableToken}
        />
      </BlockStack>
    </Page>
  );
}
