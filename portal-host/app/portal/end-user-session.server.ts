import { createEndUserSession, revokeEndUserSession, type EndUser } from '@atrium/db';
import { announceEndUsersChanged, endUserOfSession, type Runtime } from '@atrium/integrations';
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

async function readToken(request: Request, runtime: Runtime): Promise<string | undefined> {
  const value: unknown = await endUserCookie(runtime).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : undefined;
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
