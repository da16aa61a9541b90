import { readFormData } from '@atrium/integrations';
import { ZGroupEditSchema } from '@atrium/core';
import { deleteUserGroup, groupDeletedMessage, updateUserGroup } from '@atrium/db';
import { parseWithZod } from '@conform-to/zod';
import { jsonApiAction } from '../lib/json-api-action.server';
import { announceAccessChanged, requireAccounts } from '../users/user-accounts.server';

export const GROUP_UPDATED_MESSAGE = 'Group successfully updated.';

/** PUT {name, description}: edits a group (3–25 characters). DELETE: removes it from users, pages and rules. */
export const action = jsonApiAction(async (ctx) => {
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const groupId = ctx.params.groupId ?? '';
  if (ctx.request.method === 'DELETE') {
    const group = await deleteUserGroup(ctx.runtime.db, { siteId: site.id, groupId });
    await announceAccessChanged(ctx.runtime, site.id);
    return { ok: true as const, message: groupDeletedMessage(group.name) };
  }
  if (ctx.request.method !== 'PUT') {
    throw new Response('Use PUT or DELETE for this endpoint.', { status: 405, headers: { Allow: 'PUT, DELETE' } });
  }
  const submission = parseWithZod(await readFormData(ctx.request), { schema: ZGroupEditSchema });
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 });
  await updateUserGroup(ctx.runtime.db, { siteId: site.id, groupId, ...submission.value });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: GROUP_UPDATED_MESSAGE };
});
