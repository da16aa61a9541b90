import { parseWithZod } from '@conform-to/zod';
import {
  SIGNUP_CHOOSE_PASSWORD_HEADING,
  SIGNUP_LINK_INVALID_MESSAGE,
  SIGNUP_PATH,
  ZPasswordResetSchema,
  signupChoosePasswordMessage,
  signupReplacesSessionMessage,
} from '@atrium/core';
import { findPendingSignup, hashPassword, signedUpInThisBrowser, type PendingSignup } from '@atrium/db';
import { activatePendingSignup } from '@atrium/integrations';
import { redirect, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AccountField, AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS } from '../accounts/account-context.server';
import { startEndUserSession } from '../portal/end-user-session.server';
import { clearSignupBrowserToken, readSignupBrowserToken } from '../accounts/signup-cookie.server';
import { signupPortal } from '../accounts/signup-portal.server';
import { accountAction, accountAnswer, accountLoader, type AccountRoute } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${SIGNUP_CHOOSE_PASSWORD_HEADING} | ${d.snapshot.site.name}` : SIGNUP_CHOOSE_PASSWORD_HEADING },
];

type PageState =
  { state: 'refused'; message: string } | { state: 'choose-password'; email: string; signedInAs: string | null };

/** Activates the account from a sign-up link and signs the person in, or says why not. */
async function activate(
  ctx: AccountRoute,
  pending: PendingSignup,
  passwordHash: string,
): Promise<{ refused: { message: string; status: number } }> {
  const { runtime } = ctx;
  const outcome = await activatePendingSignup(runtime, { portal: signupPortal(ctx), pending, passwordHash });
  if (outcome.kind === 'refused') return { refused: { message: outcome.message, status: outcome.status } };
  const headers = new Headers(PRIVATE_HEADERS);
  headers.append(
    'Set-Cookie',
    await startEndUserSession(ctx.request, runtime, { siteId: ctx.siteId, endUserId: outcome.user.id }),
  );
  headers.append('Set-Cookie', await clearSignupBrowserToken(runtime));
  throw redirect(ctx.appConfig.identity.redirectOnSignup, { headers });
}

const findPending = (ctx: AccountRoute) =>
  findPendingSignup(ctx.runtime.db, { siteId: ctx.siteId, token: ctx.params.token ?? '' });

/**
 * A sign-up link (ADR 019). Opened in the browser that signed up (its pending cookie), it
 * finishes the sign-up with the password typed there. Anywhere else (another device, a mail
 * scanner, the browser of someone who signed up with another person's address) it only asks
 * for a password: the password typed at sign-up is never used, and nothing changes on GET.
 */
export const loader = accountLoader(async (ctx) => {
  const frame = { snapshot: ctx.snapshot, account: ctx.account, path: ctx.path };
  const pending = await findPending(ctx);
  if (!pending) {
    return accountAnswer<typeof frame & PageState>(
      { ...frame, state: 'refused', message: SIGNUP_LINK_INVALID_MESSAGE },
      { status: 400 },
    );
  }
  if (signedUpInThisBrowser(pending, await readSignupBrowserToken(ctx.request, ctx.runtime))) {
    const { refused } = await activate(ctx, pending, pending.passwordHash);
    return accountAnswer<typeof frame & PageState>(
      { ...frame, state: 'refused', message: refused.message },
      { status: refused.status },
    );
  }
  return accountAnswer<typeof frame & PageState>({
    ...frame,
    state: 'choose-password',
    email: pending.email,
    signedInAs: ctx.access.user?.email ?? null,
  });
});

type ActionAnswer = { error: string; fieldErrors: Record<string, string[] | null> };

/** Finishes the sign-up with the password chosen here (the link is checked before the form). */
export const action = accountAction(async (ctx) => {
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZPasswordResetSchema });
  const pending = await findPending(ctx);
  if (!pending)
    return accountAnswer<ActionAnswer>({ error: SIGNUP_LINK_INVALID_MESSAGE, fieldErrors: {} }, { status: 400 });
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields: ['password', 'confirmPassword'] });
    return accountAnswer<ActionAnswer>({ error: '', fieldErrors: reply.error ?? {} }, { status: 400 });
  }
  const { refused } = await activate(ctx, pending, await hashPassword(submission.value.password));
  return accountAnswer<ActionAnswer>({ error: refused.message, fieldErrors: {} }, { status: refused.status });
});

export default function SignupVerifyRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  return (
    <AccountPage
      snapshot={page.snapshot}
      account={page.account}
      path={page.path}
      heading={SIGNUP_CHOOSE_PASSWORD_HEADING}
    >
      {page.state === 'refused' ? (
        <>
          <FormMessage tone="error" message={page.message} />
          <p className="atrium-account__links">
            <a href={SIGNUP_PATH}>Sign Up</a> · <a href="/account/login">Log In</a>
          </p>
        </>
      ) : (
        <>
          <FormMessage tone="success" message={signupChoosePasswordMessage(page.email)} />
          {page.signedInAs && <FormMessage tone="error" message={signupReplacesSessionMessage(page.signedInAs)} />}
          <FormMessage tone="error" message={result?.error} />
          <form method="post" className="atrium-account__form" noValidate>
            <AccountField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.[0]}
              required
            />
            <AccountField
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.[0]}
              required
            />
            <button type="submit" className="atrium-account__submit">
              Finish signing up
            </button>
          </form>
        </>
      )}
    </AccountPage>
  );
}
