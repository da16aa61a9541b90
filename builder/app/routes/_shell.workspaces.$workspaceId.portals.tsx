import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Page } from '@shopify/polaris';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { createPortalUrl, PortalList } from '../portals/portal-list';
import { loadPortalList } from '../portals/portal-list.server';
import { portalMenuAction } from '../portals/portal-menu-action.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? 'Portals'} · Atrium` }];

/** A workspace's portals; /workspaces/0/portals is "My Portals". */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  return {
    title: workspace.routeId === 0 ? 'My Portals' : workspace.name,
    portals: await loadPortalList(ctx, workspace),
  };
});

/** The portal menu: intents rename, clone, delete and transfer (portal-menu-intents.ts). */
export const action = builderAction(portalMenuAction);

export default function WorkspacePortals() {
  const { title, portals } = useLoaderData<typeof loader>();
  return (
    <Page
      title={title}
      backAction={{ content: 'Workspace home', url: `/workspaces/${portals.workspaceRouteId}` }}
      primaryAction={{ content: 'Create Portal', url: createPortalUrl(portals.workspaceRouteId) }}
    >
      <PortalList data={portals} />
    </Page>
  );
}
