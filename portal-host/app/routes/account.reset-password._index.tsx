import { parseWithZod } from '@conform-to/zod';
import { PASSWORD_RESET_SENT_MESSAGE, ZPasswordResetRequestSchema, escapeHtml } from '@atrium/core';
import { createPasswordResetToken, findEndUserByEmail } from '@atrium/db';
import { assertSameOrigin } from '@atrium/integrations';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountField, AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext } from '../accounts/account-context.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Reset your password | ${d.snapshot.site.name}` : 'Reset your password' },
];

/** Reset emails one address may receive per hour on a portal. */
export const RESET_EMAILS_PER_HOUR = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  return data({ snapshot: ctx.snapshot, account: ctx.account, path: ctx.path }, { headers: PRIVATE_HEADERS });
}

type ActionAnswer = { sent: boolean; fieldErrors: Record<string, string[] | null> };

/**
 * Sends a one-hour, single-use reset link when the email has an account on this portal. The
 * answer is the same whether it has one or not, so nobody learns who is registered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { runtime } = context;
  assertSameOrigin(request);
  const ctx = await accountContext(request, runtime);
  const submission = parseWithZod(await request.formData(), { schema: ZPasswordResetRequestSchema });
  if (submission.status !== 'success') {
    return data<ActionAnswer>(
      { sent: false, fieldErrors: submission.reply().error ?? {} },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const { email } = submission.value;
  const sentThisHour = await runtime.cache.increment(`end-user-reset:${ctx.siteId}:${email}`, 60 * 60);
  const user =
    sentThisHour <= RESET_EMAILS_PER_HOUR
      ? await findEndUserByEmail(runtime.db, { siteId: ctx.siteId, email })
      : undefined;
  if (user) {
    const token = await createPasswordResetToken(runtime.db, { endUserId: user.id });
    const link = `${new URL(request.url).origin}/account/reset-password/${encodeURIComponent(token)}`;
    const name = ctx.snapshot.site.name;
    await runtime.mailer.send({
      to: user.email,
      subject: `Reset your password for ${name}`,
      kind: 'end-user-password-reset',
      text: `Someone asked to reset the password of your ${name} account.\n\nOpen this link within an hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      html: `<p>Someone asked to reset the password of your ${escapeHtml(name)} account.</p><p>Open this link within an hour to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
    });
  }
  return data<ActionAnswer>({ sent: true, fieldErrors: {} }, { headers: PRIVATE_HEADERS });
}

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
