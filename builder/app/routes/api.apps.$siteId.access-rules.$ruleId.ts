import { AppError } from '@atrium/core';
import { RULE_REMOVED_MESSAGE, removeAccessRuleFromPage } from '@atrium/db';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { announceAccessChanged, requireAccounts } from '../users/user-accounts.server';

/**
 * DELETE ?pageId=: removes a rule from a page (spec doc 1 §4): detached when it covers other
 * pages too, deleted otherwise.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'DELETE');
  const { site } = await requireAccounts(ctx, ctx.params.siteId);
  const pageId = new URL(ctx.request.url).searchParams.get('pageId');
  if (!pageId) throw new AppError('BAD_REQUEST', 'Which page should the rule be removed from?');
  const outcome = await removeAccessRuleFromPage(ctx.runtime.db, {
    siteId: site.id,
    ruleId: ctx.params.ruleId ?? '',
    pageId,
  });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: RULE_REMOVED_MESSAGE, outcome };
});
