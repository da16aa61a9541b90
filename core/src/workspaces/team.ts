import { z } from 'zod';
import { ZEmailSchema, ZSignupSchema } from '../auth/schemas';

/**
 * Workspace teams (spec doc 1 §2 'Invite Team'; ADR 026): the owner invites people by email to
 * join as collaborators (role editor), resends or revokes pending invitations and removes
 * members; a member may leave. The spec gives no texts here; these follow the product's tone.
 */

/** An invitation link works this long after it was (last) sent. Said in the email and the UI. */
export const WORKSPACE_INVITATION_TTL_DAYS = 7;
export const WORKSPACE_INVITATION_TTL_MS = WORKSPACE_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Pending invitations one workspace may hold at a time. */
export const MAX_PENDING_WORKSPACE_INVITATIONS = 50;

/** Invite Team form: one address at a time, trimmed and lowercased like every builder email. */
export const ZInviteMemberSchema = z.object({ email: ZEmailSchema });
export type TInviteMember = z.infer<typeof ZInviteMemberSchema>;

/** A new person's sign-up on the invitation page: the address is the invitation's, never typed. */
export const ZInvitationSignupSchema = ZSignupSchema.omit({ email: true });
export type TInvitationSignup = z.infer<typeof ZInvitationSignupSchema>;

/** Ids the members page's buttons post (invitation and builder ids come from `createId`). */
export const ZTeamRecordId = z
  .string({ required_error: 'Missing id' })
  .min(1, 'Missing id')
  .max(64, 'Invalid id')
  .regex(/^[a-z0-9]+$/, 'Invalid id');

export const TEAM_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  revoked: (email: string) => `Invitation to ${email} revoked.`,
  removed: (who: string) => `${who} was removed from the workspace.`,
  left: (workspace: string) => `You left ${workspace}.`,
  joined: 'You joined the workspace. Its portals are yours to edit now.',

  ownerOnlyInvite: 'Only the workspace owner can invite people to this workspace.',
  ownerOnlyManageInvitations: 'Only the workspace owner can resend or revoke invitations.',
  ownerOnlyRemove: 'Only the workspace owner can remove members.',
  verifyToInvite: 'Please verify your email before inviting people to this workspace.',
  personalSpace:
    'Your personal space (My Portals) is just for you. Create a workspace from My Portals to work with a team.',
  ownerCannotBeRemoved: 'The workspace owner cannot be removed.',
  ownerCannotLeave:
    'You own this workspace, so you cannot leave it. Remove the members you no longer work with, or transfer its portals to another workspace.',
  notAMember: 'This person is not a member of this workspace.',
  invitationNotFound: 'This invitation is no longer pending. Reload the page to see the current list.',
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Use Resend in the list below to send it again.`,
  tooManyPending: `This workspace has ${MAX_PENDING_WORKSPACE_INVITATIONS} pending invitations. Revoke some before inviting more people.`,
  workspaceRateLimited: 'Too many invitations from this workspace. Please wait an hour and try again.',
  addressRateLimited: (email: string) =>
    `Too many invitations were sent to ${email} recently. Please wait an hour and try again.`,
  emailFailed: 'The invitation is saved, but the email could not be sent. Use Resend to try again.',

  linkInvalid:
    'This invitation link is not valid. It may have been replaced by a newer invitation: open the latest invitation email, or ask the workspace owner to send a new one.',
  linkRevoked: 'This invitation was revoked. Ask the workspace owner to invite you again if you still need access.',
  linkUsed: 'This invitation has already been used. Each invitation link works once.',
  linkExpired: `This invitation has expired (links work for ${WORKSPACE_INVITATION_TTL_DAYS} days). Ask the workspace owner to send it again.`,
  wrongAccount: (invited: string, current: string) =>
    `This invitation is for ${invited}, but you are logged in as ${current}. Log out, then open the link again to join as ${invited}, or ask the workspace owner to invite ${current} instead.`,
  signInToAccept: 'Please log in to accept this invitation.',
  accountExists: 'An account with this email already exists. Log in to accept the invitation.',
  signedInAlready: (current: string) =>
    `You are logged in as ${current}. Reload this page to accept the invitation with that account, or log out first.`,
} as const;
