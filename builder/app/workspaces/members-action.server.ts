import { parseWithZod } from '@conform-to/zod';
import { AppError, TEAM_MESSAGES } from '@atrium/core';
import {
  assertTeamOwner,
  inviteToWorkspace,
  leaveWorkspace,
  listWorkspaceInvitations,
  removeWorkspaceMember,
  resendWorkspaceInvitation,
  revokeWorkspaceInvitation,
  type WorkspaceInvitation,
  type WorkspaceView,
} from '@atrium/db';
import { data } from '@remix-run/node';
import { requireWorkspace, type BuilderContext } from '../lib/route-builders.server';
import { replyWithError } from '../lib/form-replies.server';
import type { ActionSuccess } from '../lib/form-results';
import { sendWorkspaceInvitationEmail } from './invitation-email.server';
import { invitationEmailRefusal } from './invitation-limits.server';
import { ZMembersIntent, type TMembersIntent, type WorkspaceLeft } from './members-intents';

/**
 * The members page's action (ADR 026). A builder who is not a member gets 404 before the form
 * is read; team management is the owner's (403 with a message for anyone else), checked before
 * the email limits count; every domain call filters by this workspace.
 */
export async function membersAction(ctx: BuilderContext) {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZMembersIntent });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  try {
    return await run(ctx, workspace, submission.value);
  } catch (error) {
    return replyWithError(submission, error);
  }
}

async function run(
  ctx: BuilderContext,
  workspace: WorkspaceView,
  input: TMembersIntent,
): Promise<ActionSuccess | WorkspaceLeft | ReturnType<typeof data>> {
  const { db } = ctx.runtime;
  switch (input.intent) {
    case 'invite': {
      assertTeamOwner(workspace, TEAM_MESSAGES.ownerOnlyInvite);
      await countInvitationEmail(ctx, workspace, input.email);
      const { invitation, token } = await inviteToWorkspace(db, {
        workspace,
        email: input.email,
        invitedBy: ctx.builder.id,
      });
      return sendInvitation(ctx, workspace, invitation, token, TEAM_MESSAGES.invited(invitation.email));
    }
    case 'resend': {
      assertTeamOwner(workspace, TEAM_MESSAGES.ownerOnlyManageInvitations);
      const pending = (await listWorkspaceInvitations(db, { workspaceId: workspace.id })).find(
        (i) => i.id === input.invitationId,
      );
      if (!pending) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
      await countInvitationEmail(ctx, workspace, pending.email);
      const { invitation, token } = await resendWorkspaceInvitation(db, {
        workspace,
        invitationId: input.invitationId,
      });
      return sendInvitation(ctx, workspace, invitation, token, TEAM_MESSAGES.resent(invitation.email));
    }
    case 'revoke': {
      const invitation = await revokeWorkspaceInvitation(db, { workspace, invitationId: input.invitationId });
      return { ok: true, message: TEAM_MESSAGES.revoked(invitation.email) };
    }
    case 'remove': {
      const removed = await removeWorkspaceMember(db, { workspace, builderId: input.builderId });
      return { ok: true, message: TEAM_MESSAGES.removed(removed.name) };
    }
    case 'leave': {
      await leaveWorkspace(db, { workspace, builderId: ctx.builder.id });
      const left: WorkspaceLeft = { ok: true, left: true, message: TEAM_MESSAGES.left(workspace.name) };
      return left;
    }
  }
}

/**
 * Invitation emails go out only from a verified address (like publishing), so a throwaway
 * account cannot send them to strangers; then they are counted against the limits.
 */
async function countInvitationEmail(ctx: BuilderContext, workspace: WorkspaceView, email: string): Promise<void> {
  if (!ctx.builder.verifiedAt) throw new AppError('FORBIDDEN', TEAM_MESSAGES.verifyToInvite);
  const refusal = await invitationEmailRefusal(ctx.runtime, {
    workspaceId: workspace.id,
    inviterId: ctx.builder.id,
    email,
  });
  if (refusal) throw new AppError('RATE_LIMITED', refusal);
}

/** The invitation is saved; if the email cannot go out now, the owner is told to use Resend. */
async function sendInvitation(
  ctx: BuilderContext,
  workspace: WorkspaceView,
  invitation: WorkspaceInvitation,
  token: string,
  message: string,
) {
  try {
    await sendWorkspaceInvitationEmail(ctx.runtime, {
      invitation,
      token,
      workspaceName: workspace.name,
      inviter: ctx.builder,
    });
  } catch (error) {
    console.warn('Could not send a workspace invitation email:', error);
    return data({ ok: false as const, error: TEAM_MESSAGES.emailFailed }, { status: 502 });
  }
  const sent: ActionSuccess = { ok: true, message };
  return sent;
}
