import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  ZEndUserLoginSchema,
} from '@atrium/core';
import { authenticateEndUser } from '@atrium/db';
import { redirect, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LoginForm } from '@atrium/sections';
import { AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS, afterLoginPath } from '../accounts/account-context.server';
import { accountAnswer, accountFormAction, accountLoader } from '../lib/route-builders.server';
import { startEndUserSession } from '../portal/end-user-session.server';
import { countEndUserLoginAttempt } from '../accounts/login-limits.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Log In | ${d.snapshot.site.name}` : 'Log In' },
];

export const loader = accountLoader(async (ctx) => {
  const url = new URL(ctx.request.url);
  return accountAnswer({
    snapshot: ctx.snapshot,
    account: ctx.account,
    path: ctx.path,
    redirectTo: url.searchParams.get('redirectTo') ?? '',
    signedInAs: ctx.access.user?.email ?? null,
    reset: url.searchParams.get('reset') === '1',
  });
});

export const action = accountFormAction({ schema: ZEndUserLoginSchema, hideFields: ['password'] }, async (ctx) => {
  const { runtime, siteId, input } = ctx;
  const attempt = await countEndUserLoginAttempt(runtime, { siteId, email: input.email, clientIp: ctx.clientIp });
  if (attempt.refused) return ctx.refuse(LOGIN_RATE_LIMITED_MESSAGE, 429);
  const user = await authenticateEndUser(runtime.db, { siteId, ...input });
  if (!user) return ctx.refuse(LOGIN_FAILED_MESSAGE, 401);
  await attempt.succeeded();
  const cookie = await startEndUserSession(ctx.request, runtime, { siteId, endUserId: user.id });
  throw redirect(afterLoginPath(ctx, input.redirectTo), { headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS } });
});

/** The portal's Log In page (spec doc 3 §2.1: /account/login). Works without JavaScript. */
export default function LoginRoute() {
  const { snapshot, account, path, redirectTo, signedInAs, reset } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = answer?.fieldErrors ?? {};
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading="Log In">
      {signedInAs && <FormMessage tone="success" message={`You are logged in as ${signedInAs}.`} />}
      {reset && <FormMessage tone="success" message={PASSWORD_RESET_DONE_MESSAGE} />}
      <FormMessage tone="error" message={answer?.error} />
      <LoginForm
        email={answer?.email}
        redirectTo={redirectTo}
        signupOpen={account?.signupOpen ?? true}
        errors={{ email: errors.email?.[0], password: errors.password?.[0] }}
      />
    </AccountPage>
  );
}
