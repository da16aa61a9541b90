import { WORKSPACE_INVITATION_TTL_DAYS, builderUrl, escapeHtml } from '@atrium/core';
import type { Builder, WorkspaceInvitation } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';

/** The accept page of an invitation token (a random secret, URL-safe). */
export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}

const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** Names typed by builders go into the email on one line, so they cannot lay out text of their own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Emails an invitation link (invite and resend): who invites, to which workspace, what joining
 * means, and that the link works once for WORKSPACE_INVITATION_TTL_DAYS days.
 */
export async function sendWorkspaceInvitationEmail(
  runtime: Runtime,
  params: { invitation: WorkspaceInvitation; token: string; workspaceName: string; inviter: Builder },
): Promise<void> {
  const link = `${builderUrl(runtime.env)}${invitationPath(params.token)}`;
  const inviter = oneLine(`${params.inviter.firstName} ${params.inviter.lastName}`) || params.inviter.email;
  const workspace = oneLine(params.workspaceName);
  const until = `${expiry.format(params.invitation.expiresAt)} UTC`;
  const validity = `The link works once, for ${WORKSPACE_INVITATION_TTL_DAYS} days (until ${until}).`;
  const ignore = 'If you did not expect this invitation, you can ignore this email.';
  await runtime.mailer.send({
    to: params.invitation.email,
    subject: `${inviter} invited you to ${workspace} on Atrium`,
    kind: 'workspace-invitation',
    text: [
      'Hi,',
      '',
      `${inviter} (${params.inviter.email}) invited you to join the workspace "${workspace}" on Atrium as a collaborator: you will see and edit its portals.`,
      '',
      'Accept the invitation here:',
      '',
      link,
      '',
      validity,
      ignore,
    ].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(inviter)} (${escapeHtml(params.inviter.email)}) invited you to join the workspace “${escapeHtml(workspace)}” on Atrium as a collaborator: you will see and edit its portals.</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>Or copy this link into your browser: ${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  });
}
