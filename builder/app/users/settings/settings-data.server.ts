import { ACCOUNT_PATH, LOGIN_PATH, SIGNUP_PATH } from '@atrium/core';
import { listPages, listUserGroups } from '@atrium/db';
import { usersTableSchemas, usersTableSource } from '@atrium/integrations';
import type { BuilderContext } from '../../lib/route-builders.server';
import { accountsOrNull, emailSendingConfigured } from '../user-accounts.server';

/**
 * What the Settings tab of User Management shows (spec doc 3 §2.5, §4.4): the redirects and the
 * pages they may point at, email sending, the welcome email, auto-assign with the users table's
 * fields (and their choices) and the groups, the default group. Null when user accounts are not
 * set up (the layout shows its gate).
 */
export async function loadUsersSettings(ctx: BuilderContext, siteId: string | undefined) {
  const access = await accountsOrNull(ctx, siteId);
  if (!access) return null;
  const { site, appConfig } = access;
  const config = appConfig.identity.config!;
  const [pages, groups, table] = await Promise.all([
    listPages(ctx.runtime.db, { siteId: site.id }),
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
    // Built-in or Airtable alike; when Airtable cannot be reached the field choices stay empty.
    usersTableSource(ctx.runtime, { siteId: site.id, config })
      .then((source) => (source ? usersTableSchemas(source, config) : undefined))
      .then((schemas) => schemas?.usersTable)
      .catch(() => undefined),
  ]);
  return {
    siteId: site.id,
    identity: appConfig.identity,
    autoAssign: appConfig.autoAssign,
    defaultGroup: appConfig.defaultGroup,
    welcome: appConfig.emails.welcome,
    emailConfigured: emailSendingConfigured(ctx.runtime),
    targets: [
      { label: 'My Account', value: ACCOUNT_PATH },
      { label: 'Log In', value: LOGIN_PATH },
      { label: 'Sign Up', value: SIGNUP_PATH },
      ...pages.filter((p) => p.type === 'page').map((p) => ({ label: `${p.name} (${p.path})`, value: p.path })),
    ],
    groups: groups.map((g) => ({ label: g.name, value: g.id })),
    fields: (table?.fields ?? [])
      .filter((f) => f.id !== config.primaryField.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        choices: (f.options as { choices?: Array<{ name: string }> } | undefined)?.choices?.map((c) => c.name) ?? null,
      })),
  };
}

/** A choice of a Select on the Settings tab (a redirect target or a group). */
export interface SettingsOption {
  label: string;
  value: string;
}
