import { AppError, MY_ACCOUNT_SAVED_MESSAGE, ZMyAccountSaveSchema, myAccountLayoutProblem } from '@atrium/core';
import {
  listAccessRules,
  listUserGroups,
  myAccountGroupModes,
  myAccountLinkedActions,
  saveMyAccount,
} from '@atrium/db';
import { usersTableSchemas, usersTableSource } from '@atrium/integrations';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import type { BuilderContext } from '../lib/route-builders.server';
import { announceAccessChanged, requireAccounts } from '../users/user-accounts.server';

const USERS_TABLE_GONE = 'The users table could not be read. Check the users table in User Management.';

async function usersTableOf(ctx: BuilderContext, siteId: string | undefined) {
  const access = await requireAccounts(ctx, siteId);
  const config = access.appConfig.identity.config!;
  const source = await usersTableSource(ctx.runtime, { siteId: access.site.id, config });
  const schemas = source ? await usersTableSchemas(source, config) : undefined;
  if (!schemas) throw new AppError('BAD_REQUEST', USERS_TABLE_GONE);
  return { ...access, ...schemas };
}

/**
 * GET: what the My Account Form drawer edits (spec doc 3 §4.10): the users table's fields and
 * the tables its links point at, the groups, the layout, and each group's profile-field modes
 * and linked-field actions as the My Account rules say.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, appConfig, usersTable, linkedTables } = await usersTableOf(ctx, ctx.params.siteId);
  const rules = await listAccessRules(ctx.runtime.db, { siteId: site.id });
  const groups = await listUserGroups(ctx.runtime.db, { siteId: site.id });
  const layout = appConfig.myAccount;
  return {
    usersTable: { id: usersTable.id, name: usersTable.name, fields: usersTable.fields },
    /** The email field: My Account shows it, never as editable (ADR 019). */
    primaryFieldId: appConfig.identity.config!.primaryField.id,
    linkedTables: linkedTables.map((t) => ({ id: t.id, name: t.name, fields: t.fields })),
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
    layout,
    groupModes: myAccountGroupModes(
      rules,
      layout.profile.map((f) => f.id),
    ),
    linkedActions: myAccountLinkedActions(rules),
  };
});

/**
 * PUT JSON {layout, groupModes, linkedActions}: the drawer's Save. The layout must match the
 * users table, groups must be this portal's; the layout and the My Account rules are replaced
 * together and portal hosts re-read them at once.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PUT');
  const { site, appConfig, usersTable, linkedTables } = await usersTableOf(ctx, ctx.params.siteId);
  const parsed = ZMyAccountSaveSchema.safeParse(await ctx.request.json().catch(() => undefined));
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid My Account');
  const problem = myAccountLayoutProblem(parsed.data.layout, usersTable, linkedTables);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const known = new Set((await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id));
  const groupIds = [...Object.keys(parsed.data.groupModes), ...Object.keys(parsed.data.linkedActions)];
  if (groupIds.some((id) => !known.has(id))) throw new AppError('NOT_FOUND', 'Group not found');
  const next = await saveMyAccount(ctx.runtime.db, { siteId: site.id, appConfig, save: parsed.data });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: MY_ACCOUNT_SAVED_MESSAGE, layout: next.myAccount };
});
