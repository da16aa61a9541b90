import { countLoginAttempt, type LoginAttempt, type Runtime } from '@atrium/integrations';

/**
 * Counts an end user's log-in attempt on a portal before the password is checked, by the same
 * limits as builders' (integrations/src/rate-limits/login-attempts.ts, ADR 021), scoped to the
 * portal: per email and client address, per client address, and per email from addresses that
 * never logged in to it. `succeeded()` after the right password.
 */
export function countEndUserLoginAttempt(
  runtime: Runtime,
  params: { siteId: string; email: string; clientIp: string },
): Promise<LoginAttempt> {
  return countLoginAttempt(runtime.cache, {
    scope: `portal:${params.siteId}`,
    account: params.email,
    clientIp: params.clientIp,
  });
}
