import { AppError, gettingStartedSteps } from '@atrium/core';
import { getPortalProgress } from '@atrium/db';
import { jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * GET: the editor's getting-started checklist for this portal (issue 24), read when the builder
 * opens it, so it shows what autosave has just stored. Only for builders of the portal's
 * workspace (404 otherwise, as for the editor).
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const progress = await getPortalProgress(ctx.runtime.db, { siteId: site.id });
  if (!progress) throw new AppError('NOT_FOUND', 'Portal not found');
  return { steps: gettingStartedSteps(progress) };
});
