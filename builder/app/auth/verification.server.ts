import { AppError, builderUrl, escapeHtml } from '@atrium/core';
import { createVerificationToken, type Builder } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';

/** Verification emails one builder may ask for in an hour (sign-up and email changes included). */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

export const VERIFICATION_EMAIL_SUBJECT = 'Verify your email for Atrium';

/**
 * Sends the builder a single-use link to /verify for their current address (sign-up, resend,
 * email change). Refuses with RATE_LIMITED past the hourly allowance, so the resend button
 * cannot be used to flood an inbox.
 */
export async function sendVerificationEmail(runtime: Runtime, builder: Builder): Promise<void> {
  const sent = await runtime.cache.increment(`verification-emails:${builder.id}`, 60 * 60);
  if (sent > VERIFICATION_EMAILS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many verification emails. Please wait a while and try again.');
  }
  const token = await createVerificationToken(runtime.db, { builderId: builder.id, email: builder.email });
  const link = `${builderUrl(runtime.env)}/verify?token=${encodeURIComponent(token)}`;
  const greeting = builder.firstName ? `Hi ${builder.firstName},` : 'Hi,';
  await runtime.mailer.send({
    to: builder.email,
    subject: VERIFICATION_EMAIL_SUBJECT,
    kind: 'builder-verification',
    text: [
      greeting,
      '',
      'Please confirm your email address for Atrium by opening this link:',
      '',
      link,
      '',
      'The link works for 3 days. If you did not create an Atrium account, you can ignore this email.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>Please confirm your email address for Atrium:</p>',
      `<p><a href="${escapeHtml(link)}">Verify my email</a></p>`,
      `<p>Or copy this link into your browser: ${escapeHtml(link)}</p>`,
      '<p>The link works for 3 days. If you did not create an Atrium account, you can ignore this email.</p>',
    ].join('\n'),
  });
}
