import { LOGIN_PATH, PASSWORD_RESET_INVALID_MESSAGE, ZPasswordResetSchema } from '@atrium/core';
import { passwordResetTokenValid, resetEndUserPassword } from '@atrium/db';
import { announceEndUsersChanged } from '@atrium/integrations';
import { redirect, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountField, AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS } from '../accounts/account-context.server';
import { accountAnswer, accountFormAction, accountLoader } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Choose a new password | ${d.snapshot.site.name}` : 'Choose a new password' },
];

export const loader = accountLoader(async (ctx) => {
  const valid = await passwordResetTokenValid(ctx.runtime.db, { siteId: ctx.siteId, token: ctx.params.token ?? '' });
  return accountAnswer({ snapshot: ctx.snapshot, account: ctx.account, path: ctx.path, valid });
});

/** Sets the new password; the link is used up and every session of the account ends. */
export const action = accountFormAction(
  { schema: ZPasswordResetSchema, hideFields: ['password', 'confirmPassword'] },
  async (ctx) => {
    const done = await resetEndUserPassword(ctx.runtime.db, {
      siteId: ctx.siteId,
      token: ctx.params.token ?? '',
      password: ctx.input.password,
    });
    if (!done) return ctx.refuse(PASSWORD_RESET_INVALID_MESSAGE, 400);
    await announceEndUsersChanged(ctx.runtime, ctx.siteId);
    throw redirect(`${LOGIN_PATH}?reset=1`, { headers: PRIVATE_HEADERS });
  },
);

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
