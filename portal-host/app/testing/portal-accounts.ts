/**
 * End-user account steps for request-handler tests, as a browser takes them: form posts with the
 * portal's Origin, cookies by name, and sign-up through the emailed link (ADR 019).
 */
import { listOutbox, type Database } from '@atrium/db';

export type Handle = (request: Request) => Promise<Response>;

export function get(handle: Handle, url: string, cookie?: string): Promise<Response> {
  return handle(new Request(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' }));
}

/** A browser's form post from the portal's own page (or, with crossSite, from another site). */
export function post(
  handle: Handle,
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; crossSite?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (options.crossSite) headers['Sec-Fetch-Site'] = 'cross-site';
  else headers.Origin = new URL(url).origin;
  headers.Host = new URL(url).host;
  if (options.cookie) headers.Cookie = options.cookie;
  return handle(new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields), redirect: 'manual' }));
}

/** `name=value` of a cookie a response sets (empty when it sets none by that name). */
export function cookieNamed(response: Response, name: string): string {
  const found = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0] ?? '';
}

export const sessionCookie = (response: Response) => cookieNamed(response, 'atrium_user');
export const signupCookie = (response: Response) => cookieNamed(response, 'atrium_signup');

/** The newest link of a kind (e.g. '/account/signup/verify/') emailed to an address by the portal at `base`. */
export async function emailedLink(db: Database, to: string, base: string, kind: string): Promise<string | undefined> {
  const prefix = `${base}${kind}`;
  for (const email of await listOutbox(db, { to })) {
    const start = email.text.indexOf(prefix);
    if (start >= 0) return /^\S+/.exec(email.text.slice(start + base.length))![0];
  }
  return undefined;
}

export const signUp = (handle: Handle, base: string, email: string, password = 'a good password', extra = {}) =>
  post(handle, `${base}/account/signup`, { email, password, confirmPassword: password, ...extra });

/**
 * Signs up and opens the emailed link in the same browser (its pending cookie): the account is
 * active and the answer is the redirect that starts the session.
 */
export async function signUpAndVerify(
  handle: Handle,
  db: Database,
  base: string,
  email: string,
  password = 'a good password',
): Promise<Response> {
  const signedUp = await signUp(handle, base, email, password);
  if (signedUp.status !== 200) throw new Error(`Sign-up answered ${signedUp.status}`);
  const link = await emailedLink(db, email.toLowerCase(), base, '/account/signup/verify/');
  if (!link) throw new Error(`No sign-up link was emailed to ${email}`);
  return get(handle, `${base}${link}`, signupCookie(signedUp));
}
