import { siteUrl } from '@atrium/core';
import { hasActiveSubscription, listSites, listWorkspaces, type WorkspaceView } from '@atrium/db';
import type { BuilderContext } from '../lib/route-builders.server';
import type { PortalListData } from './portal-list-data';

/** One workspace's portals with their public addresses, and the builder's other workspaces. */
export async function loadPortalList(ctx: BuilderContext, workspace: WorkspaceView): Promise<PortalListData> {
  const [sites, workspaces] = await Promise.all([
    listSites(ctx.runtime.db, { workspaceId: workspace.id }),
    listWorkspaces(ctx.runtime.db, { builderId: ctx.builder.id }),
  ]);
  return {
    workspaceRouteId: workspace.routeId,
    portals: sites.map((site) => ({
      id: site.id,
      name: site.name,
      subdomain: site.subdomain,
      url: siteUrl(ctx.runtime.env, site),
      publishedVersion: site.publishedVersion,
      hasActiveSubscription: hasActiveSubscription(site),
    })),
    transferTargets: workspaces.filter((w) => w.id !== workspace.id).map((w) => ({ routeId: w.routeId, name: w.name })),
    canTransfer: workspace.role === 'owner',
  };
}
