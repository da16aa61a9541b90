/** What a portals list shows (loaded by `loadPortalList`, rendered by `PortalList`). */
export interface PortalListItem {
  id: string;
  name: string;
  subdomain: string;
  /** The free subdomain's public address. */
  url: string;
  /** Latest published version, or null when never published. */
  publishedVersion: number | null;
  /** Active or trialing: the portal cannot be transferred. */
  hasActiveSubscription: boolean;
}

/** Another workspace of the builder a portal can be moved to (route id: 0 = personal). */
export interface TransferTarget {
  routeId: number;
  name: string;
}

export interface PortalListData {
  workspaceRouteId: number;
  portals: PortalListItem[];
  transferTargets: TransferTarget[];
  /** Only the workspace owner may move its portals elsewhere (spec doc 3 §6). */
  canTransfer: boolean;
}
