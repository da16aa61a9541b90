import { parseWithZod } from '@conform-to/zod';
import {
  ACCOUNT_EMAILS_LIMITED_MESSAGE,
  ACCOUNT_EMAIL_FAILED_MESSAGE,
  EMAIL_CHANGE_SAME_MESSAGE,
  EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  ZEmailChangeSchema,
  emailChangeSentMessage,
} from '@atrium/core';
import { changeEndUserEmail, createEmailChangeToken, verifyPassword, type EmailChangeResult } from '@atrium/db';
import {
  accountEmailAllowed,
  announceEndUsersChanged,
  sendEmailChangeVerificationEmail,
  sendEmailChangedEmail,
  updateUserRecord,
  usersTableSource,
  type Runtime,
} from '@atrium/integrations';
import type { AccountContext } from './account-context.server';
import { countEndUserLoginAttempt } from './login-limits.server';
import type { MyAccountAnswer } from './my-account.server';

/**
 * My Account's Change email (ADR 019): with the current password, a single-use link goes to the
 * new address; the account keeps its email until the link is used. Password attempts count
 * with the log-in attempts of the account.
 */
export async function requestEmailChange(
  runtime: Runtime,
  ctx: AccountContext,
  form: FormData,
  clientIp: string,
): Promise<{ status: number; answer: MyAccountAnswer }> {
  const user = ctx.access.user!;
  const newEmailTyped = String(form.get('newEmail') ?? '');
  const refuse = (status: number, text: string, errors: Record<string, string | undefined> = {}) => ({
    status,
    answer: {
      message: { tone: 'error' as const, text },
      emailForm: { newEmail: newEmailTyped, errors },
    },
  });
  const submission = parseWithZod(form, { schema: ZEmailChangeSchema });
  if (submission.status !== 'success') {
    const errors = submission.reply({ hideFields: ['currentPassword'] }).error ?? {};
    const newEmail = errors.newEmail?.[0];
    const currentPassword = errors.currentPassword?.[0];
    return refuse(400, newEmail ?? currentPassword ?? EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE, {
      newEmail,
      currentPassword,
    });
  }
  const { newEmail, currentPassword } = submission.value;
  if (newEmail === user.email) return refuse(400, EMAIL_CHANGE_SAME_MESSAGE, { newEmail: EMAIL_CHANGE_SAME_MESSAGE });
  const attempt = await countEndUserLoginAttempt(runtime, { siteId: ctx.siteId, email: user.email, clientIp });
  if (attempt.refused) return refuse(429, LOGIN_RATE_LIMITED_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    return refuse(400, EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE, { currentPassword: EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE });
  }
  await attempt.succeeded();
  if (!(await accountEmailAllowed(runtime, { siteId: ctx.siteId, email: newEmail }))) {
    return refuse(429, ACCOUNT_EMAILS_LIMITED_MESSAGE);
  }
  const token = await createEmailChangeToken(runtime.db, { endUserId: user.id, newEmail });
  try {
    await sendEmailChangeVerificationEmail(runtime, {
      to: newEmail,
      siteName: ctx.snapshot.site.name,
      origin: ctx.origin,
      token,
    });
  } catch (error) {
    console.error('Portal host: an email change link could not be sent.', error);
    return refuse(503, ACCOUNT_EMAIL_FAILED_MESSAGE);
  }
  return { status: 200, answer: { message: { tone: 'success', text: emailChangeSentMessage(newEmail, user.email) } } };
}

/**
 * Uses an email change link: the account's email changes (refused when another account of the
 * portal has the address), the person's users-table record follows in its email (primary)
 * field, and the old address is told.
 */
export async function confirmEmailChange(
  runtime: Runtime,
  ctx: AccountContext,
  token: string,
): Promise<EmailChangeResult> {
  const result = await changeEndUserEmail(runtime.db, { siteId: ctx.siteId, token });
  if (result.status !== 'changed') return result;
  await announceEndUsersChanged(runtime, ctx.siteId);
  const { user, previousEmail } = result;
  const config = ctx.appConfig.identity.config;
  if (config && user.recordId) {
    try {
      const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
      if (source) await updateUserRecord(source, config, user.recordId, { [config.primaryField.id]: user.email });
    } catch (error) {
      // The account has its new email either way; the users table can be corrected by the builder.
      console.error('Portal host: the users-table record did not take the new email.', error);
    }
  }
  try {
    await sendEmailChangedEmail(runtime, {
      to: previousEmail,
      siteName: ctx.snapshot.site.name,
      origin: ctx.origin,
      newEmail: user.email,
    });
  } catch (error) {
    console.error('Portal host: the old address could not be told of the email change.', error);
  }
  return result;
}
