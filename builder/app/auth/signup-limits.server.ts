import type { Runtime } from '@atrium/integrations';

/** Builder sign-ups allowed from one client address per hour: /signup and invitation sign-ups together. */
export const SIGNUPS_PER_IP_PER_HOUR = 20;

/** Counts a builder sign-up attempt from this client address; false once past the hourly allowance. */
export async function builderSignupAllowed(runtime: Runtime, clientIp: string): Promise<boolean> {
  const attempts = await runtime.cache.increment(`signups:ip:${clientIp || 'unknown'}`, 60 * 60);
  return attempts <= SIGNUPS_PER_IP_PER_HOUR;
}
