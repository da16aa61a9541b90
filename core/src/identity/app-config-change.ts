import { z } from 'zod';
import { ZEmbedOnlySchema, ZEmbedWebsitesSchema } from '../embed/embed-websites';
import { AppError } from '../errors/app-error';
import {
  AIRTABLE_BASE_REQUIRED_MESSAGE,
  ZAutoAssignSchema,
  ZIdentitySetupSchema,
  ZRedirectsSchema,
  ZWelcomeEmailSchema,
  identitySetupHasBase,
  type TAppConfig,
} from './app-config';

export const APP_UPDATED_MESSAGE = 'App Updated.';
/** Spec doc 3 §8 says 'User accounts is now set up for this app.'; the grammar is mended (ADR 053). */
export const IDENTITY_SET_UP_MESSAGE = 'User accounts are now set up for this app.';
export const SETUP_NEEDS_ACCOUNTS_MESSAGE = 'Turn user accounts on first (Get started).';
export const UNKNOWN_APP_CONFIG_CHANGE_MESSAGE = 'Unknown change.';
export const USERS_SETTINGS_SAVED_MESSAGE = 'Settings saved.';

/**
 * The Users → Settings page's form, saved with its one Save (ADR 052): the redirects, the
 * welcome email and auto-assign, checked and applied together.
 */
export const ZUsersSettingsSchema = z.object({
  redirects: ZRedirectsSchema,
  welcome: ZWelcomeEmailSchema,
  autoAssign: ZAutoAssignSchema,
});
export type TUsersSettings = z.infer<typeof ZUsersSettingsSchema>;

/**
 * One change of a portal's app config (PATCH /api/apps/{siteId}/app-config), told apart by its
 * intent: the identity state machine (spec doc 3 §4.1) and its settings.
 * - enable ('Get started'): identity on, not yet configured.
 * - setup {source, baseId, tableId, primaryFieldId, registrationRestrictions}: connects the users
 *   table (a built-in table, or a table of an Airtable base the workspace's token reaches).
 * - disable: identity off; users and settings are kept, protected pages become public again.
 * - redirects {redirectOnSignup, …}: the four targets (all required).
 * - auto-assign {fieldId, mapping}: no field clears every rule.
 * - default-group {groupId|null}.
 * - welcome-email {subject, body}: the email sent after sign-up.
 * - embed-only {embedOnly}: the Embed menu's 'Disable URL access' switch (spec doc 1 §4, §7).
 * - embed-websites {websites, anyWebsite}: who may embed the portal (ADR 027).
 * - settings {redirects, welcome, autoAssign}: the Users → Settings page's one Save (ADR 052).
 */
export const ZAppConfigChangeSchema = z
  .discriminatedUnion('intent', [
    z.object({ intent: z.literal('enable') }),
    z.object({ intent: z.literal('disable') }),
    ZIdentitySetupSchema.extend({ intent: z.literal('setup') }),
    ZRedirectsSchema.extend({ intent: z.literal('redirects') }),
    ZAutoAssignSchema.extend({ intent: z.literal('auto-assign') }),
    z.object({
      intent: z.literal('default-group'),
      groupId: z.string({ required_error: 'Choose a group.', invalid_type_error: 'Choose a group.' }).nullable(),
    }),
    ZWelcomeEmailSchema.extend({ intent: z.literal('welcome-email') }),
    ZEmbedOnlySchema.extend({ intent: z.literal('embed-only') }),
    ZEmbedWebsitesSchema.extend({ intent: z.literal('embed-websites') }),
    ZUsersSettingsSchema.extend({ intent: z.literal('settings') }),
  ])
  .superRefine((change, ctx) => {
    if (change.intent === 'setup' && !identitySetupHasBase(change)) {
      ctx.addIssue({ code: 'custom', message: AIRTABLE_BASE_REQUIRED_MESSAGE, path: ['baseId'] });
    }
  });
export type TAppConfigChange = z.infer<typeof ZAppConfigChangeSchema>;

/**
 * The change a request asks for, or a 400 with the first message: an unknown intent (or no
 * object at all) is 'Unknown change.'; setting up the users table needs accounts on first,
 * whatever the payload.
 */
export function parseAppConfigChange(input: unknown, current: TAppConfig): TAppConfigChange {
  const intent = typeof input === 'object' && input !== null ? (input as { intent?: unknown }).intent : undefined;
  if (intent === 'setup' && !current.identity.enabled) throw new AppError('BAD_REQUEST', SETUP_NEEDS_ACCOUNTS_MESSAGE);
  const parsed = ZAppConfigChangeSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const unknownIntent = issue?.code === 'invalid_union_discriminator' || issue?.path.length === 0;
  throw new AppError(
    'BAD_REQUEST',
    unknownIntent ? UNKNOWN_APP_CONFIG_CHANGE_MESSAGE : (issue?.message ?? 'Invalid settings'),
  );
}
