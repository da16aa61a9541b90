import { readFormData } from '@atrium/integrations';
import { ZGroupCreateSchema } from '@atrium/core';
import { createUserGroup, groupCreatedMessage, listUserGroups } from '@atrium/db';
import { parseWithZod } from '@conform-to/zod';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { announceAccessChanged, requireAccounts } from '../users/user-accounts.server';

/** GET: the portal's user groups. */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const groups = await listUserGroups(ctx.runtime.db, { siteId: site.id });
  return { groups: groups.map(({ id, name, description, isDefault }) => ({ id, name, description, isDefault })) };
});

/**
 * POST {name, description, pages[]}: creates a group (spec doc 3 §5 'Group create' rules and
 * messages); pages named in `pages` are restricted to it at once.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const submission = parseWithZod(await readFormData(ctx.request), { schema: ZGroupCreateSchema });
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 });
  const group = await createUserGroup(ctx.runtime.db, { siteId: site.id, ...submission.value });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: groupCreatedMessage(group.name), group: { id: group.id, name: group.name } };
});
