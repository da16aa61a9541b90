import { WORKSPACE_INVITATION_TTL_DAYS } from '@atrium/core';
import { listMembers, listWorkspaceInvitations } from '@atrium/db';
import { requireWorkspace, type BuilderContext } from '../lib/route-builders.server';
import type { MembersPageData } from './members-page-data';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The members page for any member of the workspace: who is in it, in the order they joined;
 * the owner of a team workspace also sees the pending invitations (addresses are theirs to
 * know, not every collaborator's).
 */
export async function loadMembersPage(ctx: BuilderContext): Promise<MembersPageData> {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const isOwner = workspace.role === 'owner';
  const [members, invitations] = await Promise.all([
    listMembers(ctx.runtime.db, { workspaceId: workspace.id }),
    isOwner && !workspace.isPersonal ? listWorkspaceInvitations(ctx.runtime.db, { workspaceId: workspace.id }) : [],
  ]);
  const now = Date.now();
  return {
    workspace: { routeId: workspace.routeId, name: workspace.name, isPersonal: workspace.isPersonal, isOwner },
    members: members.map((m) => ({
      id: m.builderId,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      role: m.role === 'owner' ? 'Owner' : 'Editor',
      joined: day.format(m.joinedAt),
      isYou: m.builderId === ctx.builder.id,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      sent: day.format(i.sentAt),
      expires: day.format(i.expiresAt),
      expired: i.expiresAt.getTime() <= now,
    })),
    ttlDays: WORKSPACE_INVITATION_TTL_DAYS,
    verified: ctx.builder.verifiedAt !== null,
  };
}
