/**
 * The portal's cookies that change what a page shows (the end-user session) or belong to one
 * browser's sign-up. A request carrying one is never answered from, nor stored in, the
 * rendered-page cache (ADR 028). `portalCookie` adds `__Host-` to each name in production.
 */
export const END_USER_SESSION_COOKIE = 'atrium_user';
export const SIGNUP_BROWSER_COOKIE = 'atrium_signup';

const VIEWER_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?(?:${END_USER_SESSION_COOKIE}|${SIGNUP_BROWSER_COOKIE})=`);

/** Whether a Cookie header carries a session or sign-up cookie of the portal. */
export function hasViewerCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && VIEWER_COOKIE.test(cookieHeader);
}
