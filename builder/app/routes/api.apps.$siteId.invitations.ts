import { AppError, ZInvitationSchema, invitationLinkPath, siteUrl } from '@atrium/core';
import { listUserRecords, usersTableSource } from '@atrium/integrations';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { inviteUsers } from '../users/invite-users.server';
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
 * POST JSON {emails[], groups[], addToUsersTable, publish}: email invitations (spec doc 3 §5: up
 * to 10 valid emails, lower-cased); with `publish`, the portal is published first ("Publish and
 * invite", issue 24; 403 for an unverified builder, nothing sent).
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site, appConfig } = await requireAccounts(ctx, ctx.params.siteId);
  if (!emailSendingConfigured(ctx.runtime)) throw new AppError('BAD_REQUEST', SET_UP_REQUIRED_MESSAGE);
  const parsed = ZInvitationSchema.safeParse(await ctx.request.json().catch(() => undefined));
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid invitation');
  return inviteUsers(ctx, { site, appConfig, input: parsed.data });
});
