/** What the members page (Invite Team) shows; built by members-page.server.ts. */
export interface TeamMemberItem {
  id: string;
  name: string;
  email: string;
  role: 'Owner' | 'Editor';
  joined: string;
  isYou: boolean;
}

/** A pending invitation (owner only): dates formatted on the server, in UTC. */
export interface PendingInvitationItem {
  id: string;
  email: string;
  sent: string;
  expires: string;
  expired: boolean;
}

export interface MembersPageData {
  workspace: { routeId: number; name: string; isPersonal: boolean; isOwner: boolean };
  members: TeamMemberItem[];
  /** Empty unless the viewer owns a team workspace. */
  invitations: PendingInvitationItem[];
  ttlDays: number;
  /** Invitations go out only from a verified address. */
  verified: boolean;
}

/** Where the members page posts. */
export const membersPath = (workspaceRouteId: number) => `/workspaces/${workspaceRouteId}/members`;
