import { SIGNUP_CHECK_EMAIL_HEADING, ZEndUserSignupSchema, signupCheckEmailMessage } from '@atrium/core';
import { signUpEndUser } from '@atrium/integrations';
import { redirect, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SignupForm } from '@atrium/sections';
import { AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS } from '../accounts/account-context.server';
import { startEndUserSession } from '../portal/end-user-session.server';
import { clearSignupBrowserToken, setSignupBrowserToken } from '../accounts/signup-cookie.server';
import { signupPortal } from '../accounts/signup-portal.server';
import { accountAnswer, accountFormAction, accountLoader, type AccountFormAnswer } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Sign Up | ${d.snapshot.site.name}` : 'Sign Up' },
];

/**
 * The form, pre-filled from an email invitation's link (its token and address). An invitation
 * link of a users-table record (`code=`) pre-fills nothing: a record id is no secret, so the
 * record's email is never shown to whoever holds one (ADR 019).
 */
export const loader = accountLoader(async (ctx) => {
  const url = new URL(ctx.request.url);
  return accountAnswer({
    snapshot: ctx.snapshot,
    account: ctx.account,
    path: ctx.path,
    texts: ctx.snapshot.settings.general.accounts.signup,
    invitation: url.searchParams.get('invitation') ?? '',
    code: url.searchParams.get('code') ?? '',
    email: url.searchParams.get('email') ?? '',
  });
});

/** Set once the sign-up is taken: the page says to check this address. */
type SignupAnswer = AccountFormAnswer & { sent?: string };

/**
 * Sign-up (spec doc 3 §2.1, ADR 019): the same 'check your email' answer for every address; an
 * email invitation's token for the typed address activates the account at once (signUpEndUser).
 */
export const action = accountFormAction<typeof ZEndUserSignupSchema, SignupAnswer>(
  { schema: ZEndUserSignupSchema, hideFields: ['password', 'confirmPassword'] },
  async (ctx) => {
    const { runtime, input } = ctx;
    const outcome = await signUpEndUser(runtime, { portal: signupPortal(ctx), input, clientIp: ctx.clientIp });
    if (outcome.kind === 'refused') return ctx.refuse(outcome.message, outcome.status);
    const headers = new Headers(PRIVATE_HEADERS);
    if (outcome.kind === 'check-email') {
      headers.append('Set-Cookie', await setSignupBrowserToken(runtime, outcome.browserToken));
      return accountAnswer<SignupAnswer>(
        { error: '', fieldErrors: {}, email: String(ctx.form.get('email') ?? ''), sent: input.email },
        { headers },
      );
    }
    headers.append(
      'Set-Cookie',
      await startEndUserSession(ctx.request, runtime, { siteId: ctx.siteId, endUserId: outcome.user.id }),
    );
    headers.append('Set-Cookie', await clearSignupBrowserToken(runtime));
    throw redirect(ctx.appConfig.identity.redirectOnSignup, { headers });
  },
);

/** The portal's Sign Up page (spec doc 3 §2.1: /account/signup), with the texts from the Sign Up Form drawer. */
export default function SignupRoute() {
  const { snapshot, account, path, texts, invitation, code, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  if (result?.sent) {
    return (
      <AccountPage snapshot={snapshot} account={account} path={path} heading={SIGNUP_CHECK_EMAIL_HEADING}>
        <FormMessage tone="success" message={signupCheckEmailMessage(result.sent)} />
      </AccountPage>
    );
  }
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading={texts.heading}>
      <FormMessage tone="error" message={result?.error} />
      <SignupForm
        texts={texts}
        email={result?.email ?? email}
        errors={{
          email: errors.email?.[0],
          password: errors.password?.[0],
          confirmPassword: errors.confirmPassword?.[0],
        }}
        hidden={{ invitation, code }}
      />
    </AccountPage>
  );
}
