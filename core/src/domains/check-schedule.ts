const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Delays before the first re-checks of a new custom domain: 1, 2, 5, 10 and 30 minutes. */
export const DOMAIN_CHECK_DELAYS_MS: readonly number[] = [1 * MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 30 * MINUTE];
/** After those, once an hour. */
export const DOMAIN_CHECK_HOURLY_MS = HOUR;
/** Automatic checks stop this long after the domain was added; then only on demand ("Check again"). */
export const DOMAIN_CHECK_WINDOW_MS = 7 * 24 * HOUR;

/**
 * The delay before automatic check number `attempt` (0-based) of a custom domain that is not
 * valid yet: 1, 2, 5, 10, 30 minutes, then hourly — about 175 checks over the first 7 days after
 * `addedAt`. Null once `now` is 7 days or more after `addedAt` (or a date is invalid): from then
 * on the domain is only checked on demand. A negative attempt counts as the first, a fractional
 * one as the one below it, a non-finite one as a late (hourly) one.
 */
export function nextDomainCheckDelayMs(attempt: number, addedAt: Date, now: Date): number | null {
  const index = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : DOMAIN_CHECK_DELAYS_MS.length;
  const delay = DOMAIN_CHECK_DELAYS_MS[index] ?? DOMAIN_CHECK_HOURLY_MS;
  const deadline = addedAt.getTime() + DOMAIN_CHECK_WINDOW_MS;
  if (Number.isNaN(deadline) || Number.isNaN(now.getTime())) return null;
  return now.getTime() >= deadline ? null : delay;
}
