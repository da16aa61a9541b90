import { createEndUserSession, revokeEndUserSession, type EndUser } from '@atrium/db';
import { Lru, announceEndUsersChanged, endUserOfSession, type Runtime } from '@atrium/integrations';
import type { Cookie } from '@remix-run/node';
import { portalCookie } from './portal-cookie.server';
import { END_USER_SESSION_COOKIE } from './viewer-cookies';

/**
 * End-user sessions live on the server (end_user_sessions), bound to one portal; the cookie is
 * host-only (no Domain attribute, so each portal host has its own), HttpOnly, SameSite=Lax,
 * signed, and `__Host-` + Secure in production. A token presented to another portal finds
 * nothing, because sessions are looked up by site as well as by token.
 */
export function endUserCookie(runtime: Runtime): Cookie {
  return portalCookie(runtime, END_USER_SESSION_COOKIE, 30 * 24 * 60 * 60);
}

/** Cookie headers longer than this are parsed every time rather than remembered. */
const REMEMBERED_HEADER_MAX = 1_024;
const tokensOf = new WeakMap<Runtime, Lru<string>>();

/**
 * The session token of a Cookie header. Checking the cookie's signature and decoding it cost
 * more than the rest of the session lookup (ADR 032), so the token a header carries is
 * remembered per runtime (its secret): a header is checked once, a header that was never
 * checked is parsed. An empty result is not remembered.
 */
async function readToken(request: Request, runtime: Runtime): Promise<string | undefined> {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  let tokens = tokensOf.get(runtime);
  if (!tokens) tokensOf.set(runtime, (tokens = new Lru<string>(2_000, 10 * 60_000)));
  const remembered = tokens.get(header);
  if (remembered) return remembered;
  const value: unknown = await endUserCookie(runtime).parse(header);
  const token = typeof value === 'string' && value.length > 0 ? value : undefined;
  if (token && header.length <= REMEMBERED_HEADER_MAX) tokens.set(header, token);
  return token;
}

/** The signed-in end user of this portal, if any (sessions are cached in process, ADR 032). */
export async function currentEndUser(request: Request, runtime: Runtime, siteId: string): Promise<EndUser | undefined> {
  const token = await readToken(request, runtime);
  if (!token) return undefined;
  return endUserOfSession(runtime, { siteId, token });
}

/** A fresh session (any session this browser had on the portal is revoked first: rotation); returns Set-Cookie. */
export async function startEndUserSession(
  request: Request,
  runtime: Runtime,
  params: { siteId: string; endUserId: string },
): Promise<string> {
  const previous = await readToken(request, runtime);
  if (previous) {
    await revokeEndUserSession(runtime.db, { siteId: params.siteId, token: previous });
    await announceEndUsersChanged(runtime, params.siteId);
  }
  const { token } = await createEndUserSession(runtime.db, params);
  return endUserCookie(runtime).serialize(token);
}

/** Revokes the session on the server and clears the cookie; returns Set-Cookie. */
export async function endEndUserSession(request: Request, runtime: Runtime, siteId: string): Promise<string> {
  const token = await readToken(request, runtime);
  if (token) {
    await revokeEndUserSession(runtime.db, { siteId, token });
    await announceEndUsersChanged(runtime, siteId);
  }
  return endUserCookie(runtime).serialize('', { maxAge: 0 });
}
