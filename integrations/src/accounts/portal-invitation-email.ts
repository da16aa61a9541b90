import { END_USER_INVITATION_TTL_DAYS, escapeHtml } from '@atrium/core';
import type { Runtime } from '../runtime';

export interface PortalInvitationEmail {
  to: string;
  /** The sign-up link with the invitation's token. */
  link: string;
  /** The portal's origin, to resolve a logo given as a path (`/media/…`). */
  origin: string;
  siteName: string;
  /** The header's logo (Branding), or '' when the portal has none. */
  logoUrl: string;
  inviter: { firstName: string; lastName: string; email: string };
  expiresAt: Date;
}

const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** Names typed by builders go into the email on one line, so they cannot lay out text of their own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The logo as an absolute http(s) address a mail client can load, or undefined. */
export function emailLogoUrl(logoUrl: string, origin: string): string | undefined {
  if (logoUrl.trim() === '') return undefined;
  try {
    const url = new URL(logoUrl.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An email invitation to a portal (issue 24): the portal's name and logo, who invites, what
 * happens next (choose a password, then see the portal) and until when the link works
 * (END_USER_INVITATION_TTL_DAYS). Plain text with the same words as HTML; every value typed by a
 * builder (portal name, their name) is escaped in the HTML and kept to one line everywhere.
 */
export async function sendPortalInvitationEmail(runtime: Runtime, params: PortalInvitationEmail): Promise<void> {
  const portal = oneLine(params.siteName);
  const inviter = oneLine(`${params.inviter.firstName} ${params.inviter.lastName}`) || params.inviter.email;
  const logo = emailLogoUrl(params.logoUrl, params.origin);
  const invited = `${inviter} invited you to ${portal}.`;
  const expect = `Open the link below and choose a password for ${params.to}. Your account is then ready and you are signed in to ${portal}.`;
  const validity = `The link works once, for ${END_USER_INVITATION_TTL_DAYS} days (until ${expiry.format(params.expiresAt)} UTC). After that, ask ${inviter} for a new invitation.`;
  const ignore = 'If you did not expect this invitation, you can ignore this email: no account is created.';
  await runtime.mailer.send({
    to: params.to,
    subject: `${inviter} invited you to ${portal}`,
    kind: 'end-user-invitation',
    text: ['Hi,', invited, expect, 'Create your account:', params.link, validity, ignore].join('\n\n'),
    html: [
      logo ? `<p><img src="${escapeHtml(logo)}" alt="${escapeHtml(portal)}" style="max-height:48px"></p>` : '',
      `<h1 style="font-size:20px">${escapeHtml(portal)}</h1>`,
      '<p>Hi,</p>',
      `<p>${escapeHtml(invited)}</p>`,
      `<p>${escapeHtml(expect)}</p>`,
      `<p><a href="${escapeHtml(params.link)}">Create your account</a></p>`,
      `<p>Or copy this link into your browser: ${escapeHtml(params.link)}</p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  });
}
