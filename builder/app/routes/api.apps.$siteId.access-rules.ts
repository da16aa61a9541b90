import { PAGE_ACCESS_UPDATED_MESSAGE, ZAccessRuleFormSchema } from '@atrium/core';
import { createAccessRule, listAccessRules } from '@atrium/db';
import { AppError } from '@atrium/core';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { announceAccessChanged, requireAccounts } from '../users/user-accounts.server';

/** GET ?pageId=: the portal's rules, or the Page rules covering one page (the Page Rules tab). */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const pageId = new URL(ctx.request.url).searchParams.get('pageId') ?? undefined;
  return { rules: await listAccessRules(ctx.runtime.db, { siteId: site.id, pageId }) };
});

/** POST JSON {name, description, applyToAll, groups, rule}: creates a rule (spec doc 3 §5 rules and messages). */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const body: unknown = await ctx.request.json().catch(() => undefined);
  const parsed = ZAccessRuleFormSchema.safeParse(body);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid rule');
  const rule = await createAccessRule(ctx.runtime.db, { siteId: site.id, input: parsed.data });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: PAGE_ACCESS_UPDATED_MESSAGE, rule };
});
