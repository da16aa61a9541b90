import {
  AppError,
  MAX_PENDING_WORKSPACE_INVITATIONS,
  TEAM_MESSAGES,
  WORKSPACE_INVITATION_TTL_MS,
  createId,
} from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import { createToken } from '../builders/token';
import type { Database } from '../create-db';
import { builders, workspaceInvitations, workspaceMembers } from '../schema/index';
import { assertTeamOwner } from './assert-team-owner';
import { pendingInvitationsOf, type WorkspaceInvitation } from './list-workspace-invitations';
import type { WorkspaceView } from './list-workspaces';

export interface InviteToWorkspaceParams {
  workspace: WorkspaceView;
  /** The invited address (compared and stored lowercased). */
  email: string;
  invitedBy: string;
  now?: Date;
}

/**
 * Invites an address to a team workspace as a collaborator (owner only). Refuses an address
 * that is already a member or already has a pending invitation (one per address and workspace,
 * also under concurrent requests), and more than MAX_PENDING_WORKSPACE_INVITATIONS pending.
 * Returns the row and the link's token, which is stored only as its SHA-256.
 */
export async function inviteToWorkspace(
  db: Database,
  params: InviteToWorkspaceParams,
): Promise<{ invitation: WorkspaceInvitation; token: string }> {
  const { workspace } = params;
  assertTeamOwner(workspace, TEAM_MESSAGES.ownerOnlyInvite);
  const email = params.email.trim().toLowerCase();
  const now = params.now ?? new Date();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: builders.id })
      .from(workspaceMembers)
      .innerJoin(builders, eq(builders.id, workspaceMembers.builderId))
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(builders.email, email)));
    if (member) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember(email), { field: 'email' });
    const pending = await tx
      .select({ email: workspaceInvitations.email })
      .from(workspaceInvitations)
      .where(pendingInvitationsOf(workspace.id));
    if (pending.some((p) => p.email === email)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited(email), { field: 'email' });
    }
    if (pending.length >= MAX_PENDING_WORKSPACE_INVITATIONS) {
      throw new AppError('BAD_REQUEST', TEAM_MESSAGES.tooManyPending, { field: 'email' });
    }
    const { token, tokenHash } = createToken();
    const [invitation] = await tx
      .insert(workspaceInvitations)
      .values({
        id: createId(),
        workspaceId: workspace.id,
        email,
        tokenHash,
        invitedBy: params.invitedBy,
        createdAt: now,
        sentAt: now,
        expiresAt: new Date(now.getTime() + WORKSPACE_INVITATION_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    // Another request invited the address between the check and the insert.
    if (!invitation) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited(email), { field: 'email' });
    return { invitation, token };
  });
}
