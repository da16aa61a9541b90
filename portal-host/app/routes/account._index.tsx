import { LOGIN_PATH } from '@atrium/core';
import { assertSameOrigin } from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MyAccount } from '@atrium/sections';
import { AccountPage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext, type AccountContext } from '../accounts/account-context.server';
import {
  changeLinkedRecord,
  isLinkedIntent,
  loadMyAccount,
  saveProfile,
  type MyAccountAnswer,
} from '../accounts/my-account.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `My Account | ${d.snapshot.site.name}` : 'My Account' },
];

function signedIn(ctx: AccountContext) {
  const user = ctx.access.user;
  if (!user) throw redirect(`${LOGIN_PATH}?redirectTo=%2Faccount`, { headers: PRIVATE_HEADERS });
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  const user = signedIn(ctx);
  const { view } = await loadMyAccount(context.runtime, ctx);
  return data(
    {
      snapshot: ctx.snapshot,
      account: ctx.account,
      path: ctx.path,
      user: { email: user.email, username: user.username },
      view,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Saving the profile, or editing, adding or deleting a linked record; each checked on the server. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { runtime } = context;
  assertSameOrigin(request);
  const ctx = await accountContext(request, runtime);
  signedIn(ctx);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'profile');
  const { status, answer } = isLinkedIntent(intent)
    ? await changeLinkedRecord(runtime, ctx, intent, form)
    : await saveProfile(runtime, ctx, form);
  return data<MyAccountAnswer>(answer, { status, headers: PRIVATE_HEADERS });
}

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
      />
    </AccountPage>
  );
}
