import { createId } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';
import { portalCookie } from './portal-cookie.server';
import type { PortalViewer } from './portal-access.server';

/**
 * Who upvotes: a signed-in person by their account; a visitor by a signed, host-only cookie
 * holding a random id (set with their first vote), so each person upvotes a record once. Returns
 * the voter key, and the Set-Cookie header when a visitor gets their id now.
 */
export async function voterOf(
  request: Request,
  runtime: Runtime,
  access: Pick<PortalViewer, 'user'>,
): Promise<{ voter: string; setCookie?: string }> {
  if (access.user) return { voter: `u:${access.user.id}` };
  const cookie = portalCookie(runtime, 'atrium_voter', 365 * 24 * 60 * 60);
  const known: unknown = await cookie.parse(request.headers.get('Cookie'));
  if (typeof known === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return { voter: `v:${known}` };
  const id = createId(24);
  return { voter: `v:${id}`, setCookie: await cookie.serialize(id) };
}
