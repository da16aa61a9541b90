import { parseWithZod } from '@conform-to/zod';
import { LOGIN_PATH, PASSWORD_RESET_INVALID_MESSAGE, ZPasswordResetSchema } from '@atrium/core';
import { passwordResetTokenValid, resetEndUserPassword } from '@atrium/db';
import { assertSameOrigin } from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountField, AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext } from '../accounts/account-context.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Choose a new password | ${d.snapshot.site.name}` : 'Choose a new password' },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  const valid = await passwordResetTokenValid(context.runtime.db, { siteId: ctx.siteId, token: params.token ?? '' });
  return data({ snapshot: ctx.snapshot, account: ctx.account, path: ctx.path, valid }, { headers: PRIVATE_HEADERS });
}

type ActionAnswer = { error: string; fieldErrors: Record<string, string[] | null> };

/** Sets the new password; the link is used up and every session of the account ends. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const ctx = await accountContext(request, context.runtime);
  const submission = parseWithZod(await request.formData(), { schema: ZPasswordResetSchema });
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields: ['password', 'confirmPassword'] });
    return data<ActionAnswer>({ error: '', fieldErrors: reply.error ?? {} }, { status: 400, headers: PRIVATE_HEADERS });
  }
  const done = await resetEndUserPassword(context.runtime.db, {
    siteId: ctx.siteId,
    token: params.token ?? '',
    password: submission.value.password,
  });
  if (!done) {
    return data<ActionAnswer>(
      { error: PASSWORD_RESET_INVALID_MESSAGE, fieldErrors: {} },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  throw redirect(`${LOGIN_PATH}?reset=1`, { headers: PRIVATE_HEADERS });
}

export default function ResetPasswordRoute() {
  const { snapshot, account, path, valid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = answer?.fieldErrors ?? {};
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading="Choose a new password">
      {!valid ? (
        <>
          <FormMessage tone="error" message={PASSWORD_RESET_INVALID_MESSAGE} />
          <p className="atrium-account__links">
            <a href="/account/reset-password">Ask for a new link</a>
          </p>
        </>
      ) : (
        <>
          <FormMessage tone="error" message={answer?.error} />
          <form method="post" className="atrium-account__form" noValidate>
            <AccountField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.[0]}
              required
            />
            <AccountField
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.[0]}
              required
            />
            <button type="submit" className="atrium-account__submit">
              Change password
            </button>
          </form>
        </>
      )}
    </AccountPage>
  );
}
