import { AppError, ZDataDataSchema, dataSectionKind, singleRecordData } from '@atrium/core';
import { getEndUser } from '@atrium/db';
import { loadCustomForm, loadListing } from '@atrium/integrations';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * POST JSON {data, sectionId?, sectionName?, record?, userId?}: the first page of a data section
 * as it is being edited (not yet saved or published), for the editor's preview: the same loading
 * as the portal host, from the cache. Without `userId` the builder sees every record the rules
 * hold; with an end user's id (preview as a user) or 'unauthenticated', exactly what that viewer
 * would see. A Form section (`sectionName` form1) previews its form.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const body = (await ctx.request.json().catch(() => undefined)) as
    { data?: unknown; userId?: unknown; sectionId?: unknown; sectionName?: unknown; record?: unknown } | undefined;
  const parsed = ZDataDataSchema.safeParse(body?.data);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid listing');
  const userId = typeof body?.userId === 'string' ? body.userId : undefined;
  const user =
    userId && userId !== 'unauthenticated' ? await getEndUser(ctx.runtime.db, { siteId: site.id, userId }) : undefined;
  if (userId && userId !== 'unauthenticated' && !user) throw new AppError('NOT_FOUND', 'User not found');
  const viewer =
    userId === undefined
      ? { asBuilder: true }
      : user
        ? { userRecordId: user.recordId ?? undefined, groups: [...user.groups, ...user.integrationGroups] }
        : {};
  const kind = typeof body?.sectionName === 'string' ? dataSectionKind(body.sectionName) : 'listing';
  if (kind === 'form') {
    return {
      ok: true as const,
      view: await loadCustomForm(ctx.runtime, { siteId: site.id, data: parsed.data, ...viewer }),
    };
  }
  const sectionId = typeof body?.sectionId === 'string' ? body.sectionId.slice(0, 40) : '';
  const record = typeof body?.record === 'string' ? body.record.slice(0, 200) : '';
  const view = await loadListing(ctx.runtime, {
    siteId: site.id,
    // A Single Record View shows its first record as the portal does.
    data: kind === 'record' ? singleRecordData(parsed.data) : parsed.data,
    params: { q: '', filters: {}, ...(record ? { record } : {}) },
    // Cards link to their detail (a modal or side-by-side record opens in the preview).
    ...(sectionId ? { detail: { sectionId, pagePath: '/' } } : {}),
    ...viewer,
  });
  return { ok: true as const, view };
});
