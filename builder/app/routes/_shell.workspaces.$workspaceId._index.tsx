import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { LinksFunction } from '@remix-run/node';
import { BlockStack, Page } from '@shopify/polaris';
import { gettingStartedSteps } from '@atrium/core';
import { getPortalProgress, getWorkspaceApiKey } from '@atrium/db';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { GettingStartedCard } from '../portals/getting-started-card';
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

/**
 * Workspace home: the name (owner renames inline), the getting-started checklist (for the
 * newest portal), the cards and the workspace's portals.
 */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const portals = await loadPortalList(ctx, workspace);
  // The checklist follows the workspace's newest portal (the list is newest first).
  const newest = portals.portals[0];
  const progress = newest ? ((await getPortalProgress(ctx.runtime.db, { siteId: newest.id })) ?? null) : null;
  return {
    workspace: {
      routeId: workspace.routeId,
      name: workspace.name,
      isPersonal: workspace.isPersonal,
      isOwner: workspace.role === 'owner',
      // Only whether a token exists: the token itself never leaves the server.
      hasAirtableToken: (await getWorkspaceApiKey(ctx.runtime.db, { workspaceId: workspace.id })) !== '',
    },
    portals,
    gettingStarted: {
      portal: newest ? { id: newest.id, name: newest.name } : null,
      steps: gettingStartedSteps(progress),
    },
  };
});

/** Intents: createWorkspace (dialog), renameWorkspace (inline title), setAirtableToken (token dialog). */
export const action = builderAction(workspaceAction);

export default function WorkspaceHome() {
  const { workspace, portals, gettingStarted } = useLoaderData<typeof loader>();
  return (
    <Page>
      <BlockStack gap="800">
        <WorkspaceTitle key={workspace.routeId} name={workspace.name} canRename={workspace.isOwner} />
        <GettingStartedCard data={gettingStarted} workspaceRouteId={workspace.routeId} />
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
