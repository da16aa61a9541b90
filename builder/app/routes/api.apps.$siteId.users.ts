import { readFormData } from '@atrium/integrations';
import { ZTestUserSchema, pageNumberParam, testUserCreatedMessage } from '@atrium/core';
import { createEndUser, listEndUsers, listUserGroups } from '@atrium/db';
import { parseWithZod } from '@conform-to/zod';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { requireAccounts } from '../users/user-accounts.server';

/** GET ?search=&page=: a page of the portal's users (User Management's Users tab). */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const url = new URL(ctx.request.url);
  const page = pageNumberParam(url.searchParams.get('page'));
  const { users, total } = await listEndUsers(ctx.runtime.db, {
    siteId: site.id,
    search: url.searchParams.get('search') ?? '',
    page,
  });
  return {
    page,
    total,
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      username: u.username,
      groups: u.groups,
      integrationGroups: u.integrationGroups,
      isTestUser: u.isTestUser,
      createdAt: u.createdAt.toISOString(),
    })),
  };
});

/** POST {username, password, groups[]}: adds a test user (spec doc 1 §5 password rule). */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const submission = parseWithZod(await readFormData(ctx.request), { schema: ZTestUserSchema });
  if (submission.status !== 'success')
    return Response.json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const known = new Set((await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id));
  const user = await createEndUser(ctx.runtime.db, {
    siteId: site.id,
    email: submission.value.username,
    password: submission.value.password,
    groups: submission.value.groups.filter((g) => known.has(g)),
    isTestUser: true,
  });
  return { ok: true as const, message: testUserCreatedMessage(user.email), username: user.email };
});
