import type { sites } from '../schema/index';

export type SiteRow = typeof sites.$inferSelect;

export interface SiteAccess {
  site: SiteRow;
  /** The builder's role in the site's workspace. */
  role: 'owner' | 'editor';
  /** The workspace's id in routes (0 when it is the builder's personal space). */
  workspaceRouteId: number;
}

export function hasActiveSubscription(site: Pick<SiteRow, 'subscription'>): boolean {
  const status = site.subscription?.status;
  return status === 'active' || status === 'trialing';
}
