import { announceEndUsersChanged, readFormData } from '@atrium/integrations';
import { USER_GROUPS_ASSIGNED_MESSAGE } from '@atrium/core';
import { listUserGroups, setEndUserGroups } from '@atrium/db';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireAccounts } from '../users/user-accounts.server';

/** PUT groups[]: the Assign User dialog; only groups of this portal are kept. Takes effect on the user's next request. */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PUT');
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const form = await readFormData(ctx.request);
  const groups = form.getAll('groups').map(String);
  const knownGroups = (await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id);
  const user = await setEndUserGroups(ctx.runtime.db, {
    siteId: site.id,
    userId: ctx.params.userId ?? '',
    groups,
    knownGroups,
  });
  await announceEndUsersChanged(ctx.runtime, site.id);
  return { ok: true as const, message: USER_GROUPS_ASSIGNED_MESSAGE, groups: user.groups };
});
