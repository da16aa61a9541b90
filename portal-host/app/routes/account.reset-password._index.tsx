import { PASSWORD_RESET_SENT_MESSAGE, ZPasswordResetRequestSchema, escapeHtml } from '@atrium/core';
import { createPasswordResetToken, findEndUserByEmail } from '@atrium/db';
import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountField, AccountPage, FormMessage } from '../accounts/account-form';
import { accountAnswer, accountFormAction, accountLoader, type AccountFormAnswer } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Reset your password | ${d.snapshot.site.name}` : 'Reset your password' },
];

/** Reset emails one address may receive per hour on a portal. */
export const RESET_EMAILS_PER_HOUR = 3;

export const loader = accountLoader(async (ctx) =>
  accountAnswer({ snapshot: ctx.snapshot, account: ctx.account, path: ctx.path }),
);

/** Whether the link was sent (said whatever the address). */
type ResetRequestAnswer = AccountFormAnswer & { sent?: boolean };

/**
 * Sends a one-hour, single-use reset link when the email has an account on this portal. The
 * answer is the same whether it has one or not, so nobody learns who is registered.
 */
export const action = accountFormAction<typeof ZPasswordResetRequestSchema, ResetRequestAnswer>(
  { schema: ZPasswordResetRequestSchema },
  async (ctx) => {
    const { runtime, siteId } = ctx;
    const { email } = ctx.input;
    const sentThisHour = await runtime.cache.increment(`end-user-reset:${siteId}:${email}`, 60 * 60);
    const user =
      sentThisHour <= RESET_EMAILS_PER_HOUR ? await findEndUserByEmail(runtime.db, { siteId, email }) : undefined;
    if (user) {
      const token = await createPasswordResetToken(runtime.db, { endUserId: user.id });
      const link = `${ctx.origin}/account/reset-password/${encodeURIComponent(token)}`;
      const name = ctx.snapshot.site.name;
      await runtime.mailer.send({
        to: user.email,
        subject: `Reset your password for ${name}`,
        kind: 'end-user-password-reset',
        text: `Someone asked to reset the password of your ${name} account.\n\nOpen this link within an hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
        html: `<p>Someone asked to reset the password of your ${escapeHtml(name)} account.</p><p>Open this link within an hour to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
      });
    }
    return accountAnswer<ResetRequestAnswer>({ sent: true, error: '', fieldErrors: {}, email: '' });
  },
);

export default function ResetPasswordRequestRoute() {
  const { snapshot, account, path } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading="Reset your password">
      {answer?.sent ? (
        <FormMessage tone="success" message={PASSWORD_RESET_SENT_MESSAGE} />
      ) : (
        <form method="post" className="atrium-account__form" noValidate>
          <AccountField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={answer?.fieldErrors.email?.[0]}
            required
          />
          <button type="submit" className="atrium-account__submit">
            Send reset link
          </button>
        </form>
      )}
      <p className="atrium-account__links">
        <a href="/account/login">Back to Log In</a>
      </p>
    </AccountPage>
  );
}
