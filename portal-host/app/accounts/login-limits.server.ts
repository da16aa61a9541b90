import type { Runtime } from '@atrium/integrations';

/** End-user log-in attempts, per portal and email and per client address (15 minutes). */
export const END_USER_LOGIN_LIMITS = { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 } as const;

/** Counts an attempt before the password is checked; true when over the limit. */
export async function loginAttemptRefused(
  runtime: Runtime,
  params: { siteId: string; email: string; clientIp: string },
): Promise<{ refused: boolean; emailKey: string }> {
  const emailKey = `end-user-login:${params.siteId}:email:${params.email}`;
  const ipKey = `end-user-login:${params.siteId}:ip:${params.clientIp || 'unknown'}`;
  const [byEmail, byIp] = await Promise.all([
    runtime.cache.increment(emailKey, END_USER_LOGIN_LIMITS.windowSeconds),
    runtime.cache.increment(ipKey, END_USER_LOGIN_LIMITS.windowSeconds),
  ]);
  return { refused: byEmail > END_USER_LOGIN_LIMITS.perEmail || byIp > END_USER_LOGIN_LIMITS.perIp, emailKey };
}
