import { parseWithZod } from '@conform-to/zod';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  ZEndUserLoginSchema,
} from '@atrium/core';
import { authenticateEndUser } from '@atrium/db';
import { assertSameOrigin } from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LoginForm } from '@atrium/sections';
import { AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext, afterLoginPath } from '../accounts/account-context.server';
import { startEndUserSession } from '../accounts/end-user-session.server';
import { loginAttemptRefused } from '../accounts/login-limits.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Log In | ${d.snapshot.site.name}` : 'Log In' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  const url = new URL(request.url);
  return data(
    {
      snapshot: ctx.snapshot,
      account: ctx.account,
      path: ctx.path,
      redirectTo: url.searchParams.get('redirectTo') ?? '',
      signedInAs: ctx.access.user?.email ?? null,
      reset: url.searchParams.get('reset') === '1',
    },
    { headers: PRIVATE_HEADERS },
  );
}

type ActionAnswer = { error: string; fieldErrors: Record<string, string[] | null>; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const { runtime, clientIp } = context;
  assertSameOrigin(request);
  const ctx = await accountContext(request, runtime);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: ZEndUserLoginSchema });
  const email = String(form.get('email') ?? '');
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields: ['password'] });
    return data<ActionAnswer>(
      { error: '', fieldErrors: reply.error ?? {}, email },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const limit = await loginAttemptRefused(runtime, { siteId: ctx.siteId, email: submission.value.email, clientIp });
  if (limit.refused) {
    return data<ActionAnswer>(
      { error: LOGIN_RATE_LIMITED_MESSAGE, fieldErrors: {}, email },
      { status: 429, headers: PRIVATE_HEADERS },
    );
  }
  const user = await authenticateEndUser(runtime.db, { siteId: ctx.siteId, ...submission.value });
  if (!user) {
    return data<ActionAnswer>(
      { error: LOGIN_FAILED_MESSAGE, fieldErrors: {}, email },
      { status: 401, headers: PRIVATE_HEADERS },
    );
  }
  await runtime.cache.delete(limit.emailKey);
  const cookie = await startEndUserSession(request, runtime, { siteId: ctx.siteId, endUserId: user.id });
  throw redirect(afterLoginPath(ctx, submission.value.redirectTo), {
    headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS },
  });
}

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
