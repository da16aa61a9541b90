import { AppError, PORTAL_MESSAGES } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { sites } from '../schema/index';
import { listWorkspaces } from '../workspaces/list-workspaces';
import { hasActiveSubscription, type SiteRow } from './site-view';

/**
 * Moves a portal to another workspace of the builder. Only the owner of the workspace it is in
 * may (spec doc 3 §6), so a collaborator cannot carry a team's portal off. Refused while it has
 * an active subscription, and for the workspace it is already in.
 */
export async function transferSite(
  db: Database,
  params: { builderId: string; siteId: string; fromWorkspaceId: number; toRouteId: number },
): Promise<SiteRow> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select()
      .from(sites)
      .where(and(eq(sites.id, params.siteId), eq(sites.workspaceId, params.fromWorkspaceId)));
    if (!site) throw new AppError('NOT_FOUND', 'Portal not found');
    const mine = await listWorkspaces(tx, { builderId: params.builderId });
    const from = mine.find((w) => w.id === site.workspaceId);
    if (!from) throw new AppError('NOT_FOUND', 'Portal not found');
    if (from.role !== 'owner') throw new AppError('FORBIDDEN', PORTAL_MESSAGES.transferOwnerOnly);
    if (hasActiveSubscription(site)) throw new AppError('CONFLICT', PORTAL_MESSAGES.activeSubscription);
    const target = mine.find((w) => w.routeId === params.toRouteId);
    if (!target)
      throw new AppError('BAD_REQUEST', 'You need to select a workspace to transfer', { field: 'workspaceId' });
    if (target.id === site.workspaceId) {
      throw new AppError('BAD_REQUEST', 'The portal is already in this workspace', { field: 'workspaceId' });
    }
    const [moved] = await tx
      .update(sites)
      .set({ workspaceId: target.id, updatedAt: new Date() })
      .where(eq(sites.id, site.id))
      .returning();
    if (!moved) throw new AppError('INTERNAL', PORTAL_MESSAGES.transferFailed);
    return moved;
  });
}
