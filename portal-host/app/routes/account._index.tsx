import { DataSourceError, LOGIN_PATH, PROFILE_SAVED_MESSAGE, profileChangesFromForm } from '@atrium/core';
import { assertSameOrigin, updateUserRecord, usersTableSource } from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MyAccount } from '@atrium/sections';
import { AccountPage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext, type AccountContext } from '../accounts/account-context.server';
import { loadMyAccount } from '../accounts/my-account.server';

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

type ActionAnswer = { message: { tone: 'success' | 'error'; text: string }; typed?: Record<string, string> };

/**
 * Saving the profile: only the fields this person may edit (checked here, on the server, against
 * their abilities) are written to their users-table record; anything else posted is ignored. A
 * refused value keeps what they typed and says why.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { runtime } = context;
  assertSameOrigin(request);
  const ctx = await accountContext(request, runtime);
  signedIn(ctx);
  const form = await request.formData();
  const { view, target } = await loadMyAccount(runtime, ctx);
  const changes = profileChangesFromForm(view, form);
  const config = ctx.appConfig.identity.config;
  if (!target || !config || Object.keys(changes).length === 0) {
    return data<ActionAnswer>(
      { message: { tone: 'error', text: 'There is nothing you can change here.' } },
      { status: 403, headers: PRIVATE_HEADERS },
    );
  }
  try {
    const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
    if (!source) throw new DataSourceError(503, 'Your profile could not be saved. Please try again.');
    await updateUserRecord(source, config, target.recordId, changes);
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    const typed = Object.fromEntries(
      view.profile.filter((f) => f.mode === 'edit').map((f) => [f.id, String(form.get(`field:${f.id}`) ?? '')]),
    );
    return data<ActionAnswer>(
      {
        message: {
          tone: 'error',
          text: error.status >= 500 ? 'Your profile could not be saved. Please try again.' : error.message,
        },
        typed,
      },
      { status: error.status >= 500 ? 503 : 400, headers: PRIVATE_HEADERS },
    );
  }
  return data<ActionAnswer>(
    { message: { tone: 'success', text: PROFILE_SAVED_MESSAGE } },
    { headers: PRIVATE_HEADERS },
  );
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
        typed={answer && 'typed' in answer ? answer.typed : undefined}
      />
    </AccountPage>
  );
}
