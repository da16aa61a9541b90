import { SIGNUP_PORTAL_BUSY_MESSAGE, SIGNUP_RATE_LIMITED_MESSAGE } from '@atrium/core';
import type { Runtime } from '../runtime';

/**
 * Portal sign-up limits (ADR 019), per hour: sign-ups from one client address on a portal, all
 * sign-ups on a portal (so no portal becomes a way to send a flood of emails), and emails of
 * sign-up or email change to one address on a portal (like RESET_EMAILS_PER_HOUR).
 */
export const SIGNUP_LIMITS = { perClientPerHour: 10, perPortalPerHour: 300, emailsPerAddressPerHour: 3 } as const;

const HOUR = 60 * 60;

/** Counts a sign-up attempt; the message to answer with 429 when over a limit. */
export async function signupRefusal(
  runtime: Runtime,
  params: { siteId: string; clientIp: string },
): Promise<string | undefined> {
  const [byClient, byPortal] = await Promise.all([
    runtime.cache.increment(`end-user-signup:${params.siteId}:ip:${params.clientIp || 'unknown'}`, HOUR),
    runtime.cache.increment(`end-user-signup:${params.siteId}:all`, HOUR),
  ]);
  if (byClient > SIGNUP_LIMITS.perClientPerHour) return SIGNUP_RATE_LIMITED_MESSAGE;
  if (byPortal > SIGNUP_LIMITS.perPortalPerHour) return SIGNUP_PORTAL_BUSY_MESSAGE;
  return undefined;
}

/**
 * Counts an email about sign-up or email change to one address of a portal; false when the
 * address has had its share this hour. Counted whatever the email says, so the count tells
 * nobody whether the address has an account.
 */
export async function accountEmailAllowed(runtime: Runtime, params: { siteId: string; email: string }) {
  const sent = await runtime.cache.increment(`end-user-account-email:${params.siteId}:${params.email}`, HOUR);
  return sent <= SIGNUP_LIMITS.emailsPerAddressPerHour;
}
