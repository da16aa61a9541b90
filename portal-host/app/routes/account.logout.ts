import { redirect } from '@remix-run/node';
import { PRIVATE_HEADERS } from '../accounts/account-context.server';
import { accountAction } from '../lib/route-builders.server';
import { endEndUserSession } from '../portal/end-user-session.server';

/** POST /account/logout: revokes the session on the server, clears the cookie, goes to the log-out target. */
export const action = accountAction(async (ctx) => {
  const cookie = await endEndUserSession(ctx.request, ctx.runtime, ctx.siteId);
  throw redirect(ctx.appConfig.identity.redirectOnLogout, {
    headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS },
  });
});

/** A GET never logs anyone out (a link or an image could trigger it). */
export function loader() {
  throw redirect('/account');
}
