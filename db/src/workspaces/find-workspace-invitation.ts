import { eq } from 'drizzle-orm';
import { hashToken } from '../builders/token';
import type { DbOrTx } from '../create-db';
import { builders, workspaceInvitations, workspaces } from '../schema/index';
import type { WorkspaceInvitation } from './list-workspace-invitations';

export type WorkspaceInvitationStatus = 'pending' | 'expired' | 'revoked' | 'accepted';

/** What an invitation link shows: the workspace, who invited whom, and whether it still works. */
export interface WorkspaceInvitationByToken {
  id: string;
  workspaceId: number;
  workspaceName: string;
  email: string;
  /** The inviter's name, or '' when their account is gone. */
  inviterName: string;
  status: WorkspaceInvitationStatus;
  expiresAt: Date;
}

/** Accepted and revoked win over expired: a used link says it was used, whenever it is opened. */
export function workspaceInvitationStatus(
  invitation: Pick<WorkspaceInvitation, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): WorkspaceInvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** The invitation a link's token names (looked up by its SHA-256), or undefined for an unknown or replaced link. */
export async function findWorkspaceInvitation(
  db: DbOrTx,
  params: { token: string; now?: Date },
): Promise<WorkspaceInvitationByToken | undefined> {
  if (!params.token) return undefined;
  const [row] = await db
    .select({
      invitation: workspaceInvitations,
      workspaceName: workspaces.name,
      inviterFirstName: builders.firstName,
      inviterLastName: builders.lastName,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(builders, eq(builders.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, hashToken(params.token)));
  if (!row) return undefined;
  const { invitation } = row;
  return {
    id: invitation.id,
    workspaceId: invitation.workspaceId,
    workspaceName: row.workspaceName,
    email: invitation.email,
    inviterName: `${row.inviterFirstName ?? ''} ${row.inviterLastName ?? ''}`.trim(),
    status: workspaceInvitationStatus(invitation, params.now ?? new Date()),
    expiresAt: invitation.expiresAt,
  };
}
