import {
  APP_UPDATED_MESSAGE,
  AUTO_ASSIGN_UPDATED_MESSAGE,
  AppError,
  EMBED_WEBSITES_SAVED_MESSAGE,
  IDENTITY_SET_UP_MESSAGE,
  SETUP_NEEDS_ACCOUNTS_MESSAGE,
  USERS_SETTINGS_SAVED_MESSAGE,
  WELCOME_EMAIL_SAVED_MESSAGE,
  type TAppConfig,
  type TAppConfigChange,
} from '@atrium/core';
import { listUserGroups, updateAppConfig } from '@atrium/db';
import { CHANNELS } from '../cache/cache';
import type { Runtime } from '../runtime';
import { identitySetupChange } from './identity-setup';

type Apply = (current: TAppConfig) => TAppConfig;

/**
 * Applies one app config change (core's ZAppConfigChangeSchema) to a portal: checks it against
 * the database (the users table exists and has the email field; auto-assign and the default
 * group name groups of this portal), applies it to the config as saved at that moment (not as
 * the request first read it, so a change saved meanwhile stays), saves it and announces it, so
 * portal hosts re-read it at once. Answers the new config and the message the builder shows.
 */
export async function changeAppConfig(
  runtime: Runtime,
  params: { site: { id: string; workspaceId: number }; appConfig: TAppConfig; change: TAppConfigChange },
): Promise<{ appConfig: TAppConfig; message: string }> {
  const { apply, message = APP_UPDATED_MESSAGE } = await changeOf(runtime, params);
  const appConfig = await updateAppConfig(runtime.db, { siteId: params.site.id, apply });
  await runtime.cache.publish(CHANNELS.siteChanged, params.site.id);
  return { appConfig, message };
}

/** What a change does to the config, once it checks out, and its message when not 'App Updated.'. */
async function changeOf(
  runtime: Runtime,
  params: { site: { id: string; workspaceId: number }; appConfig: TAppConfig; change: TAppConfigChange },
): Promise<{ apply: Apply; message?: string }> {
  const { site, change } = params;
  switch (change.intent) {
    case 'enable':
      return { apply: (c) => ({ ...c, identity: { ...c.identity, enabled: true } }) };
    case 'disable':
      return { apply: (c) => ({ ...c, identity: { ...c.identity, enabled: false } }) };
    case 'setup':
      if (!params.appConfig.identity.enabled) throw new AppError('BAD_REQUEST', SETUP_NEEDS_ACCOUNTS_MESSAGE);
      return { apply: await identitySetupChange(runtime, site, change), message: IDENTITY_SET_UP_MESSAGE };
    case 'redirects': {
      const { intent: _, ...redirects } = change;
      return { apply: (c) => ({ ...c, identity: { ...c.identity, ...redirects } }) };
    }
    case 'auto-assign': {
      const known = new Set((await listUserGroups(runtime.db, { siteId: site.id })).map((g) => g.id));
      if (change.mapping.some((m) => !known.has(m.group)))
        throw new AppError('BAD_REQUEST', 'You need to select a group');
      const { fieldId, mapping } = change;
      return {
        apply: (c) => ({
          ...c,
          autoAssign: fieldId ? { field: { id: fieldId }, mapping } : { field: null, mapping: [] },
        }),
        message: AUTO_ASSIGN_UPDATED_MESSAGE,
      };
    }
    case 'default-group': {
      const { groupId } = change;
      if (groupId) {
        const known = (await listUserGroups(runtime.db, { siteId: site.id })).some((g) => g.id === groupId);
        if (!known) throw new AppError('NOT_FOUND', 'Group not found');
      }
      return { apply: (c) => ({ ...c, defaultGroup: groupId || null }) };
    }
    case 'welcome-email': {
      const { subject, body } = change;
      return {
        apply: (c) => ({ ...c, emails: { ...c.emails, welcome: { subject, body } } }),
        message: WELCOME_EMAIL_SAVED_MESSAGE,
      };
    }
    case 'settings': {
      // The Settings page's one Save: each part is checked as its own change, then all apply together.
      const parts = [
        await changeOf(runtime, { ...params, change: { intent: 'redirects', ...change.redirects } }),
        await changeOf(runtime, { ...params, change: { intent: 'welcome-email', ...change.welcome } }),
        await changeOf(runtime, { ...params, change: { intent: 'auto-assign', ...change.autoAssign } }),
      ];
      return {
        apply: (c) => parts.reduce((config, part) => part.apply(config), c),
        message: USERS_SETTINGS_SAVED_MESSAGE,
      };
    }
    case 'embed-only':
      return { apply: (c) => ({ ...c, embedOnly: change.embedOnly }) };
    case 'embed-websites': {
      const { websites, anyWebsite } = change;
      return { apply: (c) => ({ ...c, embedding: { websites, anyWebsite } }), message: EMBED_WEBSITES_SAVED_MESSAGE };
    }
  }
}
