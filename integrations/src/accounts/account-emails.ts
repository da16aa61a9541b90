import { LOGIN_PATH, escapeHtml } from '@atrium/core';
import type { Runtime } from '../runtime';

/**
 * The emails of verified sign-up and email change (ADR 019). Links are built from the portal's
 * canonical origin (`SignupPortal.origin`), never from the request's Host. Each email is plain
 * text with the same words as HTML, every value escaped.
 */
interface AccountEmail {
  to: string;
  siteName: string;
  origin: string;
}

async function send(
  runtime: Runtime,
  email: { to: string; subject: string; kind: string; paragraphs: Array<string | { link: string }> },
): Promise<void> {
  const text = email.paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const html = email.paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
    )
    .join('');
  await runtime.mailer.send({ to: email.to, subject: email.subject, kind: email.kind, text, html });
}

/** The sign-up link: proof that the person controls the address. */
export function sendSignupVerificationEmail(runtime: Runtime, params: AccountEmail & { token: string }) {
  return send(runtime, {
    to: params.to,
    subject: `Confirm your email for ${params.siteName}`,
    kind: 'end-user-signup-verification',
    paragraphs: [
      `Someone, hopefully you, signed up to ${params.siteName} with this email address.`,
      'Open this link within an hour to finish signing up:',
      { link: `${params.origin}/account/signup/verify/${encodeURIComponent(params.token)}` },
      'If it was not you, ignore this email: no account is created.',
    ],
  });
}

/** Someone signed up with the address of an existing member: the member hears of it, nobody else. */
export function sendSignupExistingAccountEmail(runtime: Runtime, params: AccountEmail) {
  return send(runtime, {
    to: params.to,
    subject: `Someone tried to sign up to ${params.siteName} with your email`,
    kind: 'end-user-signup-existing-account',
    paragraphs: [
      `Someone tried to sign up to ${params.siteName} with this email address, but it already has an account.`,
      'To use your account, log in:',
      { link: `${params.origin}${LOGIN_PATH}` },
      'If you forgot your password, reset it here:',
      { link: `${params.origin}/account/reset-password` },
      'If it was not you, ignore this email: your account has not changed.',
    ],
  });
}

/** A sign-up the portal's registration restrictions do not allow, told to the address rather than on screen. */
export function sendSignupNotAllowedEmail(runtime: Runtime, params: AccountEmail & { reason: string }) {
  return send(runtime, {
    to: params.to,
    subject: `Your sign-up to ${params.siteName}`,
    kind: 'end-user-signup-not-allowed',
    paragraphs: [
      `Someone tried to sign up to ${params.siteName} with this email address.`,
      params.reason,
      'If it was not you, ignore this email.',
    ],
  });
}

/** The link that confirms a new address for an account (My Account's Change email). */
export function sendEmailChangeVerificationEmail(runtime: Runtime, params: AccountEmail & { token: string }) {
  return send(runtime, {
    to: params.to,
    subject: `Confirm your new email for ${params.siteName}`,
    kind: 'end-user-email-change-verification',
    paragraphs: [
      `You asked to use this email address for your ${params.siteName} account.`,
      'Open this link within an hour to confirm it:',
      { link: `${params.origin}/account/change-email/${encodeURIComponent(params.token)}` },
      'If it was not you, ignore this email: nothing changes.',
    ],
  });
}

/** The old address is told once the change is done. */
export function sendEmailChangedEmail(runtime: Runtime, params: AccountEmail & { newEmail: string }) {
  return send(runtime, {
    to: params.to,
    subject: `Your email for ${params.siteName} was changed`,
    kind: 'end-user-email-changed',
    paragraphs: [
      `The email of your ${params.siteName} account was changed from ${params.to} to ${params.newEmail}.`,
      'If you did not make this change, contact the portal owner at once.',
    ],
  });
}
