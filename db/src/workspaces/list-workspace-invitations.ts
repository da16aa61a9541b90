import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaceInvitations } from '../schema/index';

export type WorkspaceInvitation = typeof workspaceInvitations.$inferSelect;

/** A pending invitation as the members page lists it (expired ones too: they can be resent). */
export interface WorkspaceInvitationView {
  id: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
}

/** The condition for a workspace's pending invitations: neither accepted nor revoked (expired ones too). */
export function pendingInvitationsOf(workspaceId: number) {
  return and(
    eq(workspaceInvitations.workspaceId, workspaceId),
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.revokedAt),
  );
}

/** The workspace's pending invitations, newest first. */
export async function listWorkspaceInvitations(
  db: DbOrTx,
  params: { workspaceId: number },
): Promise<WorkspaceInvitationView[]> {
  return db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      sentAt: workspaceInvitations.sentAt,
      expiresAt: workspaceInvitations.expiresAt,
    })
    .from(workspaceInvitations)
    .where(pendingInvitationsOf(params.workspaceId))
    .orderBy(desc(workspaceInvitations.sentAt), desc(workspaceInvitations.id));
}
