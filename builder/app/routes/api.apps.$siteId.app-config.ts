import { identityConfigured, parseAppConfigChange } from '@atrium/core';
import { changeAppConfig } from '@atrium/integrations';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import { emailSendingConfigured, requireAppSite } from '../users/user-accounts.server';

/** GET: the app config as User Management needs it, with whether email sending is set up. */
export const loader = jsonApiLoader(async (ctx) => {
  const { appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  return { appConfig, configured: identityConfigured(appConfig), emailConfigured: emailSendingConfigured(ctx.runtime) };
});

/**
 * PATCH JSON {intent, ...}: one change of the app config (core's ZAppConfigChangeSchema lists
 * the intents: the identity state machine of spec doc 3 §4.1 and its settings), applied by
 * integrations' changeAppConfig. Every answer is the new app config; portal hosts re-read it at once.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PATCH');
  const { site, appConfig } = await requireAppSite(ctx, ctx.params.siteId ?? '');
  const body: unknown = await ctx.request.json().catch(() => undefined);
  const change = parseAppConfigChange(body, appConfig);
  const next = await changeAppConfig(ctx.runtime, { site, appConfig, change });
  return { ok: true as const, message: next.message, appConfig: next.appConfig };
});
