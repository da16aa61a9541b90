import { PENDING_SIGNUP_TTL_MS } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import type { Cookie } from '@remix-run/node';
import { portalCookie } from '../portal/portal-cookie.server';
import { SIGNUP_BROWSER_COOKIE } from '../portal/viewer-cookies';

/**
 * The pending sign-up cookie (ADR 019): a random secret of the browser that signed up, signed,
 * host-only and HttpOnly, for as long as the link works. Its link finishes the sign-up with the
 * password typed there only in that browser; anywhere else the person chooses a password.
 */
function signupCookie(runtime: Runtime): Cookie {
  return portalCookie(runtime, SIGNUP_BROWSER_COOKIE, PENDING_SIGNUP_TTL_MS / 1000);
}

export async function readSignupBrowserToken(request: Request, runtime: Runtime): Promise<string | undefined> {
  const value: unknown = await signupCookie(runtime).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function setSignupBrowserToken(runtime: Runtime, browserToken: string): Promise<string> {
  return signupCookie(runtime).serialize(browserToken);
}

export function clearSignupBrowserToken(runtime: Runtime): Promise<string> {
  return signupCookie(runtime).serialize('', { maxAge: 0 });
}
