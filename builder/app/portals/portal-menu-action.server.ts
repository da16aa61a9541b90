import { parseWithZod } from '@conform-to/zod';
import { AppError, PORTAL_MESSAGES } from '@atrium/core';
import { cloneSite, deleteSite, getSiteForBuilder, renameSite, transferSite } from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { data } from '@remix-run/node';
import { requireWorkspace, type BuilderContext } from '../lib/route-builders.server';
import { replyWithError, type ReplyOptions } from '../lib/form-replies.server';
import type { ActionSuccess } from '../lib/form-results';
import { ZPortalMenuIntent, type TPortalMenuIntent } from './portal-menu-intents';

/**
 * The portal menu's action (rename, clone, delete, transfer) for the portals of the route's
 * workspace. A builder who is not a member gets 404 before the form is read; a portal of
 * another workspace is not found by the domain functions, which filter by workspace.
 */
export async function portalMenuAction(ctx: BuilderContext) {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZPortalMenuIntent });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const input = submission.value;
  try {
    return await run(ctx, workspace.id, input);
  } catch (error) {
    return replyWithError(submission, error, FAILURES[input.intent]);
  }
}

const FAILURES: Record<TPortalMenuIntent['intent'], ReplyOptions> = {
  rename: {},
  delete: {},
  clone: { fallback: PORTAL_MESSAGES.cloneFailed, alwaysFallback: true },
  transfer: { fallback: PORTAL_MESSAGES.transferFailed },
};

async function run(ctx: BuilderContext, workspaceId: number, input: TPortalMenuIntent): Promise<ActionSuccess> {
  const { db, cache } = ctx.runtime;
  switch (input.intent) {
    case 'rename': {
      const site = await renameSite(db, { workspaceId, siteId: input.siteId, siteName: input.siteName });
      await cache.publish(CHANNELS.siteChanged, site.id);
      return { ok: true, message: PORTAL_MESSAGES.renamed };
    }
    case 'clone': {
      const site = await cloneSite(db, {
        workspaceId,
        siteId: input.siteId,
        siteName: input.siteName,
        builderId: ctx.builder.id,
      });
      return { ok: true, message: PORTAL_MESSAGES.cloned(site.name) };
    }
    case 'delete': {
      // The name is only for the toast; deleteSite itself filters by workspace again.
      const access = await getSiteForBuilder(db, { builderId: ctx.builder.id, siteId: input.siteId });
      if (!access || access.site.workspaceId !== workspaceId) throw new AppError('NOT_FOUND', 'Portal not found');
      await deleteSite(db, { workspaceId, siteId: input.siteId });
      await cache.publish(CHANNELS.siteChanged, input.siteId);
      return { ok: true, message: PORTAL_MESSAGES.deleted(access.site.name) };
    }
    case 'transfer': {
      const site = await transferSite(db, {
        builderId: ctx.builder.id,
        siteId: input.siteId,
        fromWorkspaceId: workspaceId,
        toRouteId: input.workspaceId,
      });
      await cache.publish(CHANNELS.siteChanged, site.id);
      return { ok: true, message: PORTAL_MESSAGES.transferred };
    }
  }
}
