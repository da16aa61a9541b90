import { readFormData } from '@atrium/integrations';
import { SITE_UPDATED_MESSAGE, ZDataSettingsFormSchema } from '@atrium/core';
import { countLocalRecords, getSiteDraft, getWorkspaceApiKey, listLocalTables, updateSiteSettings } from '@atrium/db';
import { parseWithZod } from '@conform-to/zod';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * The editor's Data sources dialog. GET: the portal's built-in tables with their record
 * counts, whether its workspace has an Airtable token (never the token) and who may add one,
 * and the refresh interval of cached records. POST `cacheTtlSeconds`: saves the interval in
 * the settings draft (published with the next publish).
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, role, workspaceRouteId } = await requireSite(ctx, ctx.params.siteId);
  const db = ctx.runtime.db;
  const [tables, counts, draft, apiKey] = await Promise.all([
    listLocalTables(db, { siteId: site.id }),
    countLocalRecords(db, { siteId: site.id }),
    getSiteDraft(db, { siteId: site.id }),
    getWorkspaceApiKey(db, { workspaceId: site.workspaceId }),
  ]);
  return {
    tables: tables.map((t) => ({ id: t.id, name: t.name, fields: t.fields.length, records: counts[t.id] ?? 0 })),
    airtable: { hasToken: apiKey !== '', isOwner: role === 'owner', workspaceRouteId },
    cacheTtlSeconds: draft.settings.data.cacheTtlSeconds,
  };
});

export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const submission = parseWithZod(await readFormData(ctx.request), { schema: ZDataSettingsFormSchema });
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 });
  const settings = await updateSiteSettings(ctx.runtime.db, {
    siteId: site.id,
    change: (current) => ({ ...current, data: { ...current.data, cacheTtlSeconds: submission.value.cacheTtlSeconds } }),
  });
  return { ok: true as const, message: SITE_UPDATED_MESSAGE, cacheTtlSeconds: settings.data.cacheTtlSeconds };
});
