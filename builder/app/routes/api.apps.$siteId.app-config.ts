import {
  AUTO_ASSIGN_UPDATED_MESSAGE,
  AppError,
  ZAutoAssignSchema,
  ZRedirectsSchema,
  ZWelcomeEmailSchema,
  WELCOME_EMAIL_SAVED_MESSAGE,
  identityConfigured,
  type TAppConfig,
} from '@atrium/core';
import { listUserGroups } from '@atrium/db';
import { identitySetupChange } from '../users/identity-setup.server';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';
import {
  APP_UPDATED_MESSAGE,
  IDENTITY_SET_UP_MESSAGE,
  emailSendingConfigured,
  requireAppSite,
  updateAppConfig,
} from '../users/user-accounts.server';

/** GET: the app config as User Management needs it, with whether email sending is set up. */
export const loader = jsonApiLoader(async (ctx) => {
  const { appConfig } = await requireAppSite(ctx, ctx.params.siteId);
  return { appConfig, configured: identityConfigured(appConfig), emailConfigured: emailSendingConfigured(ctx.runtime) };
});

type Change = (current: TAppConfig) => TAppConfig;

/**
 * PATCH JSON {intent, ...}: the identity state machine (spec doc 3 §4.1) and its settings.
 * - enable ('Get started'): identity on, not yet configured.
 * - setup {source, baseId, tableId, primaryFieldId, registrationRestrictions}: connects the users
 *   table (a built-in table, or a table of an Airtable base the workspace's token reaches).
 * - disable: identity off; users and settings are kept, protected pages become public again.
 * - redirects {redirectOnSignup, …}: the four targets (all required).
 * - auto-assign {fieldId, mapping}: no field clears every rule.
 * - default-group {groupId|null}.
 * - welcome-email {subject, body}: the email sent after sign-up.
 * Every answer is the new app config; portal hosts re-read it at once.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'PATCH');
  const siteId = ctx.params.siteId ?? '';
  const { site, appConfig } = await requireAppSite(ctx, siteId);
  const body = (await ctx.request.json().catch(() => undefined)) as { intent?: unknown } | undefined;
  const invalid = (message: string | undefined) => new AppError('BAD_REQUEST', message ?? 'Invalid settings');
  let change: Change;
  let message = APP_UPDATED_MESSAGE;
  switch (body?.intent) {
    case 'enable':
      change = (c) => ({ ...c, identity: { ...c.identity, enabled: true } });
      break;
    case 'disable':
      change = (c) => ({ ...c, identity: { ...c.identity, enabled: false } });
      break;
    case 'setup': {
      if (!appConfig.identity.enabled) throw new AppError('BAD_REQUEST', 'Turn user accounts on first (Get started).');
      change = await identitySetupChange(ctx, site, body);
      message = IDENTITY_SET_UP_MESSAGE;
      break;
    }
    case 'redirects': {
      const parsed = ZRedirectsSchema.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
      change = (c) => ({ ...c, identity: { ...c.identity, ...parsed.data } });
      break;
    }
    case 'auto-assign': {
      const parsed = ZAutoAssignSchema.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
      const known = new Set((await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id));
      if (parsed.data.mapping.some((m) => !known.has(m.group))) throw invalid('You need to select a group');
      const { fieldId, mapping } = parsed.data;
      change = (c) => ({
        ...c,
        autoAssign: fieldId ? { field: { id: fieldId }, mapping } : { field: null, mapping: [] },
      });
      message = AUTO_ASSIGN_UPDATED_MESSAGE;
      break;
    }
    case 'default-group': {
      const groupId = (body as { groupId?: unknown }).groupId;
      if (groupId !== null && typeof groupId !== 'string') throw invalid('Choose a group.');
      if (groupId) {
        const known = (await listUserGroups(ctx.runtime.db, { siteId: site.id })).some((g) => g.id === groupId);
        if (!known) throw new AppError('NOT_FOUND', 'Group not found');
      }
      change = (c) => ({ ...c, defaultGroup: groupId || null });
      break;
    }
    case 'welcome-email': {
      const parsed = ZWelcomeEmailSchema.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
      change = (c) => ({ ...c, emails: { ...c.emails, welcome: parsed.data } });
      message = WELCOME_EMAIL_SAVED_MESSAGE;
      break;
    }
    default:
      throw invalid('Unknown change.');
  }
  const next = await updateAppConfig(ctx, siteId, change);
  return { ok: true as const, message, appConfig: next };
});
