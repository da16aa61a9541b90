import {
  AppError,
  ZInvitationSchema,
  invitationLinkPath,
  invitedMessage,
  siteUrl,
  escapeHtml,
  usersTableRowsAddedMessage,
} from '@atrium/core';
import { createInvitations, listUserGroups } from '@atrium/db';
import { addMissingUserRecords, listUserRecords, usersTableSource } from '@atrium/integrations';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { SET_UP_REQUIRED_MESSAGE, emailSendingConfigured, requireAccounts } from '../users/user-accounts.server';

/**
 * GET: the Invite dialog's link mode (spec doc 3 §4.3): an invitation link per users-table
 * record, `/account/signup/invite?source=airtable&code={record id}`, and whether email
 * sending is set up (otherwise the email mode shows 'Set up required').
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, appConfig } = await requireAccounts(ctx, ctx.params.siteId);
  const config = appConfig.identity.config!;
  const origin = siteUrl(ctx.runtime.env, site);
  const source = await usersTableSource(ctx.runtime, { siteId: site.id, config });
  const records = source ? await listUserRecords(source, config) : [];
  return {
    emailConfigured: emailSendingConfigured(ctx.runtime),
    links: records.map((record) => ({
      recordId: record.id,
      email: String(record.fields[config.primaryField.id] ?? ''),
      url: `${origin}${invitationLinkPath(record.id)}`,
    })),
    formula: `CONCATENATE("${origin}/account/signup/invite?source=airtable&code=", RECORD_ID())`,
  };
});

/**
 * POST JSON {emails[], groups[], addToUsersTable}: email invitations (spec doc 3 §5: up to 10
 * valid emails, lower-cased). Each invitee gets a link that signs them up into the chosen groups.
 * With `addToUsersTable`, addresses the users table does not hold get a row there first.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site, appConfig } = await requireAccounts(ctx, ctx.params.siteId);
  if (!emailSendingConfigured(ctx.runtime)) throw new AppError('BAD_REQUEST', SET_UP_REQUIRED_MESSAGE);
  const parsed = ZInvitationSchema.safeParse(await ctx.request.json().catch(() => undefined));
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid invitation');
  // Rows first: an invited person who signs up is then linked to their row and sees their records.
  const config = appConfig.identity.config!;
  const added = parsed.data.addToUsersTable
    ? await addMissingUserRecords(ctx.runtime, { siteId: site.id, config, emails: parsed.data.emails })
    : 0;
  const known = new Set((await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id));
  const groups = parsed.data.groups.filter((g) => known.has(g));
  const sent = await createInvitations(ctx.runtime.db, {
    siteId: site.id,
    emails: parsed.data.emails,
    groups,
    invitedBy: ctx.builder.id,
  });
  const origin = siteUrl(ctx.runtime.env, site);
  for (const { email, token } of sent) {
    const link = `${origin}/account/signup?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await ctx.runtime.mailer.send({
      to: email,
      subject: `You are invited to ${site.name}`,
      kind: 'end-user-invitation',
      text: `You have been invited to ${site.name}.\n\nCreate your account here:\n\n${link}`,
      html: `<p>You have been invited to ${escapeHtml(site.name)}.</p><p><a href="${escapeHtml(link)}">Create your account</a></p>`,
    });
  }
  const message =
    added > 0
      ? `${invitedMessage(sent.length)}. ${usersTableRowsAddedMessage(added, config.table.name)}`
      : invitedMessage(sent.length);
  return { ok: true as const, message, count: sent.length, added };
});
