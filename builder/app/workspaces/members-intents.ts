import { ZInviteMemberSchema, ZTeamRecordId } from '@atrium/core';
import { z } from 'zod';
import type { ActionSuccess } from '../lib/form-results';

/**
 * The forms the members page (Invite Team) posts to its own action, told apart by `intent`:
 * invite (owner), resend and revoke a pending invitation (owner), remove a member (owner),
 * leave (a collaborator).
 */
export const ZInviteMemberIntent = ZInviteMemberSchema.extend({ intent: z.literal('invite') });
export const ZResendInvitationIntent = z.object({ intent: z.literal('resend'), invitationId: ZTeamRecordId });
export const ZRevokeInvitationIntent = z.object({ intent: z.literal('revoke'), invitationId: ZTeamRecordId });
export const ZRemoveMemberIntent = z.object({ intent: z.literal('remove'), builderId: ZTeamRecordId });
export const ZLeaveWorkspaceIntent = z.object({ intent: z.literal('leave') });

export const ZMembersIntent = z.discriminatedUnion('intent', [
  ZInviteMemberIntent,
  ZResendInvitationIntent,
  ZRevokeInvitationIntent,
  ZRemoveMemberIntent,
  ZLeaveWorkspaceIntent,
]);
export type TMembersIntent = z.infer<typeof ZMembersIntent>;

/** The leave intent's success: the page is no longer the builder's, so it goes to My Portals. */
export interface WorkspaceLeft extends ActionSuccess {
  left: true;
}
