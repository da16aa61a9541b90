import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { endSession } from '../auth/session.server';
import { assertSameOrigin } from '../lib/route-builders.server';

/** POST /logout: revokes the session on the server, clears the cookie, back to /login. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const cookie = await endSession(request, context.runtime);
  return redirect('/login', { headers: { 'Set-Cookie': cookie } });
}

/** Logging out changes state, so a plain link or an <img> elsewhere cannot do it. */
export function loader() {
  throw new Response('Log out with a POST request.', { status: 405, headers: { Allow: 'POST' } });
}
