import { parseWithZod } from '@conform-to/zod';
import {
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  ZEndUserSignupSchema,
  autoAssignedGroups,
  type DataRecord,
} from '@atrium/core';
import {
  END_USER_EXISTS_MESSAGE,
  acceptInvitation,
  createEndUser,
  findEndUserByEmail,
  findInvitation,
} from '@atrium/db';
import {
  assertSameOrigin,
  createUserRecord,
  findUserRecordByEmail,
  getUserRecord,
  usersTableSource,
} from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SignupForm } from '@atrium/sections';
import { AccountPage, FormMessage } from '../accounts/account-form';
import { PRIVATE_HEADERS, accountContext } from '../accounts/account-context.server';
import { startEndUserSession } from '../accounts/end-user-session.server';
import { sendWelcomeEmail } from '../accounts/welcome-email.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Sign Up | ${d.snapshot.site.name}` : 'Sign Up' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await accountContext(request, context.runtime);
  const url = new URL(request.url);
  return data(
    {
      snapshot: ctx.snapshot,
      account: ctx.account,
      path: ctx.path,
      texts: ctx.snapshot.settings.general.accounts.signup,
      invitation: url.searchParams.get('invitation') ?? '',
      code: url.searchParams.get('code') ?? '',
      email: url.searchParams.get('email') ?? '',
    },
    { headers: PRIVATE_HEADERS },
  );
}

type ActionAnswer = { error: string; fieldErrors: Record<string, string[] | null>; email: string };
const refuse = (answer: ActionAnswer, status: number) => data(answer, { status, headers: PRIVATE_HEADERS });

/**
 * Sign-up on a portal (spec doc 3): the registration restrictions are enforced here, on the
 * server (invite only: a valid invitation or an invitation link of a users-table record; users
 * table only: the email must be in the users table). The person's users-table record is linked
 * (or created when registration is open), groups come from the default group, the invitation
 * and auto-assign, and the welcome email goes out.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { runtime } = context;
  assertSameOrigin(request);
  const ctx = await accountContext(request, runtime);
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const submission = parseWithZod(form, { schema: ZEndUserSignupSchema });
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields: ['password', 'confirmPassword'] });
    return refuse({ error: '', fieldErrors: reply.error ?? {}, email }, 400);
  }
  const input = submission.value;
  const { appConfig } = ctx;
  const identity = appConfig.identity;
  const config = identity.config!;
  if (await findEndUserByEmail(runtime.db, { siteId: ctx.siteId, email: input.email })) {
    return refuse({ error: END_USER_EXISTS_MESSAGE, fieldErrors: {}, email }, 409);
  }

  const invitation = input.invitation
    ? await findInvitation(runtime.db, { siteId: ctx.siteId, token: input.invitation })
    : undefined;
  const invitedHere = invitation !== undefined && invitation.email === input.email;
  const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
  let record: DataRecord | undefined;
  if (source && input.code) {
    // An invitation link names the person's users-table record; it must hold this email.
    const linked = await getUserRecord(source, config, input.code).catch(() => undefined);
    const recordEmail = linked
      ? String(linked.fields[config.primaryField.id] ?? '')
          .trim()
          .toLowerCase()
      : '';
    if (linked && recordEmail === input.email) record = linked;
  }
  if (!record && source) record = await findUserRecordByEmail(source, config, input.email);

  const restrictions = new Set(identity.registrationRestrictions);
  if (restrictions.has('invite-only') && !invitedHere && !(input.code && record)) {
    return refuse({ error: SIGNUP_CLOSED_MESSAGE, fieldErrors: {}, email }, 403);
  }
  if (restrictions.has('users-table') && !record) {
    return refuse({ error: SIGNUP_NOT_IN_USERS_TABLE_MESSAGE, fieldErrors: {}, email }, 403);
  }
  if (!record && source) record = await createUserRecord(source, config, input.email);

  const groups = [
    ...(appConfig.defaultGroup ? [appConfig.defaultGroup] : []),
    ...(invitedHere ? invitation.groups : []),
  ];
  const user = await createEndUser(runtime.db, {
    siteId: ctx.siteId,
    email: input.email,
    password: input.password,
    groups,
    integrationGroups: autoAssignedGroups(appConfig, record?.fields),
    recordId: record?.id ?? null,
  });
  if (invitedHere) await acceptInvitation(runtime.db, { invitationId: invitation.id });
  await sendWelcomeEmail(runtime, {
    appConfig,
    siteName: ctx.snapshot.site.name,
    to: user.email,
    portalUrl: new URL(request.url).origin,
  });
  const cookie = await startEndUserSession(request, runtime, { siteId: ctx.siteId, endUserId: user.id });
  throw redirect(identity.redirectOnSignup, { headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS } });
}

/** The portal's Sign Up page (spec doc 3 §2.1: /account/signup), with the texts from the Sign Up Form drawer. */
export default function SignupRoute() {
  const { snapshot, account, path, texts, invitation, code, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = answer?.fieldErrors ?? {};
  return (
    <AccountPage snapshot={snapshot} account={account} path={path} heading={texts.heading}>
      <FormMessage tone="error" message={answer?.error} />
      <SignupForm
        texts={texts}
        email={answer?.email ?? email}
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
