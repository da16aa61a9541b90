import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MyAccount } from '@atrium/sections';
import { AccountPage } from '../accounts/account-form';
import { requestEmailChange } from '../accounts/email-change.server';
import {
  changeLinkedRecord,
  isLinkedIntent,
  loadMyAccount,
  saveProfile,
  type MyAccountAnswer,
} from '../accounts/my-account.server';
import { accountAction, accountAnswer, accountLoader, requireEndUser } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `My Account | ${d.snapshot.site.name}` : 'My Account' },
];

export const loader = accountLoader(async (ctx) => {
  const user = requireEndUser(ctx);
  const { view } = await loadMyAccount(ctx.runtime, ctx);
  return accountAnswer({
    snapshot: ctx.snapshot,
    account: ctx.account,
    path: ctx.path,
    user: { email: user.email, username: user.username },
    view,
  });
});

/**
 * Saving the profile, editing, adding or deleting a linked record, or asking to change the
 * email; each checked on the server.
 */
export const action = accountAction(async (ctx) => {
  const { runtime } = ctx;
  requireEndUser(ctx);
  const form = await ctx.request.formData();
  const intent = String(form.get('intent') ?? 'profile');
  const { status, answer } = isLinkedIntent(intent)
    ? await changeLinkedRecord(runtime, ctx, intent, form)
    : intent === 'email-change'
      ? await requestEmailChange(runtime, ctx, form, ctx.clientIp)
      : await saveProfile(runtime, ctx, form);
  return accountAnswer<MyAccountAnswer>(answer, { status });
});

/** My Account (spec doc 3 §2.1: /account): who is logged in, their profile and linked records, and log out. */
export default function AccountRoute() {
  const { snapshot, account, path, user, view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading="My Account">
      <MyAccount
        email={user.email}
        username={user.username}
        view={view}
        message={answer?.message}
        typed={answer?.typed}
        linkedForm={answer?.linkedForm}
        emailForm={answer?.emailForm}
      />
    </AccountPage>
  );
}
