import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { LinksFunction } from '@remix-run/node';
import { BlockStack, Page } from '@shopify/polaris';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { PortalList } from '../portals/portal-list';
import { loadPortalList } from '../portals/portal-list.server';
import { workspaceAction } from '../workspaces/workspace-action.server';
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
    },
    portals: await loadPortalList(ctx, workspace),
  };
});

/** Intents: createWorkspace (Create a workspace dialog), renameWorkspace (inline title). */
export const action = builderAction(workspaceAction);

export default function WorkspaceHome() {
  const { workspace, portals } = useLoaderData<typeof loader>();
  return (
    <Page>
      <BlockStack gap="800">
        <WorkspaceTitle key={workspace.routeId} name={workspace.name} canRename={workspace.isOwner} />
        <WorkspaceCards workspaceRouteId={workspace.routeId} isPersonal={workspace.isPersonal} />
        <PortalList data={portals} heading="Portals" />
      </BlockStack>
    </Page>
  );
}
