import { jsonApiLoader } from '../lib/json-api-action.server';
import { viewerPermissions } from '../users/user-accounts.server';

/**
 * GET /api/apps/{siteId}/user-accounts/{userId|unauthenticated}/permissions (spec doc 1 §7):
 * the viewer's permission entries (action, subject, conditions.pages, fields, inverted). The
 * editor's "preview as user" builds abilities from them with core's createAbility.
 */
export const loader = jsonApiLoader(async (ctx) => ({
  permissions: await viewerPermissions(ctx, ctx.params.siteId, ctx.params.userId),
}));
