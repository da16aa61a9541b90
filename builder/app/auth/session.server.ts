import { createSession, findSession, revokeSession, type Builder } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createCookie, redirect, type Cookie } from '@remix-run/node';

/**
 * Builder sessions live on the server (builder_sessions); the cookie carries only a random,
 * signed token. HttpOnly, SameSite=Lax, and `__Host-` + Secure in production.
 */
const cookies = new WeakMap<Runtime, Cookie>();

export function sessionCookie(runtime: Runtime): Cookie {
  let cookie = cookies.get(runtime);
  if (!cookie) {
    const production = runtime.env.NODE_ENV === 'production';
    cookie = createCookie(production ? '__Host-atrium_session' : 'atrium_session', {
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/',
      secrets: [runtime.env.APP_SECRET],
      maxAge: 30 * 24 * 60 * 60,
    });
    cookies.set(runtime, cookie);
  }
  return cookie;
}

export async function readSessionToken(request: Request, runtime: Runtime): Promise<string | undefined> {
  const value: unknown = await sessionCookie(runtime).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export interface CurrentBuilder {
  builder: Builder;
  token: string;
}

export async function getCurrentBuilder(request: Request, runtime: Runtime): Promise<CurrentBuilder | undefined> {
  const token = await readSessionToken(request, runtime);
  if (!token) return undefined;
  const session = await findSession(runtime.db, { token });
  return session ? { builder: session.builder, token } : undefined;
}

/** The signed-in builder, or a redirect to /login that comes back to this URL afterwards. */
export async function requireBuilder(request: Request, runtime: Runtime): Promise<CurrentBuilder> {
  const current = await getCurrentBuilder(request, runtime);
  if (current) return current;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const isData = url.pathname.startsWith('/api/') || request.method !== 'GET';
  if (isData) throw new Response('Please log in again.', { status: 401 });
  throw redirect(back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Starts a fresh session (rotation: any session the browser already had is revoked) and
 * returns the Set-Cookie header.
 */
export async function startSession(request: Request, runtime: Runtime, builderId: string): Promise<string> {
  const previous = await readSessionToken(request, runtime);
  if (previous) await revokeSession(runtime.db, { token: previous });
  const { token } = await createSession(runtime.db, { builderId, userAgent: request.headers.get('User-Agent') ?? '' });
  return sessionCookie(runtime).serialize(token);
}

/** Revokes the session on the server and clears the cookie. */
export async function endSession(request: Request, runtime: Runtime): Promise<string> {
  const token = await readSessionToken(request, runtime);
  if (token) await revokeSession(runtime.db, { token });
  return sessionCookie(runtime).serialize('', { maxAge: 0 });
}
