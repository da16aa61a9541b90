import { LOGIN_PATH } from '@atrium/core';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountPage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext } from '../accounts/account-context.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `My Account | ${d.snapshot.site.name}` : 'My Account' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  const user = ctx.access.user;
  if (!user) throw redirect(`${LOGIN_PATH}?redirectTo=%2Faccount`, { headers: PRIVATE_HEADERS });
  return data(
    {
      snapshot: ctx.snapshot,
      account: ctx.account,
      path: ctx.path,
      user: { email: user.email, username: user.username },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** My Account (spec doc 3 §2.1: /account): who is logged in, and log out. */
export default function AccountRoute() {
  const { snapshot, account, path, user } = useLoaderData<typeof loader>();
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading="My Account">
      <dl className="atrium-account__profile">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
      </dl>
      <form method="post" action="/account/logout">
        <button type="submit" className="atrium-account__submit">
          Log Out
        </button>
      </form>
    </AccountPage>
  );
}
