import {
  ACCOUNT_PATH,
  EMAIL_CHANGE_INVALID_MESSAGE,
  EMAIL_CHANGE_TAKEN_MESSAGE,
  emailChangeConfirmMessage,
  emailChangedMessage,
} from '@atrium/core';
import { findEmailChange } from '@atrium/db';
import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountPage, FormMessage } from '../accounts/account-form';
import { accountAction, accountAnswer, accountLoader } from '../lib/route-builders.server';
import { confirmEmailChange } from '../accounts/email-change.server';

const HEADING = 'Confirm your new email';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${HEADING} | ${d.snapshot.site.name}` : HEADING },
];

/**
 * An email change link (ADR 019). Opening it changes nothing (mail scanners open links too); the
 * person confirms with a button, which needs no log-in: the link is the proof.
 */
export const loader = accountLoader(async (ctx) => {
  const change = await findEmailChange(ctx.runtime.db, { siteId: ctx.siteId, token: ctx.params.token ?? '' });
  return accountAnswer(
    { snapshot: ctx.snapshot, account: ctx.account, path: ctx.path, newEmail: change?.newEmail ?? null },
    { status: change ? 200 : 400 },
  );
});

type ActionAnswer = { tone: 'success' | 'error'; message: string };

export const action = accountAction(async (ctx) => {
  const result = await confirmEmailChange(ctx.runtime, ctx, ctx.params.token ?? '');
  const [status, answer]: [number, ActionAnswer] =
    result.status === 'changed'
      ? [200, { tone: 'success', message: emailChangedMessage(result.user.email) }]
      : result.status === 'taken'
        ? [409, { tone: 'error', message: EMAIL_CHANGE_TAKEN_MESSAGE }]
        : [400, { tone: 'error', message: EMAIL_CHANGE_INVALID_MESSAGE }];
  return accountAnswer<ActionAnswer>(answer, { status });
});

export default function ChangeEmailRoute() {
  const { snapshot, account, path, newEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading={HEADING}>
      {result ? (
        <FormMessage tone={result.tone} message={result.message} />
      ) : newEmail ? (
        <form method="post" className="atrium-account__form">
          <p>{emailChangeConfirmMessage(newEmail)}</p>
          <button type="submit" className="atrium-account__submit">
            Confirm email
          </button>
        </form>
      ) : (
        <FormMessage tone="error" message={EMAIL_CHANGE_INVALID_MESSAGE} />
      )}
      <p className="atrium-account__links">
        <a href={ACCOUNT_PATH}>My Account</a>
      </p>
    </AccountPage>
  );
}
