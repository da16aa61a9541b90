import { AppError, PAGE_ACCESS_UPDATED_MESSAGE, identityConfigured, newUsersJoinOneOf } from '@atrium/core';
import { getPageGroups, listAccessRules, listUserGroups, setPageGroups } from '@atrium/db';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { ACCOUNTS_NOT_ENABLED_MESSAGE, announceAccessChanged, requireAppSite } from '../users/user-accounts.server';

/**
 * GET: the Page Rules tab of a page: whether user accounts are configured, the portal's
 * groups, the groups that may open this page, the rules that cover it, and whether an
 * apply-to-all rule exists (then 'Allow public access' is hidden), and whether people who sign
 * up can open it (they join the default group and auto-assigned groups).
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  const pageId = ctx.params.pageId ?? '';
  const pageGroups = await getPageGroups(ctx.runtime.db, { siteId: site.id, pageId });
  if (!pageGroups) throw new AppError('NOT_FOUND', 'Page not found');
  const configured = identityConfigured(appConfig);
  if (!configured)
    return {
      configured,
      message: ACCOUNTS_NOT_ENABLED_MESSAGE,
      groups: [],
      pageGroups,
      rules: [],
      hasPublicRule: false,
      newUsersCanView: true,
    };
  const [groups, rules] = await Promise.all([
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
    listAccessRules(ctx.runtime.db, { siteId: site.id, pageId }),
  ]);
  return {
    configured,
    message: null,
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
    pageGroups,
    rules,
    hasPublicRule: rules.some((r) => r.applyToAll),
    // A page for groups no new user joins (no default group or auto-assign to them): say so.
    newUsersCanView: rules.length > 0 || newUsersJoinOneOf(appConfig, pageGroups),
  };
});

/** PUT groups[]: the groups that may open this page ("add group access to a page": page id and group ids). */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PUT');
  const { site, appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  if (!identityConfigured(appConfig)) throw new AppError('BAD_REQUEST', ACCOUNTS_NOT_ENABLED_MESSAGE);
  const body = (await ctx.request.json().catch(() => undefined)) as { groups?: unknown } | undefined;
  if (!Array.isArray(body?.groups) || !body.groups.every((g) => typeof g === 'string')) {
    throw new AppError('BAD_REQUEST', 'Choose the groups that may open this page.');
  }
  const groups = await setPageGroups(ctx.runtime.db, {
    siteId: site.id,
    pageId: ctx.params.pageId ?? '',
    groups: body.groups,
  });
  await announceAccessChanged(ctx.runtime, site.id);
  return { ok: true as const, message: PAGE_ACCESS_UPDATED_MESSAGE, groups };
});
