import { AppError } from '@atrium/core';
import { saveDraft } from '@atrium/db';
import type { DraftSaved } from '../editor/document/save-draft-request';
import { ZSaveDraftRequestSchema } from '../editor/document/save-draft-request';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * PUT /api/sites/:siteId/draft: the page editor's autosave (builder/app/editor/document/
 * use-autosave.ts). JSON `{ pageId, contents?, header?, footer?, theme?, baseUpdatedAt? }`;
 * the documents are validated and written in one transaction by `saveDraft`. Answers
 * `{ ok: true, updatedAt }`, or `{ ok: false, error }` with 400 (invalid, nothing saved),
 * 401 (signed out), 403 (cross-site), 404 (not this builder's portal or page) or 409 (changed
 * elsewhere since `baseUpdatedAt`).
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PUT');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const body: unknown = await ctx.request.json().catch(() => undefined);
  if (body === undefined) throw new AppError('BAD_REQUEST', 'Send the draft as a JSON body.');
  const parsed = ZSaveDraftRequestSchema.safeParse(body);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request');
  const { baseUpdatedAt, ...documents } = parsed.data;
  const saved = await saveDraft(ctx.runtime.db, {
    siteId: site.id,
    ...documents,
    ...(baseUpdatedAt ? { baseUpdatedAt: new Date(baseUpdatedAt) } : {}),
  });
  const answer: DraftSaved = { ok: true, updatedAt: saved.updatedAt.toISOString() };
  return answer;
});
