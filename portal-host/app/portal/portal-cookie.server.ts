import type { Runtime } from '@atrium/integrations';
import { createCookie, type Cookie } from '@remix-run/node';

const made = new WeakMap<Runtime, Map<string, Cookie>>();

/**
 * A portal's own cookie: host-only (no Domain, so each portal host has its own), HttpOnly,
 * SameSite=Lax, signed with the app secret, and `__Host-` + Secure in production. One per
 * runtime and name.
 */
export function portalCookie(runtime: Runtime, name: string, maxAgeSeconds: number): Cookie {
  let byName = made.get(runtime);
  if (!byName) made.set(runtime, (byName = new Map()));
  let cookie = byName.get(name);
  if (!cookie) {
    const production = runtime.env.NODE_ENV === 'production';
    cookie = createCookie(production ? `__Host-${name}` : name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/',
      secrets: [runtime.env.APP_SECRET],
      maxAge: maxAgeSeconds,
    });
    byName.set(name, cookie);
  }
  return cookie;
}
