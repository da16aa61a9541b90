import { safeRedirectPath } from '@atrium/core';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { endSession } from '../auth/session.server';
import { assertSameOrigin } from '../lib/route-builders.server';

/**
 * POST /logout: revokes the session on the server, clears the cookie, back to /login, or to the
 * local path in `?redirectTo=` (an invitation page, to continue as the invited address).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const cookie = await endSession(request, context.runtime);
  const to = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/login');
  return redirect(to, { headers: { 'Set-Cookie': cookie } });
}

/** Logging out changes state, so a plain link or an <img> elsewhere cannot do it. */
export function loader() {
  throw new Response('Log out with a POST request.', { status: 405, headers: { Allow: 'POST' } });
}
