import { assertSameOrigin } from '@atrium/integrations';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { PRIVATE_HEADERS, accountContext } from '../accounts/account-context.server';
import { endEndUserSession } from '../accounts/end-user-session.server';

/** POST /account/logout: revokes the session on the server, clears the cookie, goes to the log-out target. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const ctx = await accountContext(request, context.runtime);
  const cookie = await endEndUserSession(request, context.runtime, ctx.siteId);
  throw redirect(ctx.appConfig.identity.redirectOnLogout, {
    headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS },
  });
}

/** A GET never logs anyone out (a link or an image could trigger it). */
export function loader() {
  throw redirect('/account');
}
